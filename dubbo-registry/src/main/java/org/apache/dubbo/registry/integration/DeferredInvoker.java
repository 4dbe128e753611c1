package org.apache.dubbo.registry.integration;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcException;

/**
 * The invoker of a provider of a {@code lazy=true} reference before its first call: only the provider URL the
 * registry reported. A consumer of a large fleet calls few of its millions of provider addresses, so the protocol's
 * invoker (its filter chain, its connection handle) is created on the first call that selects this provider, not when
 * the registry reports it. Until then it counts as available, as a lazy connection does. Creation failures fail that
 * call and are tried again on the next.
 *
 * <p>The URL the consumer calls (the provider URL merged with the consumer's parameters and the override rules) is
 * not kept either: {@link #getUrl()} derives it again each time it is asked before the first call. The provider URLs
 * of one service share their parameters, so the derivation is a table lookup and two small objects, and the directory
 * keeps one URL object per provider instead of two (72 of about 210 bytes per provider in a directory of millions).
 * Once the protocol's invoker exists, its URL (the same value) is returned.
 */
final class DeferredInvoker<T> implements Invoker<T> {

    /**
     * Derives the URL to call from a provider URL and creates the protocol's invoker of such a URL; one per directory
     * and set of override rules, shared by its deferred invokers.
     */
    interface Factory<T> {
        Class<T> type();

        /** The URL to call of {@code provider}: equal results for equal arguments, every time. */
        URL urlOf(URL provider);

        Invoker<T> create(URL url);
    }

    /** What {@link #created} holds once destroyed (so that a million of these spend no field on a flag). */
    private static final Invoker<?> DESTROYED = new Destroyed();

    private final URL provider;
    private final Factory<T> factory;
    /** Null until the first call, then the protocol's invoker, then {@link #DESTROYED}. */
    private volatile Invoker<T> created;

    /**
     * @param provider the provider URL as the registry reported it, whose {@code factory.urlOf} is the URL to call
     */
    DeferredInvoker(URL provider, Factory<T> factory) {
        this.provider = provider;
        this.factory = factory;
    }

    @Override
    public Class<T> getInterface() {
        return factory.type();
    }

    /** The URL to call: the protocol invoker's once created, else derived from the provider URL (not kept). */
    @Override
    public URL getUrl() {
        Invoker<T> invoker = created;
        if (invoker != null && invoker != DESTROYED) {
            return invoker.getUrl();
        }
        return factory.urlOf(provider);
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
                    created = factory.create(factory.urlOf(provider));
                }
                invoker = created;
            }
        }
        if (invoker == DESTROYED) {
            throw new RpcException("The invoker of provider " + provider.getAddress() + " for "
                    + factory.type().getName() + " is destroyed (the provider left or the reference was closed)");
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
            return "DeferredInvoker(" + provider.getAddress() + " " + provider.getServiceKey() + ", destroyed)";
        }
        return invoker != null ? invoker.toString() : "DeferredInvoker(" + provider.getAddress() + " "
                + provider.getServiceKey() + ", not called yet)";
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
