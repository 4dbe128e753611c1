package org.apache.dubbo.rpc;

/** How the caller waits for a result. */
public enum InvokeMode {
    /** The caller blocks; the response is decoded on the caller's thread. */
    SYNC,
    /** {@code async=true}: the call returns at once, the future is in {@link RpcContext#getCompletableFuture()}. */
    ASYNC,
    /** The method returns a {@code CompletableFuture}. */
    FUTURE
}
