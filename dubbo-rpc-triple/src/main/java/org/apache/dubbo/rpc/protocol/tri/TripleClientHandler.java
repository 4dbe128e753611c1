package org.apache.dubbo.rpc.protocol.tri;

import java.util.concurrent.TimeUnit;

import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelPromise;
import io.netty.handler.codec.http2.Http2Error;
import io.netty.handler.codec.http2.Http2Headers;
import org.apache.dubbo.remoting.transport.Http2Options;
import org.apache.dubbo.rpc.TriRpcStatus;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The client side of a triple connection: opens a stream per call (waiting for a slot when the server's
 * {@code MAX_CONCURRENT_STREAMS} is reached, through Netty's stream-buffering encoder), enforces call deadlines on
 * the event loop, and answers keep-alive needs with PINGs.
 */
final class TripleClientHandler extends TripleConnectionHandler {

    private static final Logger log = LoggerFactory.getLogger(TripleClientHandler.class);

    TripleClientHandler(Parts parts, Http2Options options, int maxMessageSize) {
        super(parts.decoder, parts.encoder, parts.settings, options, maxMessageSize);
    }

    @Override
    void start(ChannelHandlerContext ctx, StreamCommand.Start start, ChannelPromise promise) {
        ClientCall call = (ClientCall) start.stream;
        if (call.isFinished()) {
            promise.trySuccess();
            return;
        }
        int id = connection().local().incrementAndGetNextStreamId();
        if (id < 0) {
            promise.trySuccess();
            call.onAborted(TriRpcStatus.fromCode(TriRpcStatus.Code.UNAVAILABLE)
                    .withDescription("The connection has used up its HTTP/2 stream ids; retry on a new one"));
            ctx.close();
            return;
        }
        call.id = id;
        call.channel = ctx.channel();
        call.handler = this;
        streams.put(id, call);
        promise.addListener(f -> {
            if (!f.isSuccess() && streams.remove(id) == call) {
                call.onAborted(TriRpcStatus.fromCode(TriRpcStatus.Code.UNAVAILABLE)
                        .withDescription("Cannot start the call: " + f.cause()));
            }
        });
        encoder().writeHeaders(ctx, id, start.headers, 0, false, promise);
        long timeout = call.timeoutNanos();
        if (timeout > 0) {
            call.deadline = ctx.executor().schedule(() -> {
                if (streams.get(id) == call) {
                    abortFromHere(ctx, call, TriRpcStatus.fromCode(TriRpcStatus.Code.DEADLINE_EXCEEDED)
                            .withDescription("Deadline exceeded after " + TimeUnit.NANOSECONDS.toMillis(timeout)
                                    + " ms waiting for " + call.describe()));
                }
            }, timeout, TimeUnit.NANOSECONDS);
        }
    }

    @Override
    void onNewStream(ChannelHandlerContext ctx, int streamId, Http2Headers headers, boolean endStream) {
        // a stream we did not open (push is disabled in our settings): refuse it
        log.debug("Ignoring headers of unknown stream {} from {}", streamId, ctx.channel().remoteAddress());
        resetStream(ctx, streamId, Http2Error.REFUSED_STREAM.code(), ctx.newPromise());
    }

    @Override
    void abortFromHere(ChannelHandlerContext ctx, TripleStream s, TriRpcStatus status) {
        if (streams.remove(s.id) == s) {
            // through the encoder, so a stream still waiting for a slot is dropped there
            encoder().writeRstStream(ctx, s.id, Http2Error.CANCEL.code(), ctx.newPromise());
            ctx.flush();
        }
        s.onAborted(status);
    }

    /** Sends a keep-alive PING. */
    void ping(ChannelHandlerContext ctx) {
        encoder().writePing(ctx, false, System.nanoTime(), ctx.newPromise());
        ctx.flush();
    }

    /** Whether calls are open on this connection. */
    boolean hasOpenStreams() {
        return !streams.isEmpty();
    }
}
