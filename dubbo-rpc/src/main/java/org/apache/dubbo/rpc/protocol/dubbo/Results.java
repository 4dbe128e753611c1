package org.apache.dubbo.rpc.protocol.dubbo;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

import org.apache.dubbo.remoting.codec.ResultBody;
import org.apache.dubbo.rpc.AppResponse;
import org.apache.dubbo.rpc.AsyncRpcResult;
import org.apache.dubbo.rpc.Result;

/** What a served invocation answers on the wire: its value or business exception, with its attachments. */
final class Results {

    private Results() {
    }

    static CompletionStage<ResultBody> toResultBody(Result result) {
        CompletableFuture<AppResponse> future = result instanceof AsyncRpcResult
                ? ((AsyncRpcResult) result).getResponseFuture()
                : CompletableFuture.completedFuture(toAppResponse(result));
        return future.thenApply(app -> app.hasException()
                ? ResultBody.exception(app.getException(), app.getObjectAttachments())
                : ResultBody.value(app.getValue(), app.getObjectAttachments()));
    }

    private static AppResponse toAppResponse(Result result) {
        AppResponse app = result.hasException() ? new AppResponse(result.getException())
                : new AppResponse(result.getValue());
        app.setObjectAttachments(result.getObjectAttachments());
        return app;
    }
}
