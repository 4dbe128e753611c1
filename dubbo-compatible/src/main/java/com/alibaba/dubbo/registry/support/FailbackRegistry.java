package com.alibaba.dubbo.registry.support;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import com.alibaba.dubbo.common.URL;
import com.alibaba.dubbo.registry.NotifyListener;
import com.alibaba.dubbo.registry.Registry;
import org.apache.dubbo.compatible.LegacyForms;
import org.apache.dubbo.registry.support.RetryingRegistry;

/**
 * Dubbo 2.6's base for registries: a subclass talks to its server in {@code doRegister}, {@code doUnregister},
 * {@code doSubscribe} and {@code doUnsubscribe} (with 2.6 URLs and listeners), delivers what it finds through
 * {@link #notify(URL, NotifyListener, List)}, and calls {@link #recover()} when its server lost what it was told.
 * Everything else is Dubbo Tuned's registry bookkeeping (a {@link RetryingRegistry} inside): operations that fail
 * are retried every {@code retry.period} ms, a failure is thrown only where {@code check} asks for it, the cache
 * file keeps the notified URLs, and {@link #destroy()} withdraws every registration and subscription.
 */
@Deprecated
public abstract class FailbackRegistry implements Registry {

    private final Engine engine;
    /** The 2.6 form handed to {@code doSubscribe} of each current listener, to find the listener on notify. */
    private final Map<NotifyListener, org.apache.dubbo.registry.NotifyListener> currentOf = new ConcurrentHashMap<>();

    public FailbackRegistry(URL url) {
        this.engine = new Engine(url);
    }

    public abstract void doRegister(URL url);

    public abstract void doUnregister(URL url);

    public abstract void doSubscribe(URL url, NotifyListener listener);

    public abstract void doUnsubscribe(URL url, NotifyListener listener);

    @Override
    public URL getUrl() {
        return LegacyForms.url(engine.getUrl());
    }

    @Override
    public void register(URL url) {
        engine.register(url);
    }

    @Override
    public void unregister(URL url) {
        engine.unregister(url);
    }

    @Override
    public void subscribe(URL url, NotifyListener listener) {
        engine.subscribe(url, new NotifyListener.ReverseCompatibleNotifyListener(listener));
    }

    @Override
    public void unsubscribe(URL url, NotifyListener listener) {
        engine.unsubscribe(url, new NotifyListener.ReverseCompatibleNotifyListener(listener));
    }

    @Override
    public List<URL> lookup(URL url) {
        List<org.apache.dubbo.common.URL> found = engine.lookup(url);
        if (found == null) {
            return null;
        }
        List<URL> legacy = new ArrayList<>(found.size());
        for (org.apache.dubbo.common.URL each : found) {
            legacy.add(LegacyForms.url(each));
        }
        return legacy;
    }

    @Override
    public void register(org.apache.dubbo.common.URL url) {
        engine.register(url);
    }

    @Override
    public void unregister(org.apache.dubbo.common.URL url) {
        engine.unregister(url);
    }

    @Override
    public void subscribe(org.apache.dubbo.common.URL url, org.apache.dubbo.registry.NotifyListener listener) {
        engine.subscribe(url, listener);
    }

    @Override
    public void unsubscribe(org.apache.dubbo.common.URL url, org.apache.dubbo.registry.NotifyListener listener) {
        engine.unsubscribe(url, listener);
    }

    @Override
    public List<org.apache.dubbo.common.URL> lookup(org.apache.dubbo.common.URL url) {
        return engine.lookup(url);
    }

    /**
     * Delivers the URLs {@code doSubscribe} found (at once, before it returns, and on every change after) to the
     * subscription of {@code listener}, one listener call per category.
     */
    protected void notify(URL url, NotifyListener listener, List<URL> urls) {
        doNotify(url, listener, urls);
    }

    protected void doNotify(URL url, NotifyListener listener, List<URL> urls) {
        if (listener instanceof Capture) {
            listener.notify(urls);
            return;
        }
        org.apache.dubbo.registry.NotifyListener current = currentOf.get(listener);
        engine.deliver(url, current != null ? current : new NotifyListener.ReverseCompatibleNotifyListener(listener),
                urls == null ? new ArrayList<>() : new ArrayList<>(urls));
    }

    /** Re-applies every registration and subscription (the server lost them, for example with a new session). */
    protected void recover() throws Exception {
        engine.recoverAll();
    }

    /** Withdraws every registration and subscription, then stops the retries; a subclass closes its connection. */
    @Override
    public void destroy() {
        engine.destroy();
    }

    boolean isDestroyed() {
        return engine.isDestroyed();
    }

    @Override
    public String toString() {
        return getClass().getSimpleName() + " " + engine.getUrl().getAddress();
    }

    /** The current listener a 2.6 {@code doSubscribe} is given, in its 2.6 form. */
    private NotifyListener legacyOf(org.apache.dubbo.registry.NotifyListener listener) {
        NotifyListener legacy = new NotifyListener.CompatibleNotifyListener(listener);
        currentOf.put(legacy, listener);
        return legacy;
    }

    /** A listener of one {@link #lookup} read: it keeps the last URLs it was given. */
    private static final class Capture implements NotifyListener {

        private volatile List<URL> urls;

        @Override
        public void notify(List<URL> urls) {
            this.urls = urls;
        }
    }

    /** Dubbo Tuned's registry bookkeeping, doing each operation once through the 2.6 subclass. */
    private final class Engine extends RetryingRegistry {

        Engine(URL url) {
            super(url);
        }

        @Override
        protected void doRegister(org.apache.dubbo.common.URL url) {
            FailbackRegistry.this.doRegister(LegacyForms.url(url));
        }

        @Override
        protected void doUnregister(org.apache.dubbo.common.URL url) {
            FailbackRegistry.this.doUnregister(LegacyForms.url(url));
        }

        @Override
        protected void doSubscribe(org.apache.dubbo.common.URL url, org.apache.dubbo.registry.NotifyListener listener) {
            FailbackRegistry.this.doSubscribe(LegacyForms.url(url), legacyOf(listener));
        }

        @Override
        protected void doUnsubscribe(org.apache.dubbo.common.URL url,
                                     org.apache.dubbo.registry.NotifyListener listener) {
            NotifyListener legacy = new NotifyListener.CompatibleNotifyListener(listener);
            try {
                FailbackRegistry.this.doUnsubscribe(LegacyForms.url(url), legacy);
            } finally {
                currentOf.remove(legacy);
            }
        }

        /** A 2.6 registry has no read of its own: subscribe once, keep what it notifies, unsubscribe. */
        @Override
        protected List<org.apache.dubbo.common.URL> doLookup(org.apache.dubbo.common.URL url) {
            URL legacyUrl = LegacyForms.url(url);
            Capture capture = new Capture();
            FailbackRegistry.this.doSubscribe(legacyUrl, capture);
            try {
                List<org.apache.dubbo.common.URL> found = new ArrayList<>();
                List<URL> urls = capture.urls;
                if (urls != null) {
                    for (URL each : urls) {
                        if (!"empty".equals(each.getProtocol())) {
                            found.add(each);
                        }
                    }
                }
                return found;
            } finally {
                FailbackRegistry.this.doUnsubscribe(legacyUrl, capture);
            }
        }

        @Override
        protected void doDestroy() {
            // the 2.6 subclass closes its own connection in its destroy(), after calling ours
        }

        @Override
        public boolean isAvailable() {
            return FailbackRegistry.this.isAvailable();
        }

        void deliver(org.apache.dubbo.common.URL url, org.apache.dubbo.registry.NotifyListener listener,
                     List<org.apache.dubbo.common.URL> urls) {
            notify(url, listener, urls);
        }

        void recoverAll() {
            recover();
        }
    }
}
