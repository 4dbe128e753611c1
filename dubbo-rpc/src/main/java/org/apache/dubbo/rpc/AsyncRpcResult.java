package org.apache.dubbo.rpc;

import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BiConsumer;
import java.util.function.Function;

/**
 * A result that may still be on its way. Consumer invokers return it at once; filters attach completion
 * callbacks with {@link #whenCompleteWithContext}; the proxy finally waits for it (synchronous calls) or hands its
 * future to the caller (asynchronous ones).
 */
public class AsyncRpcResult implements Result {

    private static final long serialVersionUID = 1L;

    private transient volatile CompletableFuture<AppResponse> responseFuture;
    private final transient Invocation invocation;
    private final transient RpcContext.RestoreContext storedContext;
    private final transient Thread creator = Thread.currentThread();
    private transient ThreadlessExecutor threadless;
    private transient java.util.concurrent.Executor executor;
    private transient long maxWaitMillis = Long.MAX_VALUE;

    public AsyncRpcResult(CompletableFuture<AppResponse> future, Invocation invocation) {
        this.responseFuture = future;
        this.invocation = invocation;
        this.storedContext = RpcContext.storeContext();
    }

    public static AsyncRpcResult newDefaultAsyncResult(Invocation invocation) {
        return newDefaultAsyncResult(null, null, invocation);
    }

    /** A result already completed with {@code appResponse}. */
    public static AsyncRpcResult newDefaultAsyncResult(AppResponse appResponse, Invocation invocation) {
        return new AsyncRpcResult(CompletableFuture.completedFuture(appResponse), invocation);
    }

    public static AsyncRpcResult newDefaultAsyncResult(Object value, Invocation invocation) {
        return newDefaultAsyncResult(value, null, invocation);
    }

    public static AsyncRpcResult newDefaultAsyncResult(Throwable t, Invocation invocation) {
        return newDefaultAsyncResult(null, t, invocation);
    }

    public static AsyncRpcResult newDefaultAsyncResult(Object value, Throwable t, Invocation invocation) {
        AppResponse response = t != null ? new AppResponse(t) : new AppResponse(value);
        return new AsyncRpcResult(CompletableFuture.completedFuture(response), invocation);
    }

    /** For synchronous calls: the caller will run the response tasks itself while it waits (see {@link #get()}). */
    public void setExecutor(ThreadlessExecutor executor, long maxWaitMillis) {
        this.threadless = executor;
        this.executor = executor;
        this.maxWaitMillis = maxWaitMillis;
    }

    /** The executor the response tasks run on, when the caller set one. */
    public java.util.concurrent.Executor getExecutor() {
        return executor;
    }

    /**
     * Sets the executor of the response tasks; as in Apache Dubbo only a threadless one changes anything: the
     * thread waiting in {@link #get()} then runs them itself.
     */
    public void setExecutor(java.util.concurrent.Executor executor) {
        this.executor = executor;
        this.threadless = executor instanceof ThreadlessExecutor ? (ThreadlessExecutor) executor : null;
    }

    public CompletableFuture<AppResponse> getResponseFuture() {
        return responseFuture;
    }

    public void setResponseFuture(CompletableFuture<AppResponse> future) {
        this.responseFuture = future;
    }

    public Invocation getInvocation() {
        return invocation;
    }

    /** The response if it is there, else an empty one (nothing waits). */
    public AppResponse getAppResponse() {
        CompletableFuture<AppResponse> f = responseFuture;
        if (f.isDone() && !f.isCompletedExceptionally()) {
            return f.join();
        }
        if (f.isCompletedExceptionally()) {
            try {
                f.join();
            } catch (CompletionException e) {
                return new AppResponse(e.getCause());
            }
        }
        return new AppResponse(invocation);
    }

    @Override
    public Result get() throws InterruptedException, ExecutionException {
        awaitResponseTasks();
        return responseFuture.get();
    }

    @Override
    public Result get(long timeout, TimeUnit unit) throws InterruptedException, ExecutionException,
            TimeoutException {
        awaitResponseTasks();
        return responseFuture.get(timeout, unit);
    }

    private void awaitResponseTasks() throws InterruptedException {
        ThreadlessExecutor executor = threadless;
        if (executor != null && !responseFuture.isDone()) {
            if (!executor.waitAndDrain(maxWaitMillis)) {
                responseFuture.completeExceptionally(new RpcException(RpcException.TIMEOUT_EXCEPTION,
                        "No response for " + invocation + " within " + maxWaitMillis + " ms"));
            }
        }
    }

    @Override
    public Object recreate() throws Throwable {
        InvokeMode mode = invocation instanceof RpcInvocation ? ((RpcInvocation) invocation).getInvokeMode()
                : InvokeMode.SYNC;
        if (mode == InvokeMode.FUTURE) {
            return valueFuture();
        }
        if (mode == InvokeMode.ASYNC) {
            RpcContext.getServiceContext().setFuture(valueFuture());
            return defaultValue();
        }
        Result result;
        try {
            result = get();
        } catch (ExecutionException e) {
            throw e.getCause();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new RpcException("Interrupted while waiting for the result of " + invocation, e);
        }
        return result.recreate();
    }

    /** The value as a future: completes with the value, or exceptionally with the service's exception. */
    public CompletableFuture<Object> valueFuture() {
        return responseFuture.thenApply(r -> {
            if (r.hasException()) {
                throw r.getException() instanceof CompletionException ? (CompletionException) r.getException()
                        : new CompletionException(r.getException());
            }
            return r.getValue();
        });
    }

    private Object defaultValue() {
        Class<?> type = invocation instanceof RpcInvocation ? ((RpcInvocation) invocation).getReturnType() : null;
        return DefaultValues.of(type);
    }

    @Override
    public Result whenCompleteWithContext(BiConsumer<Result, Throwable> fn) {
        this.responseFuture = responseFuture.whenComplete((response, error) -> {
            if (Thread.currentThread() == creator) {
                // the calling thread itself (a synchronous call): what the callback puts into the contexts, such
                // as the response attachments, must stay visible to the caller
                fn.accept(response, error);
                return;
            }
            RpcContext.RestoreContext threadContext = RpcContext.storeContext();
            storedContext.restore();
            try {
                fn.accept(response, error);
            } finally {
                threadContext.restore();
            }
        });
        return this;
    }

    @Override
    public <U> CompletableFuture<U> thenApply(Function<Result, ? extends U> fn) {
        return responseFuture.thenApply(fn);
    }

    @Override
    public Object getValue() {
        return getAppResponse().getValue();
    }

    @Override
    public void setValue(Object value) {
        getAppResponse().setValue(value);
    }

    @Override
    public Throwable getException() {
        return getAppResponse().getException();
    }

    @Override
    public void setException(Throwable t) {
        getAppResponse().setException(t);
    }

    @Override
    public boolean hasException() {
        return getAppResponse().hasException();
    }

    @Override
    public Map<String, String> getAttachments() {
        return getAppResponse().getAttachments();
    }

    @Override
    public Map<String, Object> getObjectAttachments() {
        return getAppResponse().getObjectAttachments();
    }

    @Override
    public void addAttachments(Map<String, String> map) {
        getAppResponse().addAttachments(map);
    }

    @Override
    public void addObjectAttachments(Map<String, Object> map) {
        getAppResponse().addObjectAttachments(map);
    }

    @Override
    public void setAttachments(Map<String, String> map) {
        getAppResponse().setAttachments(map);
    }

    @Override
    public void setObjectAttachments(Map<String, Object> map) {
        getAppResponse().setObjectAttachments(map);
    }

    @Override
    public String getAttachment(String key) {
        return getAppResponse().getAttachment(key);
    }

    @Override
    public Object getObjectAttachment(String key) {
        return getAppResponse().getObjectAttachment(key);
    }

    @Override
    public String getAttachment(String key, String defaultValue) {
        return getAppResponse().getAttachment(key, defaultValue);
    }

    @Override
    public Object getObjectAttachment(String key, Object defaultValue) {
        return getAppResponse().getObjectAttachment(key, defaultValue);
    }

    @Override
    public void setAttachment(String key, String value) {
        getAppResponse().setAttachment(key, value);
    }

    @Override
    public void setAttachment(String key, Object value) {
        getAppResponse().setAttachment(key, value);
    }

    @Override
    public void setObjectAttachment(String key, Object value) {
        getAppResponse().setObjectAttachment(key, value);
    }

    @Override
    public String toString() {
        return "AsyncRpcResult [done=" + responseFuture.isDone() + ", invocation=" + invocation + "]";
    }
}
