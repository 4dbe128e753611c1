package org.apache.dubbo.rpc.protocol.tri;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.DefaultByteBufHolder;
import io.netty.handler.codec.http2.Http2Error;
import io.netty.handler.codec.http2.Http2Headers;

/**
 * What calls ask of their connection, handed to the connection's {@code ChannelWriter} (so they share its batching,
 * flush per batch and pending-bytes bound) and carried out by the connection's HTTP/2 handler on the event loop, in
 * the order they were handed over.
 */
abstract class StreamCommand {

    final TripleStream stream;

    StreamCommand(TripleStream stream) {
        this.stream = stream;
    }

    /** Client: open the stream with its request headers. */
    static final class Start extends StreamCommand {
        final Http2Headers headers;

        Start(TripleStream stream, Http2Headers headers) {
            super(stream);
            this.headers = headers;
        }
    }

    /** Response headers (server), or trailers when {@code endStream}. */
    static final class Headers extends StreamCommand {
        final Http2Headers headers;
        final boolean endStream;

        Headers(TripleStream stream, Http2Headers headers, boolean endStream) {
            super(stream);
            this.headers = headers;
            this.endStream = endStream;
        }
    }

    /** One framed gRPC message; {@code endStream} half-closes after it. Owns its buffer. */
    static final class Data extends DefaultByteBufHolder {
        final TripleStream stream;
        final boolean endStream;

        Data(TripleStream stream, ByteBuf message, boolean endStream) {
            super(message);
            this.stream = stream;
            this.endStream = endStream;
        }
    }

    /** Client: half-close without a message (end of a request stream). */
    static final class HalfClose extends StreamCommand {
        HalfClose(TripleStream stream) {
            super(stream);
        }
    }

    /**
     * Abort the stream (cancellation): RST_STREAM to the peer if the stream is open, then the stream hears
     * {@code status}. Queued behind the stream's earlier commands, so a call cancelled right after it started is
     * still reset on the wire.
     */
    static final class Reset extends StreamCommand {
        final Http2Error error;
        final org.apache.dubbo.rpc.TriRpcStatus status;

        Reset(TripleStream stream, Http2Error error, org.apache.dubbo.rpc.TriRpcStatus status) {
            super(stream);
            this.error = error;
            this.status = status;
        }
    }
}
