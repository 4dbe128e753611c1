package org.apache.dubbo.rpc;

/** Attachment keys that switch a single call to asynchronous or one-way mode. */
final class AsyncCalls {

    static final String ASYNC_KEY = "async";
    static final String RETURN_KEY = "return";

    private AsyncCalls() {
    }
}
