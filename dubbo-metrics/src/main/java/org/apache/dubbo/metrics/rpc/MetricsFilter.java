package org.apache.dubbo.metrics.rpc;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.Activate;
import org.apache.dubbo.rpc.BaseFilter;
import org.apache.dubbo.rpc.Filter;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.ListenableFilter;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.support.RpcKeys;

/**
 * Counts every call on both sides into {@link RpcStats} while RPC metrics are on ({@code <dubbo:metrics>} declared,
 * {@code enable-rpc} not false): start, then outcome and response time when the result completes (also for
 * asynchronous calls). Off, it costs one volatile read per call: it then hands the filter chain no listener, so
 * no completion callback is registered either.
 */
@Activate(group = {RpcKeys.PROVIDER, RpcKeys.CONSUMER}, order = -9000)
@SuppressWarnings("deprecation")
public class MetricsFilter extends ListenableFilter {

    private static final String START = "dubbo.metrics.start";
    private static final String STATS = "dubbo.metrics.stats";
    private static volatile boolean enabled;
    private static final BaseFilter.Listener COMPLETION = new BaseFilter.Listener() {
        @Override
        public void onResponse(Result appResponse, Invoker<?> invoker, Invocation invocation) {
            finish(invocation, appResponse.hasException() ? outcome(appResponse.getException())
                    : MethodStats.Outcome.SUCCEEDED);
        }

        @Override
        public void onError(Throwable t, Invoker<?> invoker, Invocation invocation) {
            finish(invocation, outcome(t));
        }
    };

    /** Switched by the metrics deploy listener. */
    public static void enable(boolean on) {
        enabled = on;
    }

    public static boolean isEnabled() {
        return enabled;
    }

    @Override
    public Result invoke(Invoker<?> invoker, Invocation invocation) throws RpcException {
        if (enabled) {
            URL url = invoker.getUrl();
            String side = url.getParameter("side", RpcKeys.PROVIDER);
            String service = url.getParameter("interface", url.getPath());
            MethodStats stats = RpcStats.global().of(new MethodKey(RpcKeys.CONSUMER.equals(side) ? "consumer"
                    : "provider", service, url.getParameter("group"), url.getParameter("version"),
                    invocation.getMethodName()));
            RpcStats.started(stats);
            invocation.put(STATS, stats);
            invocation.put(START, System.nanoTime());
        }
        return invoker.invoke(invocation);
    }

    /** The completion listener while metrics are on; none (no callback at all) while they are off. */
    @Override
    public BaseFilter.Listener listener(Invocation invocation) {
        return enabled ? COMPLETION : null;
    }

    private static void finish(Invocation invocation, MethodStats.Outcome outcome) {
        Object stats = invocation.getAttributes().remove(STATS);
        Object start = invocation.getAttributes().remove(START);
        if (stats instanceof MethodStats && start instanceof Long) {
            RpcStats.finished((MethodStats) stats, System.nanoTime() - (Long) start, outcome);
        }
    }

    static MethodStats.Outcome outcome(Throwable t) {
        if (!(t instanceof RpcException)) {
            return MethodStats.Outcome.BUSINESS;
        }
        RpcException e = (RpcException) t;
        if (e.isTimeout()) {
            return MethodStats.Outcome.TIMEOUT;
        }
        if (e.isLimitExceed()) {
            return MethodStats.Outcome.LIMIT;
        }
        if (e.isNetwork()) {
            return MethodStats.Outcome.NETWORK;
        }
        if (e.isForbidden() || e.isNoInvokerAvailableAfterFilter()) {
            return MethodStats.Outcome.SERVICE_UNAVAILABLE;
        }
        if (e.isSerialization()) {
            return MethodStats.Outcome.CODEC;
        }
        if (e.isBiz()) {
            return MethodStats.Outcome.BUSINESS;
        }
        return MethodStats.Outcome.UNKNOWN;
    }
}
