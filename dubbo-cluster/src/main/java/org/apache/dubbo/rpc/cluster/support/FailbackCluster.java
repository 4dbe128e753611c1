package org.apache.dubbo.rpc.cluster.support;

import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.cluster.Cluster;
import org.apache.dubbo.rpc.cluster.Directory;

/**
 * {@code failback}: failures are answered with an empty result and retried in the background. See
 * {@link FailbackClusterInvoker}.
 */
public class FailbackCluster implements Cluster {

    public static final String NAME = "failback";

    @Override
    public <T> Invoker<T> join(Directory<T> directory) throws RpcException {
        return new FailbackClusterInvoker<>(directory);
    }
}
