package org.apache.dubbo.rpc.cluster.support;

import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.cluster.Cluster;
import org.apache.dubbo.rpc.cluster.Directory;

/** {@code broadcast}: calls every provider in turn. See {@link BroadcastClusterInvoker}. */
public class BroadcastCluster implements Cluster {

    public static final String NAME = "broadcast";

    @Override
    public <T> Invoker<T> join(Directory<T> directory) throws RpcException {
        return new BroadcastClusterInvoker<>(directory);
    }
}
