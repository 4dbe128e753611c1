package org.apache.dubbo.rpc.cluster.support.registry;

import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.cluster.support.AbstractClusterInvoker;
import org.apache.dubbo.rpc.cluster.support.wrapper.AbstractCluster;
import org.apache.dubbo.rpc.cluster.Directory;

/**
 * {@code zone-aware}: chooses among the registries of a reference that subscribes to several. See
 * {@link ZoneAwareClusterInvoker}.
 */
public class ZoneAwareCluster extends AbstractCluster {

    public static final String NAME = "zone-aware";

    @Override
    public <T> AbstractClusterInvoker<T> doJoin(Directory<T> directory) throws RpcException {
        return new ZoneAwareClusterInvoker<>(directory);
    }
}
