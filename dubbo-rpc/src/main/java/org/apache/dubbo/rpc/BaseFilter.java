package org.apache.dubbo.rpc;

/**
 * Intercepts invocations. A filter calls {@code invoker.invoke(invocation)} to continue the chain (or not, to
 * short-circuit it). A filter that also implements {@link Listener} is told when the (possibly asynchronous)
 * result is complete.
 */
public interface BaseFilter {

    Result invoke(Invoker<?> invoker, Invocation invocation) throws RpcException;

    /** Completion callbacks, run with the call's RpcContext restored. */
    interface Listener {

        void onResponse(Result appResponse, Invoker<?> invoker, Invocation invocation);

        void onError(Throwable t, Invoker<?> invoker, Invocation invocation);
    }
}
