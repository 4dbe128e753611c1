package org.apache.dubbo.rpc.protocol.tri;

import java.io.IOException;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.handler.codec.http2.Http2Error;
import io.netty.handler.codec.http2.Http2Headers;
import org.apache.dubbo.remoting.RemotingException;
import org.apache.dubbo.remoting.transport.ChannelOverloadedException;
import org.apache.dubbo.remoting.transport.ChannelWriter;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.TriRpcStatus;
import org.apache.dubbo.rpc.protocol.tri.wire.GrpcHeaders;
import org.apache.dubbo.rpc.protocol.tri.wire.MessageDeframer;
import org.apache.dubbo.rpc.protocol.tri.wire.MessageFramer;

/**
 * One call made on a triple connection: the stream's transport state (event loop) and the sending side used by the
 * caller's threads (start, messages, half-close, cancel), all through the connection's bounded writer, in order.
 * The response side is a {@link Listener}, told on the event loop about headers, messages and the final status.
 */
final class ClientCall extends TripleStream {

    /** The response side of a call; every method runs on the connection's event loop. */
    interface Listener {
        void onHeaders(Http2Headers headers);

        /** Returns whether the message's flow-control credit may be returned at once (else via {@link #consumed}). */
        boolean onMessage(byte[] message, int credit);

        void onClose(TriRpcStatus status, Http2Headers trailers);
    }

    private final TripleConnection connection;
    private final ChannelWriter writer;
    private final Listener listener;
    private final long timeoutNanos;
    private final long writeDeadlineNanos;
    private final String description;
    volatile TripleClientHandler handler;
    private boolean responseStarted;
    private volatile boolean finished;

    /**
     * @param timeoutNanos the call's deadline from now, or 0 for none
     * @throws RpcException (network) when the connection is not up
     */
    ClientCall(TripleConnection connection, Listener listener, long timeoutNanos, String description) {
        this.connection = connection;
        this.listener = listener;
        this.timeoutNanos = timeoutNanos;
        this.writeDeadlineNanos = System.nanoTime() + (timeoutNanos > 0 ? timeoutNanos
                : java.util.concurrent.TimeUnit.SECONDS.toNanos(60));
        this.description = description;
        try {
            this.writer = connection.writer();
        } catch (RemotingException e) {
            throw new RpcException(RpcException.NETWORK_EXCEPTION, "Cannot call " + description + ": "
                    + e.getMessage(), e);
        }
    }

    long timeoutNanos() {
        return timeoutNanos;
    }

    String describe() {
        return description;
    }

    boolean isFinished() {
        return finished;
    }

    void start(Http2Headers headers) {
        send(new StreamCommand.Start(this, headers), 0);
    }

    /** Sends one message; {@code endStream} half-closes after it. */
    void sendMessage(MessageFramer.Body body, boolean endStream) throws IOException {
        int limit = connection.payload();
        if (limit > 0 && body.size() > limit) {
            throw new MessageTooLargeException("The request message of " + body.size()
                    + " bytes exceeds the payload limit of " + limit + " bytes");
        }
        ByteBuf framed = MessageFramer.frame(PooledByteBufAllocator.DEFAULT, body);
        send(new StreamCommand.Data(this, framed, endStream), framed.readableBytes());
    }

    void halfClose() {
        send(new StreamCommand.HalfClose(this), 0);
    }

    /** Cancels the call from the caller's side: RST_STREAM(CANCEL), and the listener hears {@code status}. */
    void cancel(TriRpcStatus status) {
        if (!finished) {
            send(new StreamCommand.Reset(this, Http2Error.CANCEL, status), 0);
        }
    }

    /** Returns credit for delivered messages (any thread). */
    void consumed(int bytes) {
        TripleClientHandler h = handler;
        if (h != null) {
            h.returnCredit(this, bytes);
        }
    }

    private void send(Object command, int size) {
        try {
            writer.write(command, size, error -> {
                if (error != null && !finished) {
                    connection.eventLoop().execute(() -> onAborted(TriRpcStatus.fromCode(
                            TriRpcStatus.Code.UNAVAILABLE).withDescription("Sending " + description + " failed: "
                            + error)));
                }
            }, writeDeadlineNanos);
        } catch (ChannelOverloadedException e) {
            cancel(TriRpcStatus.fromCode(TriRpcStatus.Code.RESOURCE_EXHAUSTED).withDescription(e.getMessage())
                    .withCause(e));
            throw new RpcException(RpcException.NETWORK_EXCEPTION, e.getMessage(), e);
        }
    }

    @Override
    void onHeaders(Http2Headers headers, boolean endStream, boolean first) {
        if (finished) {
            return;
        }
        if (!responseStarted) {
            responseStarted = true;
            CharSequence status = headers.status();
            boolean hasGrpcStatus = headers.contains(GrpcHeaders.GRPC_STATUS);
            if (!endStream || !hasGrpcStatus) {
                if (status != null && !"200".contentEquals(status) && !hasGrpcStatus) {
                    int http = parseInt(status);
                    finishAndReset(TriRpcStatus.fromCode(TriRpcStatus.httpStatusToGrpcCode(http))
                            .withDescription("HTTP status " + status + " from " + description), headers);
                    return;
                }
                if (!GrpcHeaders.isGrpcContentType(headers.get(GrpcHeaders.CONTENT_TYPE))) {
                    finishAndReset(TriRpcStatus.fromCode(TriRpcStatus.Code.UNKNOWN).withDescription(
                            "The response to " + description + " has content-type '" + headers.get(GrpcHeaders
                                    .CONTENT_TYPE) + "', not gRPC's"), headers);
                    return;
                }
            }
            if (!endStream) {
                deframer = new MessageDeframer(handler.maxMessageSize, headers.get(GrpcHeaders.GRPC_ENCODING));
                listener.onHeaders(headers);
                return;
            }
        }
        if (endStream) {
            finish(statusOf(headers), headers);
        }
    }

    private static int parseInt(CharSequence value) {
        try {
            return Integer.parseInt(value.toString());
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    private TriRpcStatus statusOf(Http2Headers trailers) {
        CharSequence code = trailers.get(GrpcHeaders.GRPC_STATUS);
        if (code == null) {
            CharSequence http = trailers.status();
            if (http != null && !"200".contentEquals(http)) {
                return TriRpcStatus.fromCode(TriRpcStatus.httpStatusToGrpcCode(parseInt(http)))
                        .withDescription("HTTP status " + http);
            }
            return TriRpcStatus.fromCode(TriRpcStatus.Code.INTERNAL).withDescription(
                    "The response to " + description + " ended without grpc-status");
        }
        CharSequence message = trailers.get(GrpcHeaders.GRPC_MESSAGE);
        return TriRpcStatus.fromCode(parseInt(code)).withDescription(message == null ? null
                : TriRpcStatus.decodeMessage(message.toString()));
    }

    @Override
    boolean onMessage(byte[] message, int credit) {
        return finished || listener.onMessage(message, credit);
    }

    @Override
    void onHalfClose() {
        // END_STREAM on DATA: the server ended its side without trailers
        if (!finished) {
            finish(TriRpcStatus.fromCode(TriRpcStatus.Code.INTERNAL).withDescription(
                    "The server ended " + description + " without trailers"), null);
        }
    }

    @Override
    void onAborted(TriRpcStatus status) {
        finish(status, null);
    }

    private void finishAndReset(TriRpcStatus status, Http2Headers headers) {
        TripleClientHandler h = handler;
        if (h != null) {
            h.abortFromHere(h.context(), this, status);
        } else {
            finish(status, headers);
        }
    }

    private void finish(TriRpcStatus status, Http2Headers trailers) {
        if (finished) {
            return;
        }
        finished = true;
        cancelDeadline();
        TripleClientHandler h = handler;
        if (h != null && id != 0) {
            h.streams.remove(id, this);
        }
        listener.onClose(status, trailers);
    }

    @Override
    public String toString() {
        return "ClientCall[" + description + ", stream " + id + "]";
    }
}
