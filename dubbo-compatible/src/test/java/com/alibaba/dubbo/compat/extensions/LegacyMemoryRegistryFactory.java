package com.alibaba.dubbo.compat.extensions;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CopyOnWriteArraySet;
import java.util.concurrent.atomic.AtomicInteger;

import com.alibaba.dubbo.common.URL;
import com.alibaba.dubbo.registry.NotifyListener;
import com.alibaba.dubbo.registry.Registry;
import com.alibaba.dubbo.registry.support.AbstractRegistryFactory;
import com.alibaba.dubbo.registry.support.FailbackRegistry;

/**
 * A registry written as Dubbo 2.6 code wrote one (registered as {@code legacymem}): a 2.6 factory making 2.6
 * failback registries over a map in this JVM. Provider URLs are kept per interface, subscribers are notified of
 * their interface's providers (an {@code empty://} URL when there are none). The first registration of each
 * provider URL fails, so that only the failback retry publishes it.
 */
public class LegacyMemoryRegistryFactory extends AbstractRegistryFactory {

    public static final Queue<String> EVENTS = new ConcurrentLinkedQueue<>();
    public static final AtomicInteger CREATED = new AtomicInteger();

    private static final Map<String, Set<URL>> PROVIDERS = new ConcurrentHashMap<>();
    private static final Map<String, Set<Subscription>> SUBSCRIBERS = new ConcurrentHashMap<>();
    private static final Set<String> FAILED_ONCE = ConcurrentHashMap.newKeySet();

    @Override
    protected Registry createRegistry(URL url) {
        CREATED.incrementAndGet();
        return new MemoryRegistry(url);
    }

    static final class MemoryRegistry extends FailbackRegistry {

        MemoryRegistry(URL url) {
            super(url);
        }

        @Override
        public boolean isAvailable() {
            return true;
        }

        @Override
        public void doRegister(URL url) {
            if (!isProvider(url)) {
                EVENTS.add("register consumer " + url.getServiceInterface());
                return;
            }
            if (FAILED_ONCE.add(url.toFullString())) {
                EVENTS.add("register failed " + url.getServiceInterface());
                throw new IllegalStateException("the 2.6 registry is not ready yet");
            }
            EVENTS.add("register " + url.getServiceInterface());
            PROVIDERS.computeIfAbsent(url.getServiceInterface(), k -> new CopyOnWriteArraySet<>()).add(url);
            notifySubscribers(url.getServiceInterface());
        }

        @Override
        public void doUnregister(URL url) {
            Set<URL> providers = PROVIDERS.get(url.getServiceInterface());
            if (providers != null && providers.remove(url)) {
                EVENTS.add("unregister " + url.getServiceInterface());
                notifySubscribers(url.getServiceInterface());
            }
        }

        @Override
        public void doSubscribe(URL url, NotifyListener listener) {
            EVENTS.add("subscribe " + url.getServiceInterface());
            Subscription subscription = new Subscription(this, url, listener);
            SUBSCRIBERS.computeIfAbsent(url.getServiceInterface(), k -> new CopyOnWriteArraySet<>())
                    .add(subscription);
            subscription.tell();
        }

        @Override
        public void doUnsubscribe(URL url, NotifyListener listener) {
            Set<Subscription> subscriptions = SUBSCRIBERS.get(url.getServiceInterface());
            if (subscriptions != null) {
                subscriptions.removeIf(s -> s.registry == this && s.url.equals(url) && s.listener.equals(listener));
            }
        }

        private static boolean isProvider(URL url) {
            return !"consumer".equals(url.getProtocol());
        }

        private static void notifySubscribers(String service) {
            for (Subscription subscription : SUBSCRIBERS.getOrDefault(service, new CopyOnWriteArraySet<>())) {
                subscription.tell();
            }
        }

        void deliver(URL url, NotifyListener listener, List<URL> urls) {
            notify(url, listener, urls);
        }
    }

    private static final class Subscription {

        final MemoryRegistry registry;
        final URL url;
        final NotifyListener listener;

        Subscription(MemoryRegistry registry, URL url, NotifyListener listener) {
            this.registry = registry;
            this.url = url;
            this.listener = listener;
        }

        void tell() {
            List<URL> urls = new ArrayList<>(PROVIDERS.getOrDefault(url.getServiceInterface(),
                    new CopyOnWriteArraySet<>()));
            if (urls.isEmpty()) {
                urls.add(url.setProtocol("empty").addParameter("category", "providers"));
            }
            registry.deliver(url, listener, urls);
        }
    }
}
