package org.apache.dubbo.rpc.filter;

import org.apache.dubbo.common.extension.Activate;
import org.apache.dubbo.rpc.BaseFilter;
import org.apache.dubbo.rpc.Filter;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.support.RpcKeys;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Provider side: warns when a call took longer than the caller's timeout (the consumer has given up on it by
 * then; the provider does not interrupt the work).
 */
@Activate(group = RpcKeys.PROVIDER)
public class TimeoutFilter implements Filter, BaseFilter.Listener {

    private static final Logger log = LoggerFactory.getLogger(TimeoutFilter.class);
    private static final String START = "dubbo.timeout.filter.start";

    @Override
    public Result invoke(Invoker<?> invoker, Invocation invocation) throws RpcException {
        invocation.put(START, System.nanoTime());
        return invoker.invoke(invocation);
    }

    @Override
    public void onResponse(Result appResponse, Invoker<?> invoker, Invocation invocation) {
        Object start = invocation.get(START);
        if (!(start instanceof Long)) {
            return;
        }
        long elapsed = (System.nanoTime() - (Long) start) / 1_000_000;
        String fromCaller = invocation.getAttachment(RpcKeys.TIMEOUT);
        int timeout = fromCaller != null && fromCaller.matches("\\d+") ? Integer.parseInt(fromCaller)
                : invoker.getUrl().getMethodParameter(invocation.getMethodName(), RpcKeys.TIMEOUT,
                RpcKeys.DEFAULT_TIMEOUT);
        if (elapsed > timeout) {
            log.warn("Invoking {}.{} took {} ms, longer than the caller's timeout of {} ms; the caller has given up",
                    invoker.getInterface().getName(), invocation.getMethodName(), elapsed, timeout);
        }
    }

    @Override
    public void onError(Throwable t, Invoker<?> invoker, Invocation invocation) {
    }
}
