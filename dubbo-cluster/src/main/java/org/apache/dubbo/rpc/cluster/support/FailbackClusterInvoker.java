package org.apache.dubbo.rpc.cluster.support;

import java.util.Collections;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.apache.dubbo.rpc.AppResponse;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.InvokeMode;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.RpcInvocation;
import org.apache.dubbo.rpc.cluster.ClusterSettings;
import org.apache.dubbo.rpc.cluster.Directory;
import org.apache.dubbo.rpc.cluster.LoadBalance;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@code failback}: a failed call is logged, the caller gets an empty result at once, and the call is retried in
 * the background every 5 seconds, preferably on another provider, up to {@code retries} times (default 3; as in
 * Apache Dubbo a value of 0 or less also means 3). At most {@code failbacktasks} (default 100) failed calls wait
 * for a retry; further ones are logged and dropped. For notifications that must arrive eventually.
 */
public class FailbackClusterInvoker<T> extends AbstractClusterInvoker<T> {

    private static final Logger LOGGER = LoggerFactory.getLogger(FailbackClusterInvoker.class);
    private static final long RETRY_PERIOD_MILLIS = 5000;

    private final long retryPeriodMillis;
    private final AtomicInteger pending = new AtomicInteger();
    private final Set<ScheduledFuture<?>> scheduled = ConcurrentHashMap.newKeySet();

    public FailbackClusterInvoker(Directory<T> directory) {
        this(directory, RETRY_PERIOD_MILLIS);
    }

    /** With another retry period; for tests, which cannot wait 5 seconds per retry. */
    FailbackClusterInvoker(Directory<T> directory, long retryPeriodMillis) {
        super(directory);
        this.retryPeriodMillis = retryPeriodMillis;
    }

    @Override
    protected Result doInvoke(Invocation invocation, List<Invoker<T>> invokers, LoadBalance loadbalance)
            throws RpcException {
        Invoker<T> invoker = null;
        CompletableFuture<AppResponse> outcome;
        try {
            checkInvokers(invokers, invocation);
            invoker = select(loadbalance, invocation, invokers, null);
            outcome = invokeOnce(invoker, invocation);
        } catch (RpcException e) {
            outcome = InvocationOutcome.failed(e);
        }
        Invoker<T> failedInvoker = invoker;
        return asResult(outcome.handle((response, error) -> {
            if (error == null) {
                return response;
            }
            LOGGER.error("Failback: method {} of {} failed and will be retried in the background: {}",
                    ClusterSettings.methodName(invocation), serviceName(),
                    InvocationOutcome.toRpcException(error).getMessage());
            retryLater(invocation, invokers, loadbalance, failedInvoker);
            return new AppResponse(invocation);
        }), invocation);
    }

    private void retryLater(Invocation invocation, List<Invoker<T>> invokers, LoadBalance loadbalance,
                            Invoker<T> failedInvoker) {
        int maxTasks = intSetting(invokers, invocation, ClusterSettings.FAILBACK_TASKS,
                ClusterSettings.DEFAULT_FAILBACK_TASKS);
        if (maxTasks <= 0) {
            maxTasks = ClusterSettings.DEFAULT_FAILBACK_TASKS;
        }
        if (pending.incrementAndGet() > maxTasks) {
            pending.decrementAndGet();
            LOGGER.error("Failback: {} calls of {} already wait for a retry (failbacktasks={}); method {} will not "
                    + "be retried", maxTasks, serviceName(), maxTasks, ClusterSettings.methodName(invocation));
            return;
        }
        int retries = intSetting(invokers, invocation, ClusterSettings.RETRIES,
                ClusterSettings.DEFAULT_FAILBACK_TIMES);
        RpcInvocation copy = new RpcInvocation(invocation);
        // the retry waits for its own result on a worker thread
        copy.setInvokeMode(InvokeMode.SYNC);
        new Retry(copy, loadbalance, failedInvoker, retries > 0 ? retries : ClusterSettings.DEFAULT_FAILBACK_TIMES)
                .schedule();
    }

    /** Calls waiting for a retry. */
    int pendingRetries() {
        return pending.get();
    }

    @Override
    public void destroy() {
        super.destroy();
        for (ScheduledFuture<?> task : scheduled) {
            task.cancel(false);
        }
        scheduled.clear();
        pending.set(0);
    }

    /** The background retries of one failed call. */
    private final class Retry implements Runnable {
        final RpcInvocation invocation;
        final LoadBalance loadbalance;
        final int maxRetries;
        Invoker<T> lastInvoker;
        int retried;
        ScheduledFuture<?> task;

        Retry(RpcInvocation invocation, LoadBalance loadbalance, Invoker<T> lastInvoker, int maxRetries) {
            this.invocation = invocation;
            this.loadbalance = loadbalance;
            this.lastInvoker = lastInvoker;
            this.maxRetries = maxRetries;
        }

        void schedule() {
            if (isDestroyed()) {
                return;
            }
            try {
                scheduled.removeIf(ScheduledFuture::isDone);
                task = ClusterThreads.timer().schedule(() -> ClusterThreads.workers().execute(this),
                        retryPeriodMillis, TimeUnit.MILLISECONDS);
                scheduled.add(task);
            } catch (RejectedExecutionException e) {
                pending.decrementAndGet();
                LOGGER.error("Failback: cannot schedule the retry of method {} of {}: {}",
                        ClusterSettings.methodName(invocation), serviceName(), e.toString());
            }
        }

        @Override
        public void run() {
            if (isDestroyed()) {
                return;
            }
            retried++;
            CompletableFuture<AppResponse> outcome;
            try {
                List<Invoker<T>> invokers = getDirectory().list(invocation);
                checkInvokers(invokers, invocation);
                Invoker<T> invoker = select(loadbalance, invocation, invokers,
                        lastInvoker == null ? null : Collections.singletonList(lastInvoker));
                lastInvoker = invoker;
                outcome = invokeOnce(invoker, invocation);
            } catch (RuntimeException e) {
                outcome = InvocationOutcome.failed(InvocationOutcome.toRpcException(e));
            }
            outcome.whenComplete((response, error) -> {
                if (error == null) {
                    pending.decrementAndGet();
                    LOGGER.info("Failback: retry {} of method {} of {} succeeded", retried,
                            ClusterSettings.methodName(invocation), serviceName());
                } else if (retried >= maxRetries) {
                    pending.decrementAndGet();
                    LOGGER.error("Failback: method {} of {} still failed after {} retries, giving up: {}",
                            ClusterSettings.methodName(invocation), serviceName(), retried,
                            InvocationOutcome.toRpcException(error).getMessage());
                } else {
                    schedule();
                }
            });
        }
    }
}
