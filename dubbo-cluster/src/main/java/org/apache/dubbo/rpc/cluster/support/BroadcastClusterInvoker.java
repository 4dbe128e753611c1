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
 * {@code broadcast}: calls every listed provider, one after the other in directory order (for example to
 * refresh a cache everywhere). A failure does not stop the round. The caller gets the last provider's result, or
 * the last failure if any call failed: a thrown {@link RpcException} for a failed call, the exception itself for
 * a business exception.
 */
public class BroadcastClusterInvoker<T> extends AbstractClusterInvoker<T> {

    private static final Logger LOGGER = LoggerFactory.getLogger(BroadcastClusterInvoker.class);

    public BroadcastClusterInvoker(Directory<T> directory) {
        super(directory);
    }

    @Override
    protected Result doInvoke(Invocation invocation, List<Invoker<T>> invokers, LoadBalance loadbalance)
            throws RpcException {
        checkInvokers(invokers, invocation);
        Round round = new Round(invocation, invokers);
        round.callFrom(0);
        return asResult(round.outcome, invocation);
    }

    /** One broadcast: the call to a provider starts when the call to the one before is complete. */
    private final class Round {
        final Invocation invocation;
        final List<Invoker<T>> invokers;
        final CompletableFuture<AppResponse> outcome = new CompletableFuture<>();
        AppResponse lastResponse;
        AppResponse lastBusinessFailure;
        RpcException lastFailure;

        Round(Invocation invocation, List<Invoker<T>> invokers) {
            this.invocation = invocation;
            this.invokers = invokers;
        }

        /** Calls the providers from {@code index} on; loops while calls complete at once (no deep recursion). */
        void callFrom(int index) {
            for (int i = index; i < invokers.size(); i++) {
                Invoker<T> invoker = invokers.get(i);
                CompletableFuture<AppResponse> call = invokeOnce(invoker, invocation);
                if (call.isDone()) {
                    call.whenComplete((response, error) -> record(invoker, response, error));
                    continue;
                }
                int next = i + 1;
                call.whenComplete((response, error) -> {
                    record(invoker, response, error);
                    callFrom(next);
                });
                return;
            }
            finish();
        }

        private void record(Invoker<T> invoker, AppResponse response, Throwable error) {
            if (error != null) {
                lastFailure = InvocationOutcome.toRpcException(error);
                lastBusinessFailure = null;
                LOGGER.warn("Broadcast call of method {} of {} to {} failed: {}",
                        ClusterSettings.methodName(invocation), serviceName(), invoker.getUrl().getAddress(),
                        lastFailure.getMessage());
            } else {
                lastResponse = response;
                if (response.hasException()) {
                    lastBusinessFailure = response;
                    lastFailure = null;
                }
            }
        }

        private void finish() {
            if (lastFailure != null) {
                outcome.completeExceptionally(lastFailure);
            } else if (lastBusinessFailure != null) {
                outcome.complete(lastBusinessFailure);
            } else {
                outcome.complete(lastResponse);
            }
        }
    }
}
