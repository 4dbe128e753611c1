package org.apache.dubbo.rpc.cluster;

import java.util.List;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.RpcException;

/**
 * A directory over a fixed list of invokers, as used for a reference with explicit provider URLs or to join the
 * invokers of several registries. It is available while any of its invokers is.
 */
public class StaticDirectory<T> implements Directory<T> {

    private final URL url;
    private final List<Invoker<T>> invokers;
    private volatile boolean destroyed;

    public StaticDirectory(List<Invoker<T>> invokers) {
        this(null, invokers);
    }

    /**
     * @param url the consumer URL; {@code null} for the first invoker's URL
     * @throws IllegalArgumentException if {@code invokers} is null or empty
     */
    public StaticDirectory(URL url, List<Invoker<T>> invokers) {
        if (invokers == null || invokers.isEmpty()) {
            throw new IllegalArgumentException("A static directory needs at least one invoker");
        }
        // a snapshot: load balancers keep what they compute from it (weights, statistics) for the directory's life
        this.invokers = InvokerSnapshot.copyOf(invokers);
        this.url = url != null ? url : invokers.get(0).getUrl();
    }

    @Override
    public Class<T> getInterface() {
        return invokers.get(0).getInterface();
    }

    @Override
    public List<Invoker<T>> list(Invocation invocation) throws RpcException {
        if (destroyed) {
            throw new RpcException("Directory of " + getInterface().getName() + " is destroyed");
        }
        return invokers;
    }

    @Override
    public List<Invoker<T>> getAllInvokers() {
        return invokers;
    }

    @Override
    public URL getConsumerUrl() {
        return url;
    }

    @Override
    public URL getUrl() {
        return url;
    }

    @Override
    public boolean isAvailable() {
        if (destroyed) {
            return false;
        }
        for (Invoker<T> invoker : invokers) {
            if (invoker.isAvailable()) {
                return true;
            }
        }
        return false;
    }

    @Override
    public void destroy() {
        if (destroyed) {
            return;
        }
        destroyed = true;
        for (Invoker<T> invoker : invokers) {
            invoker.destroy();
        }
    }

    @Override
    public String toString() {
        return "StaticDirectory" + invokers;
    }
}
