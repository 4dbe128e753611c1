package org.apache.dubbo.rpc.cluster.support.wrapper;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.cluster.ClusterInvoker;
import org.apache.dubbo.rpc.cluster.Directory;
import org.apache.dubbo.rpc.cluster.support.AbstractClusterInvoker;

/**
 * A cluster invoker behind its cluster filters: calls go through the filter chain, everything else (directory,
 * URLs, availability, destruction) is the strategy invoker's.
 */
final class ClusterFilterInvoker<T> implements ClusterInvoker<T> {

    private final AbstractClusterInvoker<T> clusterInvoker;
    private final Invoker<T> chain;

    ClusterFilterInvoker(AbstractClusterInvoker<T> clusterInvoker, Invoker<T> chain) {
        this.clusterInvoker = clusterInvoker;
        this.chain = chain;
    }

    @Override
    public Result invoke(Invocation invocation) throws RpcException {
        return chain.invoke(invocation);
    }

    @Override
    public URL getRegistryUrl() {
        return clusterInvoker.getRegistryUrl();
    }

    @Override
    public Directory<T> getDirectory() {
        return clusterInvoker.getDirectory();
    }

    @Override
    public boolean isDestroyed() {
        return clusterInvoker.isDestroyed();
    }

    @Override
    public Class<T> getInterface() {
        return clusterInvoker.getInterface();
    }

    @Override
    public URL getUrl() {
        return clusterInvoker.getUrl();
    }

    @Override
    public boolean isAvailable() {
        return clusterInvoker.isAvailable();
    }

    @Override
    public void destroy() {
        clusterInvoker.destroy();
    }

    /** The strategy invoker inside the filters. */
    AbstractClusterInvoker<T> unwrap() {
        return clusterInvoker;
    }

    @Override
    public String toString() {
        return clusterInvoker.toString();
    }
}
