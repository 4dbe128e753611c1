package org.apache.dubbo.rpc.filter;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
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
 * Provider side, active with {@code executes}: at most that many concurrent executions of one method; further
 * calls fail at once with a limit-exceeded error (the consumer's failover tries another provider).
 */
@Activate(group = RpcKeys.PROVIDER, value = RpcKeys.EXECUTES)
public class ExecuteLimitFilter implements Filter, BaseFilter.Listener {

    private static final String ACQUIRED = "dubbo.execute.limit.acquired";
    private static final ConcurrentMap<String, AtomicInteger> ACTIVE = new ConcurrentHashMap<>();

    @Override
    public Result invoke(Invoker<?> invoker, Invocation invocation) throws RpcException {
        int max = invoker.getUrl().getMethodParameter(invocation.getMethodName(), RpcKeys.EXECUTES, 0);
        if (max <= 0) {
            return invoker.invoke(invocation);
        }
        AtomicInteger active = counter(invoker, invocation);
        if (active.incrementAndGet() > max) {
            active.decrementAndGet();
            throw new RpcException(RpcException.LIMIT_EXCEEDED_EXCEPTION, "Failed to invoke method "
                    + invocation.getMethodName() + " in provider " + invoker.getUrl().getAddress() + ", cause: The service"
                    + " using threads greater than <dubbo:service executes=\"" + max + "\" /> limited.");
        }
        invocation.put(ACQUIRED, active);
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
        if (acquired instanceof AtomicInteger) {
            ((AtomicInteger) acquired).decrementAndGet();
        }
    }

    private static AtomicInteger counter(Invoker<?> invoker, Invocation invocation) {
        String key = invoker.getUrl().toIdentityString() + "#" + invocation.getMethodName();
        return ACTIVE.computeIfAbsent(key, k -> new AtomicInteger());
    }
}
