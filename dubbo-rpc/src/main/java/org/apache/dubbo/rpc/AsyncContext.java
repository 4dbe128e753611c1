package org.apache.dubbo.rpc;

/**
 * Provider-side asynchronous execution: a service method calls {@link RpcContext#startAsync()}, returns at
 * once (its return value is ignored), and some other thread later calls {@link #write(Object)} with the result
 * (or a Throwable to fail the call). {@link #signalContextSwitch()} makes the call's RpcContext available on that
 * other thread.
 */
public interface AsyncContext {

    /** Completes the call with a value, or with an exception if {@code value} is a Throwable. */
    void write(Object value);

    boolean isAsyncStarted();

    boolean stop();

    void start();

    /** Restores, on the calling thread, the RpcContext of the thread that started async execution. */
    void signalContextSwitch();

    /** Clears the contexts restored by {@link #signalContextSwitch()}. */
    void resetContext();
}
