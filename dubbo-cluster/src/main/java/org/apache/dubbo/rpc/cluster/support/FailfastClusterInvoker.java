package org.apache.dubbo.rpc.cluster.support;

import java.util.List;
import java.util.concurrent.CompletableFuture;

import org.apache.dubbo.common.utils.NetUtils;
import org.apache.dubbo.rpc.AppResponse;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.cluster.ClusterSettings;
import org.apache.dubbo.rpc.cluster.Directory;
import org.apache.dubbo.rpc.cluster.LoadBalance;

/**
 * {@code failfast}: one call, its failure reported at once. For non-idempotent writes that must not be repeated.
 */
public class FailfastClusterInvoker<T> extends AbstractClusterInvoker<T> {

    public FailfastClusterInvoker(Directory<T> directory) {
        super(directory);
    }

    @Override
    protected Result doInvoke(Invocation invocation, List<Invoker<T>> invokers, LoadBalance loadbalance)
            throws RpcException {
        checkInvokers(invokers, invocation);
        Invoker<T> invoker = select(loadbalance, invocation, invokers, null);
        CompletableFuture<AppResponse> outcome = new CompletableFuture<>();
        invokeOnce(invoker, invocation).whenComplete((response, error) -> {
            if (error == null) {
                outcome.complete(response);
                return;
            }
            RpcException failure = InvocationOutcome.toRpcException(error);
            outcome.completeExceptionally(failure.isBiz() ? failure : new RpcException(failure.getCode(),
                    "Failfast invoke of the method " + ClusterSettings.methodName(invocation) + " in the service "
                            + serviceName() + " on the provider " + invoker.getUrl().getAddress() + " (selected by "
                            + loadbalance.getClass().getSimpleName() + ") from the consumer "
                            + NetUtils.getLocalHost() + " failed. Last error is: " + failure.getMessage(),
                    failure.getCause() != null ? failure.getCause() : failure));
        });
        return asResult(outcome, invocation);
    }
}
