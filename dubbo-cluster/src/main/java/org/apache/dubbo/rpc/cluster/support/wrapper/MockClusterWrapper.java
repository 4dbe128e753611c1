package org.apache.dubbo.rpc.cluster.support.wrapper;

import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.cluster.Cluster;
import org.apache.dubbo.rpc.cluster.Directory;

/**
 * Wraps every {@link Cluster} extension (listed in the Cluster descriptor) so that each joined invoker honours
 * the reference's {@code mock} setting; see {@link MockClusterInvoker}.
 */
public class MockClusterWrapper implements Cluster {

    private final Cluster cluster;

    public MockClusterWrapper(Cluster cluster) {
        this.cluster = cluster;
    }

    @Override
    public <T> Invoker<T> join(Directory<T> directory, boolean buildFilterChain) throws RpcException {
        return new MockClusterInvoker<>(directory, cluster.join(directory, buildFilterChain));
    }

    /** The wrapped cluster. */
    public Cluster getCluster() {
        return cluster;
    }
}
