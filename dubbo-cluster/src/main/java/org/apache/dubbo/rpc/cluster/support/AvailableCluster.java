package org.apache.dubbo.rpc.cluster.support;

import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.cluster.support.wrapper.AbstractCluster;
import org.apache.dubbo.rpc.cluster.Directory;

/** {@code available}: calls the first available provider. See {@link AvailableClusterInvoker}. */
public class AvailableCluster extends AbstractCluster {

    public static final String NAME = "available";

    @Override
    public <T> AbstractClusterInvoker<T> doJoin(Directory<T> directory) throws RpcException {
        return new AvailableClusterInvoker<>(directory);
    }
}
