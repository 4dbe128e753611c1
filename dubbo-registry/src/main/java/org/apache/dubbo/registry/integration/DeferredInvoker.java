package org.apache.dubbo.registry.integration;

import java.util.function.Function;

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

    private final Class<T> type;
    private final URL url;
    private final Function<URL, Invoker<T>> factory;
    private volatile Invoker<T> created;
    private volatile boolean destroyed;

    DeferredInvoker(Class<T> type, URL url, Function<URL, Invoker<T>> factory) {
        this.type = type;
        this.url = url;
        this.factory = factory;
    }

    @Override
    public Class<T> getInterface() {
        return type;
    }

    @Override
    public URL getUrl() {
        return url;
    }

    @Override
    public boolean isAvailable() {
        Invoker<T> invoker = created;
        return invoker != null ? invoker.isAvailable() : !destroyed;
    }

    @Override
    public Result invoke(Invocation invocation) throws RpcException {
        return invoker().invoke(invocation);
    }

    /** The protocol's invoker, created on the first call. */
    Invoker<T> invoker() {
        Invoker<T> invoker = created;
        if (invoker != null && !destroyed) {
            return invoker;
        }
        synchronized (this) {
            if (destroyed) {
                throw new RpcException("The invoker of provider " + url.getAddress() + " for "
                        + url.getServiceKey() + " is destroyed (the provider left or the reference was closed)");
            }
            if (created == null) {
                created = factory.apply(url);
            }
            return created;
        }
    }

    /** Whether the first call created the protocol's invoker yet. */
    boolean isCreated() {
        return created != null;
    }

    @Override
    public void destroy() {
        Invoker<T> invoker;
        synchronized (this) {
            destroyed = true;
            invoker = created;
        }
        if (invoker != null) {
            invoker.destroy();
        }
    }

    @Override
    public String toString() {
        Invoker<T> invoker = created;
        return invoker != null ? invoker.toString() : "DeferredInvoker(" + url.getAddress() + " " + url.getServiceKey()
                + ", not called yet)";
    }
}
