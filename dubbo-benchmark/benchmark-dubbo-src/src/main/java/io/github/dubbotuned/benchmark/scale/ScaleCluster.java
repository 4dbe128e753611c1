package io.github.dubbotuned.benchmark.scale;

import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.cluster.Cluster;
import org.apache.dubbo.rpc.cluster.Directory;

/**
 * The {@code scale} cluster: failover, remembering each directory it joins so that the experiment can count the
 * invokers every reference really holds after a push.
 */
public final class ScaleCluster implements Cluster {

    @Override
    public <T> Invoker<T> join(Directory<T> directory, boolean buildFilterChain) throws RpcException {
        ScaleWorld.get().directories.add(directory);
        return Cluster.getCluster(null, "failover", false).join(directory, buildFilterChain);
    }
}
