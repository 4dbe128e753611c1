package org.apache.dubbo.rpc.cluster.support.registry;

import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.cluster.Cluster;
import org.apache.dubbo.rpc.cluster.Directory;

/**
 * {@code zone-aware}: chooses among the registries of a reference that subscribes to several. See
 * {@link ZoneAwareClusterInvoker}.
 */
public class ZoneAwareCluster implements Cluster {

    public static final String NAME = "zone-aware";

    @Override
    public <T> Invoker<T> join(Directory<T> directory) throws RpcException {
        return new ZoneAwareClusterInvoker<>(directory);
    }
}
