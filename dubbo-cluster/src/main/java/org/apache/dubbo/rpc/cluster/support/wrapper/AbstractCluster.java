package org.apache.dubbo.rpc.cluster.support.wrapper;

import org.apache.dubbo.common.constants.CommonConstants;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.cluster.Cluster;
import org.apache.dubbo.rpc.cluster.Directory;
import org.apache.dubbo.rpc.cluster.support.AbstractClusterInvoker;
import org.apache.dubbo.rpc.support.FilterChain;

/**
 * The base of cluster strategies, built-in and users' alike: {@link #doJoin} creates the strategy's invoker, and
 * {@link #join(Directory, boolean)} puts the consumer's {@link org.apache.dubbo.rpc.cluster.filter.ClusterFilter}s
 * around it (activated for group {@code consumer} and named by the reference's {@code filter} attribute).
 */
public abstract class AbstractCluster implements Cluster {

    @Override
    public <T> Invoker<T> join(Directory<T> directory, boolean buildFilterChain) throws RpcException {
        AbstractClusterInvoker<T> invoker = doJoin(directory);
        if (!buildFilterChain) {
            return invoker;
        }
        return new ClusterFilterInvoker<>(invoker, FilterChain.buildCluster(invoker,
                CommonConstants.REFERENCE_FILTER_KEY, CommonConstants.CONSUMER));
    }

    /** The invoker of this strategy over {@code directory}. */
    protected abstract <T> AbstractClusterInvoker<T> doJoin(Directory<T> directory) throws RpcException;
}
