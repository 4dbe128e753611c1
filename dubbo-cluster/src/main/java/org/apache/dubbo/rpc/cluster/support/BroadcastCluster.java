package org.apache.dubbo.rpc.cluster.support;

import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.cluster.support.wrapper.AbstractCluster;
import org.apache.dubbo.rpc.cluster.Directory;

/** {@code broadcast}: calls every provider in turn. See {@link BroadcastClusterInvoker}. */
public class BroadcastCluster extends AbstractCluster {

    public static final String NAME = "broadcast";

    @Override
    public <T> AbstractClusterInvoker<T> doJoin(Directory<T> directory) throws RpcException {
        return new BroadcastClusterInvoker<>(directory);
    }
}
