package com.alibaba.dubbo.rpc;

import java.util.concurrent.CompletableFuture;

import org.apache.dubbo.rpc.AppResponse;
import org.apache.dubbo.rpc.AsyncRpcResult;

/** Moves results between the 2.6 types and the current ones at the edge of a 2.6 filter or invoker. */
final class Compatibility {

    private Compatibility() {
    }

    /** A current result as 2.6 code sees it. */
    static Result legacy(org.apache.dubbo.rpc.Result result) {
        return result == null || result instanceof Result ? (Result) result : new Result.CompatibleResult(result);
    }

    /**
     * What a 2.6 filter or invoker returned, as the rest of the chain needs it: the current result it presents,
     * or, for a completed result it made itself (a {@link RpcResult}), an already completed asynchronous result,
     * which is what every current invoker returns.
     */
    static org.apache.dubbo.rpc.Result current(Result result, org.apache.dubbo.rpc.Invocation invocation) {
        if (result instanceof Result.CompatibleResult) {
            return ((Result.CompatibleResult) result).getDelegate();
        }
        if (result instanceof AppResponse) {
            return new AsyncRpcResult(CompletableFuture.completedFuture((AppResponse) result), invocation);
        }
        return result;
    }
}
