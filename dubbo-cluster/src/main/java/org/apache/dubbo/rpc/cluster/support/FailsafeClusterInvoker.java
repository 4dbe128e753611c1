package org.apache.dubbo.rpc.cluster.support;

import java.util.List;
import java.util.concurrent.CompletableFuture;

import org.apache.dubbo.rpc.AppResponse;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.cluster.ClusterSettings;
import org.apache.dubbo.rpc.cluster.Directory;
import org.apache.dubbo.rpc.cluster.LoadBalance;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@code failsafe}: one call; a failure (including having no provider) is logged and the caller gets an empty
 * result ({@code null}, or the zero of a primitive). For calls whose outcome does not matter, such as audit logs.
 */
public class FailsafeClusterInvoker<T> extends AbstractClusterInvoker<T> {

    private static final Logger LOGGER = LoggerFactory.getLogger(FailsafeClusterInvoker.class);

    public FailsafeClusterInvoker(Directory<T> directory) {
        super(directory);
    }

    @Override
    protected Result doInvoke(Invocation invocation, List<Invoker<T>> invokers, LoadBalance loadbalance)
            throws RpcException {
        CompletableFuture<AppResponse> outcome;
        try {
            checkInvokers(invokers, invocation);
            outcome = invokeOnce(select(loadbalance, invocation, invokers, null), invocation);
        } catch (RpcException e) {
            outcome = InvocationOutcome.failed(e);
        }
        return asResult(outcome.handle((response, error) -> {
            if (error == null) {
                return response;
            }
            LOGGER.error("Failsafe ignored the failure of method {} of {}: {}",
                    ClusterSettings.methodName(invocation), serviceName(),
                    InvocationOutcome.toRpcException(error).getMessage(), error);
            return new AppResponse(invocation);
        }), invocation);
    }
}
