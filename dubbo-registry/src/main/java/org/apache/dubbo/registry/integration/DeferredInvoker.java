package org.apache.dubbo.registry.integration;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcException;

/**
 * The invoker of a provider of a {@code lazy=true} reference before its first call: only the merged URL. A consumer
 * of a large fleet calls few of its millions of provider addresses, so the protocol's invoker (its filter chain, its
 * connection handle) is created on the first call that selects this provider, not when the registry reports it.
 * Until then it counts as available, as a lazy connection does. Creation failures fail that call and are tried again
 * on the next.
 */
final class DeferredInvoker<T> implements Invoker<T> {

    /** Creates the protocol's invoker of a merged URL; one per directory, shared by its deferred invokers. */
    interface Factory<T> {
        Class<T> type();

        Invoker<T> create(URL url);
    }

    /** What {@link #created} holds once destroyed (so that a million of these spend no field on a flag). */
    private static final Invoker<?> DESTROYED = new Destroyed();

    private final URL url;
    private final Factory<T> factory;
    /** Null until the first call, then the protocol's invoker, then {@link #DESTROYED}. */
    private volatile Invoker<T> created;

    DeferredInvoker(URL url, Factory<T> factory) {
        this.url = url;
        this.factory = factory;
    }

    @Override
    public Class<T> getInterface() {
        return factory.type();
    }

    @Override
    public URL getUrl() {
        return url;
    }

    @Override
    public boolean isAvailable() {
        Invoker<T> invoker = created;
        return invoker == null || invoker != DESTROYED && invoker.isAvailable();
    }

    @Override
    public Result invoke(Invocation invocation) throws RpcException {
        return invoker().invoke(invocation);
    }

    /** The protocol's invoker, created on the first call. */
    Invoker<T> invoker() {
        Invoker<T> invoker = created;
        if (invoker == null) {
            synchronized (this) {
                if (created == null) {
                    created = factory.create(url);
                }
                invoker = created;
            }
        }
        if (invoker == DESTROYED) {
            throw new RpcException("The invoker of provider " + url.getAddress() + " for " + url.getServiceKey()
                    + " is destroyed (the provider left or the reference was closed)");
        }
        return invoker;
    }

    /** Whether the first call created the protocol's invoker yet. */
    boolean isCreated() {
        Invoker<T> invoker = created;
        return invoker != null && invoker != DESTROYED;
    }

    @Override
    @SuppressWarnings("unchecked")
    public void destroy() {
        Invoker<T> invoker;
        synchronized (this) {
            invoker = created;
            created = (Invoker<T>) DESTROYED;
        }
        if (invoker != null && invoker != DESTROYED) {
            invoker.destroy();
        }
    }

    @Override
    public String toString() {
        Invoker<T> invoker = created;
        if (invoker == DESTROYED) {
            return "DeferredInvoker(" + url.getAddress() + " " + url.getServiceKey() + ", destroyed)";
        }
        return invoker != null ? invoker.toString() : "DeferredInvoker(" + url.getAddress() + " " + url.getServiceKey()
                + ", not called yet)";
    }

    /** The marker of a destroyed deferred invoker; never called. */
    private static final class Destroyed implements Invoker<Object> {
        @Override
        public Class<Object> getInterface() {
            return Object.class;
        }

        @Override
        public URL getUrl() {
            return null;
        }

        @Override
        public boolean isAvailable() {
            return false;
        }

        @Override
        public Result invoke(Invocation invocation) {
            throw new IllegalStateException("destroyed");
        }

        @Override
        public void destroy() {
        }
    }
}
