package org.apache.dubbo.rpc.cluster.support;

import java.util.List;

import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.cluster.Directory;
import org.apache.dubbo.rpc.cluster.LoadBalance;

/** {@code available}: calls the first available provider in directory order, without load balancing or retry. */
public class AvailableClusterInvoker<T> extends AbstractClusterInvoker<T> {

    public AvailableClusterInvoker(Directory<T> directory) {
        super(directory);
    }

    @Override
    protected Result doInvoke(Invocation invocation, List<Invoker<T>> invokers, LoadBalance loadbalance)
            throws RpcException {
        checkInvokers(invokers, invocation);
        for (Invoker<T> invoker : invokers) {
            if (invoker.isAvailable()) {
                return asResult(invokeOnce(invoker, invocation), invocation);
            }
        }
        throw noProvider(invocation, "none of the providers " + addresses(invokers) + " is available");
    }
}
