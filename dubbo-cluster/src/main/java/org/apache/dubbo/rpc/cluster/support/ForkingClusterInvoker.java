package org.apache.dubbo.rpc.cluster.support;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

import org.apache.dubbo.rpc.AppResponse;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcContext;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.RpcInvocation;
import org.apache.dubbo.rpc.cluster.ClusterSettings;
import org.apache.dubbo.rpc.cluster.Directory;
import org.apache.dubbo.rpc.cluster.LoadBalance;

/**
 * {@code forking}: calls {@code forks} providers (default 2; all of them when {@code forks} is not positive or
 * not smaller than their number) in parallel and answers with the first result; fails when all calls failed or
 * when none answered within {@code timeout} ms (default 1000, also for 0 or less). Spends capacity to cut latency
 * on reads.
 *
 * <p>Each call runs on a cluster worker thread with its own copy of the invocation, so a provider that blocks
 * delays only its own fork.
 */
public class ForkingClusterInvoker<T> extends AbstractClusterInvoker<T> {

    public ForkingClusterInvoker(Directory<T> directory) {
        super(directory);
    }

    @Override
    protected Result doInvoke(Invocation invocation, List<Invoker<T>> invokers, LoadBalance loadbalance)
            throws RpcException {
        checkInvokers(invokers, invocation);
        int forks = intSetting(invokers, invocation, ClusterSettings.FORKS, ClusterSettings.DEFAULT_FORKS);
        int configuredTimeout = intSetting(invokers, invocation, ClusterSettings.TIMEOUT,
                ClusterSettings.DEFAULT_TIMEOUT);
        int timeout = configuredTimeout > 0 ? configuredTimeout : ClusterSettings.DEFAULT_TIMEOUT;
        List<Invoker<T>> selected = choose(invocation, invokers, loadbalance, forks);
        // the forks run on other threads, where no filter would clear the caller's one-call attachments
        RpcContext.getClientAttachment().clearAttachments();

        CompletableFuture<AppResponse> first = new CompletableFuture<>();
        AtomicInteger failures = new AtomicInteger();
        Consumer<RpcException> forkFailed = error -> {
            if (failures.incrementAndGet() == selected.size()) {
                first.completeExceptionally(allFailed(invocation, selected, error));
            }
        };
        for (Invoker<T> invoker : selected) {
            RpcInvocation copy = new RpcInvocation(invocation);
            Runnable fork = () -> invokeOnce(invoker, copy).whenComplete((response, error) -> {
                if (error == null) {
                    first.complete(response);
                } else {
                    forkFailed.accept(InvocationOutcome.toRpcException(error));
                }
            });
            try {
                ClusterThreads.workers().execute(fork);
            } catch (RejectedExecutionException e) {
                forkFailed.accept(new RpcException(e.getMessage(), e));
            }
        }
        ScheduledFuture<?> deadline = ClusterThreads.timer().schedule(() -> first.completeExceptionally(
                new RpcException(RpcException.TIMEOUT_EXCEPTION, "Forking invoke of the method "
                        + ClusterSettings.methodName(invocation) + " in the service " + serviceName()
                        + " on the providers " + addresses(selected) + " got no result within " + timeout + " ms")),
                timeout, TimeUnit.MILLISECONDS);
        first.whenComplete((response, error) -> deadline.cancel(false));
        if (InvocationOutcome.isSync(invocation)) {
            first.handle((response, error) -> null).join();
        }
        return asResult(first, invocation);
    }

    private List<Invoker<T>> choose(Invocation invocation, List<Invoker<T>> invokers, LoadBalance loadbalance,
                                    int forks) {
        List<Invoker<T>> available = new ArrayList<>(invokers.size());
        for (Invoker<T> invoker : invokers) {
            if (invoker.isAvailable()) {
                available.add(invoker);
            }
        }
        if (forks <= 0 || forks >= available.size()) {
            return available;
        }
        List<Invoker<T>> selected = new ArrayList<>(forks);
        while (selected.size() < forks) {
            Invoker<T> invoker = select(loadbalance, invocation, invokers, selected);
            if (selected.contains(invoker)) {
                break;
            }
            selected.add(invoker);
        }
        return selected;
    }

    private RpcException allFailed(Invocation invocation, List<Invoker<T>> selected, RpcException last) {
        return new RpcException(last.getCode(), "Forking invoke of the method "
                + ClusterSettings.methodName(invocation) + " in the service " + serviceName()
                + " failed on all providers " + addresses(selected) + ". Last error is: " + last.getMessage(),
                last.getCause() != null ? last.getCause() : last);
    }
}
