package org.apache.dubbo.remoting.exchange;

import java.util.concurrent.CompletableFuture;

/**
 * The outcome of a two-way call: completes with the undecoded {@link Response}, or exceptionally with a
 * {@link org.apache.dubbo.remoting.TimeoutException} or a {@link ResponseErrorException}. {@link #sent()} completes
 * when the request has been written to the socket (for {@code sent=true} semantics and diagnostics).
 */
public final class ResponseFuture extends CompletableFuture<Response> {

    private final long id;
    private final CompletableFuture<Void> sent = new CompletableFuture<>();

    ResponseFuture(long id) {
        this.id = id;
    }

    public long id() {
        return id;
    }

    public CompletableFuture<Void> sent() {
        return sent;
    }
}
