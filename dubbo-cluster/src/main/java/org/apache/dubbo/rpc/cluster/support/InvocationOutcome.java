package org.apache.dubbo.rpc.cluster.support;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;

import org.apache.dubbo.rpc.AppResponse;
import org.apache.dubbo.rpc.AsyncRpcResult;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.InvokeMode;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.RpcInvocation;

/**
 * The outcome of one call as a future, whatever {@link Result} the invoker returned: it completes normally with
 * the provider's response (a business exception is a normal response) and exceptionally with an
 * {@link RpcException} when the call itself failed (timeout, network, no provider, ...).
 *
 * <p>For a synchronous invocation the outcome is waited for at once, on the caller's thread: a synchronous
 * dubbo call has its response decoded by the thread that waits for it, and only a complete outcome lets the
 * cluster retry before returning to the proxy. Asynchronous invocations are never blocked on.
 */
public final class InvocationOutcome {

    private InvocationOutcome() {
    }

    /** Whether the caller blocks for the result (an invocation that is not an {@link RpcInvocation} does). */
    public static boolean isSync(Invocation invocation) {
        return !(invocation instanceof RpcInvocation)
                || ((RpcInvocation) invocation).getInvokeMode() == InvokeMode.SYNC;
    }

    /** The outcome of {@code result}; waits for it first when {@code invocation} is synchronous. */
    public static CompletableFuture<AppResponse> of(Result result, Invocation invocation) {
        if (result instanceof AppResponse) {
            return CompletableFuture.completedFuture((AppResponse) result);
        }
        if (isSync(invocation)) {
            try {
                return CompletableFuture.completedFuture(toAppResponse(result.get()));
            } catch (ExecutionException e) {
                return failed(toRpcException(e.getCause()));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return failed(new RpcException("Interrupted while waiting for the result of "
                        + invocation.getMethodName(), e));
            } catch (RuntimeException e) {
                return failed(toRpcException(e));
            }
        }
        CompletableFuture<AppResponse> outcome = new CompletableFuture<>();
        result.whenCompleteWithContext((response, error) -> {
            if (error != null) {
                outcome.completeExceptionally(toRpcException(error));
            } else {
                outcome.complete(toAppResponse(response));
            }
        });
        return outcome;
    }

    /**
     * The result handed to the caller for an outcome. A synchronous call that failed throws its
     * {@link RpcException} here, as a synchronous call always has.
     */
    public static Result toResult(CompletableFuture<AppResponse> outcome, Invocation invocation)
            throws RpcException {
        if (outcome.isCompletedExceptionally() && isSync(invocation)) {
            try {
                outcome.join();
            } catch (CompletionException e) {
                throw toRpcException(e);
            }
        }
        return new AsyncRpcResult(outcome, invocation);
    }

    public static CompletableFuture<AppResponse> failed(RpcException error) {
        CompletableFuture<AppResponse> future = new CompletableFuture<>();
        future.completeExceptionally(error);
        return future;
    }

    /**
     * The failure a throwable stands for: itself if it is an {@link RpcException} (once unwrapped from
     * completion wrappers), else an {@link RpcException} with code {@link RpcException#UNKNOWN_EXCEPTION} around
     * it.
     */
    public static RpcException toRpcException(Throwable error) {
        Throwable cause = error;
        while ((cause instanceof CompletionException || cause instanceof ExecutionException)
                && cause.getCause() != null) {
            cause = cause.getCause();
        }
        if (cause instanceof RpcException) {
            return (RpcException) cause;
        }
        return new RpcException(cause.getMessage(), cause);
    }

    private static AppResponse toAppResponse(Result result) {
        if (result instanceof AppResponse) {
            return (AppResponse) result;
        }
        AppResponse response = result.hasException() ? new AppResponse(result.getException())
                : new AppResponse(result.getValue());
        response.setObjectAttachments(result.getObjectAttachments());
        return response;
    }
}
