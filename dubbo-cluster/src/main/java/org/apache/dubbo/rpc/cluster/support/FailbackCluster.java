package org.apache.dubbo.rpc.cluster.support;

import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.cluster.support.wrapper.AbstractCluster;
import org.apache.dubbo.rpc.cluster.Directory;

/**
 * {@code failback}: failures are answered with an empty result and retried in the background. See
 * {@link FailbackClusterInvoker}.
 */
public class FailbackCluster extends AbstractCluster {

    public static final String NAME = "failback";

    @Override
    public <T> AbstractClusterInvoker<T> doJoin(Directory<T> directory) throws RpcException {
        return new FailbackClusterInvoker<>(directory);
    }
}
