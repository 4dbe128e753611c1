package org.apache.dubbo.rpc.filter;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.apache.dubbo.common.extension.Activate;
import org.apache.dubbo.rpc.BaseFilter;
import org.apache.dubbo.rpc.Filter;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.support.RpcKeys;

/**
 * Consumer side, active with {@code actives}: at most that many calls of one method to one provider in flight; a
 * further call waits for a slot up to its timeout, then fails with a limit-exceeded error.
 */
@Activate(group = RpcKeys.CONSUMER, value = RpcKeys.ACTIVES)
public class ActiveLimitFilter implements Filter, BaseFilter.Listener {

    private static final String ACQUIRED = "dubbo.active.limit.acquired";
    private static final ConcurrentMap<String, Slots> SLOTS = new ConcurrentHashMap<>();

    @Override
    public Result invoke(Invoker<?> invoker, Invocation invocation) throws RpcException {
        int max = invoker.getUrl().getMethodParameter(invocation.getMethodName(), RpcKeys.ACTIVES, 0);
        if (max <= 0) {
            return invoker.invoke(invocation);
        }
        int timeout = invoker.getUrl().getMethodParameter(invocation.getMethodName(), RpcKeys.TIMEOUT,
                RpcKeys.DEFAULT_TIMEOUT);
        Slots slots = SLOTS.computeIfAbsent(invoker.getUrl().toIdentityString() + "#" + invocation.getMethodName(),
                k -> new Slots());
        long start = System.nanoTime();
        if (!slots.acquire(max, timeout)) {
            long elapsed = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
            throw new RpcException(RpcException.LIMIT_EXCEEDED_EXCEPTION, "Waiting concurrent invoke timeout in"
                    + " client-side for service: " + invoker.getInterface().getName() + ", method: "
                    + invocation.getMethodName() + ", elapsed: " + elapsed + ", timeout: " + timeout
                    + ". concurrent invokes: " + slots.active.get() + ". max concurrent invoke limit: " + max);
        }
        invocation.put(ACQUIRED, slots);
        try {
            return invoker.invoke(invocation);
        } catch (RuntimeException e) {
            release(invocation);
            throw e;
        }
    }

    @Override
    public void onResponse(Result appResponse, Invoker<?> invoker, Invocation invocation) {
        release(invocation);
    }

    @Override
    public void onError(Throwable t, Invoker<?> invoker, Invocation invocation) {
        release(invocation);
    }

    private static void release(Invocation invocation) {
        Object acquired = invocation.getAttributes().remove(ACQUIRED);
        if (acquired instanceof Slots) {
            ((Slots) acquired).release();
        }
    }

    private static final class Slots {
        final AtomicInteger active = new AtomicInteger();

        boolean acquire(int max, long timeoutMillis) {
            long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis);
            synchronized (this) {
                while (active.get() >= max) {
                    long remaining = deadline - System.nanoTime();
                    if (remaining <= 0) {
                        return false;
                    }
                    try {
                        TimeUnit.NANOSECONDS.timedWait(this, remaining);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        return false;
                    }
                }
                active.incrementAndGet();
                return true;
            }
        }

        synchronized void release() {
            active.decrementAndGet();
            notifyAll();
        }
    }
}
