package org.apache.dubbo.rpc;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;

/** The {@link AsyncContext} of one provider-side invocation (internal; the protocol layer reads its future). */
public final class AsyncContextImpl implements AsyncContext {

    private final AtomicBoolean started = new AtomicBoolean();
    private final AtomicBoolean stopped = new AtomicBoolean();
    private final CompletableFuture<Object> future = new CompletableFuture<>();
    private RpcContext.RestoreContext saved;

    @Override
    public void write(Object value) {
        if (!isAsyncStarted()) {
            throw new IllegalStateException("The async response has already been written, or async was not started");
        }
        stop();
        if (value instanceof Throwable) {
            future.completeExceptionally((Throwable) value);
        } else {
            future.complete(value);
        }
    }

    @Override
    public boolean isAsyncStarted() {
        return started.get() && !stopped.get();
    }

    @Override
    public boolean stop() {
        return stopped.compareAndSet(false, true);
    }

    @Override
    public void start() {
        if (started.compareAndSet(false, true)) {
            saved = RpcContext.storeContext();
        }
    }

    @Override
    public void signalContextSwitch() {
        if (saved != null) {
            saved.restore();
        }
    }

    @Override
    public void resetContext() {
        RpcContext.removeContext();
    }

    CompletableFuture<Object> future() {
        return future;
    }

    /**
     * The future of the answer if {@code context} was started for this invocation (even if already written),
     * else null.
     */
    public static CompletableFuture<Object> futureOf(AsyncContext context) {
        if (context instanceof AsyncContextImpl && ((AsyncContextImpl) context).started.get()) {
            return ((AsyncContextImpl) context).future;
        }
        return null;
    }
}
