package org.apache.dubbo.rpc.protocol.tri;

import io.netty.channel.Channel;
import io.netty.handler.codec.http2.Http2Headers;
import org.apache.dubbo.rpc.TriRpcStatus;
import org.apache.dubbo.rpc.protocol.tri.wire.MessageDeframer;

/**
 * The transport side of one call on one HTTP/2 stream, as its connection handler sees it. Every method here runs
 * on the connection's event loop.
 */
abstract class TripleStream {

    /** The stream id, known once the stream exists (server: at once; client: when its headers are written). */
    int id;
    Channel channel;
    MessageDeframer deframer;
    /** The deadline timer on the event loop, if the call has one; cancelled when the call ends. */
    volatile java.util.concurrent.Future<?> deadline;

    /** Stops the deadline timer (any thread), so finished calls leave nothing in the event loop's queue. */
    final void cancelDeadline() {
        java.util.concurrent.Future<?> timer = deadline;
        if (timer != null) {
            deadline = null;
            timer.cancel(false);
        }
    }

    /**
     * Headers of the stream: the first ones ({@code first}), or trailers. A stream that ends with them must remove
     * itself from its handler's streams before returning (it is complete, not aborted).
     */
    abstract void onHeaders(Http2Headers headers, boolean endStream, boolean first);

    /**
     * A complete message. Returns whether its flow-control credit may be returned at once; otherwise the stream
     * returns it later with {@link TripleConnectionHandler#returnCredit}.
     */
    abstract boolean onMessage(byte[] message, int credit);

    /** The peer half-closed (END_STREAM on DATA). */
    abstract void onHalfClose();

    /** The stream ended abnormally: reset by the peer, a broken message, or the connection went away. */
    abstract void onAborted(TriRpcStatus status);
}
