package org.apache.dubbo.rpc.protocol.tri;

import java.util.HashMap;
import java.util.Map;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelPromise;
import io.netty.handler.codec.http2.DefaultHttp2Connection;
import io.netty.handler.codec.http2.DefaultHttp2ConnectionDecoder;
import io.netty.handler.codec.http2.DefaultHttp2ConnectionEncoder;
import io.netty.handler.codec.http2.DefaultHttp2FrameReader;
import io.netty.handler.codec.http2.DefaultHttp2FrameWriter;
import io.netty.handler.codec.http2.DefaultHttp2HeadersDecoder;
import io.netty.handler.codec.http2.DefaultHttp2LocalFlowController;
import io.netty.handler.codec.http2.Http2Connection;
import io.netty.handler.codec.http2.Http2ConnectionDecoder;
import io.netty.handler.codec.http2.Http2ConnectionEncoder;
import io.netty.handler.codec.http2.Http2ConnectionHandler;
import io.netty.handler.codec.http2.Http2Error;
import io.netty.handler.codec.http2.Http2Exception;
import io.netty.handler.codec.http2.Http2FrameAdapter;
import io.netty.handler.codec.http2.Http2Headers;
import io.netty.handler.codec.http2.Http2Settings;
import io.netty.handler.codec.http2.Http2Stream;
import io.netty.handler.codec.http2.StreamBufferingEncoder;
import org.apache.dubbo.remoting.transport.Http2Options;
import org.apache.dubbo.rpc.TriRpcStatus;
import org.apache.dubbo.rpc.protocol.tri.wire.MessageDeframer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The HTTP/2 side of one triple connection, on Netty's HTTP/2 codec: it advertises the configured settings, feeds
 * DATA into each stream's deframer, returns flow-control credit when messages are consumed, and carries out the
 * {@link StreamCommand}s calls hand to the connection's writer. Everything here runs on the channel's event loop.
 * The server and the client differ only in how streams begin ({@link TripleServerHandler},
 * {@link TripleClientHandler}).
 */
abstract class TripleConnectionHandler extends Http2ConnectionHandler {

    private static final Logger log = LoggerFactory.getLogger(TripleConnectionHandler.class);

    /** Streams by id; on a client a stream is known here before Netty creates it (it may wait for a slot). */
    final Map<Integer, TripleStream> streams = new HashMap<>();
    final int maxMessageSize;
    private final int connectionWindowSize;
    private ChannelHandlerContext ctx;

    TripleConnectionHandler(Http2ConnectionDecoder decoder, Http2ConnectionEncoder encoder, Http2Settings settings,
                            Http2Options options, int maxMessageSize) {
        super(decoder, encoder, settings);
        this.maxMessageSize = maxMessageSize;
        this.connectionWindowSize = options.connectionWindowSize();
        decoder.frameListener(new Listener());
        connection().addListener(new Http2Connection.Listener() {
            @Override
            public void onStreamAdded(Http2Stream stream) {
            }

            @Override
            public void onStreamActive(Http2Stream stream) {
            }

            @Override
            public void onStreamHalfClosed(Http2Stream stream) {
            }

            @Override
            public void onStreamClosed(Http2Stream stream) {
            }

            @Override
            public void onStreamRemoved(Http2Stream stream) {
                TripleStream s = streams.remove(stream.id());
                if (s != null) {
                    s.onAborted(TriRpcStatus.fromCode(TriRpcStatus.Code.CANCELLED)
                            .withDescription("HTTP/2 stream " + stream.id() + " closed before the call ended"));
                }
            }

            @Override
            public void onGoAwaySent(int lastStreamId, long errorCode, ByteBuf debugData) {
            }

            @Override
            public void onGoAwayReceived(int lastStreamId, long errorCode, ByteBuf debugData) {
                onGoAway(lastStreamId, errorCode, debugData);
            }
        });
    }

    /** The pieces of a handler for one side, with our settings. */
    static final class Parts {
        final Http2ConnectionDecoder decoder;
        final Http2ConnectionEncoder encoder;
        final Http2Settings settings;

        Parts(boolean server, Http2Options options) {
            Http2Connection connection = new DefaultHttp2Connection(server);
            connection.local().flowController(new DefaultHttp2LocalFlowController(connection, 0.5f, false));
            DefaultHttp2FrameWriter writer = new DefaultHttp2FrameWriter();
            Http2ConnectionEncoder enc = new DefaultHttp2ConnectionEncoder(connection, writer);
            if (!server) {
                // calls beyond the server's MAX_CONCURRENT_STREAMS wait for a slot instead of failing
                enc = new StreamBufferingEncoder(enc);
            }
            DefaultHttp2FrameReader reader = new DefaultHttp2FrameReader(
                    new DefaultHttp2HeadersDecoder(true, options.maxHeaderListSize()));
            this.encoder = enc;
            this.decoder = new DefaultHttp2ConnectionDecoder(connection, enc, reader);
            Http2Settings s = new Http2Settings();
            s.initialWindowSize(options.initialWindowSize());
            s.maxFrameSize(options.maxFrameSize());
            s.maxHeaderListSize(options.maxHeaderListSize());
            s.headerTableSize(options.headerTableSize());
            if (server) {
                s.maxConcurrentStreams(options.maxConcurrentStreams());
            } else {
                s.pushEnabled(false);
            }
            this.settings = s;
        }
    }

    @Override
    public void handlerAdded(ChannelHandlerContext ctx) throws Exception {
        this.ctx = ctx;
        super.handlerAdded(ctx);
        if (ctx.channel().isActive()) {
            growConnectionWindow();
        }
    }

    @Override
    public void channelActive(ChannelHandlerContext ctx) throws Exception {
        super.channelActive(ctx);
        growConnectionWindow();
    }

    private boolean windowGrown;

    private void growConnectionWindow() throws Http2Exception {
        if (windowGrown) {
            return;
        }
        windowGrown = true;
        Http2Stream connectionStream = connection().connectionStream();
        int current = connection().local().flowController().windowSize(connectionStream);
        if (connectionWindowSize > current) {
            connection().local().flowController().incrementWindowSize(connectionStream,
                    connectionWindowSize - current);
            ctx.flush();
        }
    }

    @Override
    public void channelInactive(ChannelHandlerContext ctx) throws Exception {
        abortAll(TriRpcStatus.fromCode(TriRpcStatus.Code.UNAVAILABLE).withDescription("Connection "
                + ctx.channel().localAddress() + " <-> " + ctx.channel().remoteAddress() + " closed"));
        super.channelInactive(ctx);
    }

    void abortAll(TriRpcStatus status) {
        if (streams.isEmpty()) {
            return;
        }
        TripleStream[] open = streams.values().toArray(new TripleStream[0]);
        streams.clear();
        for (TripleStream s : open) {
            s.onAborted(status);
        }
    }

    /** The peer sent GOAWAY: streams above {@code lastStreamId} will not be served. */
    void onGoAway(int lastStreamId, long errorCode, ByteBuf debugData) {
        log.info("{} sent GOAWAY (error {}, last stream {}){}", ctx.channel().remoteAddress(), errorCode,
                lastStreamId, debugData.isReadable() ? ": " + debugData.toString(java.nio.charset.StandardCharsets
                        .UTF_8) : "");
    }

    @Override
    protected void onConnectionError(ChannelHandlerContext ctx, boolean outbound, Throwable cause,
                                     Http2Exception http2Ex) {
        log.warn("Closing HTTP/2 connection {} -> {} with GOAWAY: {}", ctx.channel().remoteAddress(),
                ctx.channel().localAddress(), cause.getMessage());
        super.onConnectionError(ctx, outbound, cause, http2Ex);
    }

    /** Starts a stream of a call (client only). */
    abstract void start(ChannelHandlerContext ctx, StreamCommand.Start start, ChannelPromise promise);

    /** Headers for a stream we do not know (server: a new call). */
    abstract void onNewStream(ChannelHandlerContext ctx, int streamId, Http2Headers headers, boolean endStream);

    @Override
    public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) throws Exception {
        if (msg instanceof StreamCommand.Data) {
            StreamCommand.Data data = (StreamCommand.Data) msg;
            if (!isWritable(data.stream)) {
                data.release();
                promise.trySuccess();
                return;
            }
            encoder().writeData(ctx, data.stream.id, data.content(), 0, data.endStream, promise);
        } else if (msg instanceof StreamCommand) {
            StreamCommand command = (StreamCommand) msg;
            if (command instanceof StreamCommand.Start) {
                start(ctx, (StreamCommand.Start) command, promise);
                return;
            }
            if (command instanceof StreamCommand.Reset) {
                StreamCommand.Reset reset = (StreamCommand.Reset) command;
                log.debug("Reset of {} (writable: {})", command.stream, isWritable(command.stream));
                if (isWritable(command.stream)) {
                    streams.remove(command.stream.id);
                    encoder().writeRstStream(ctx, command.stream.id, reset.error.code(), promise);
                } else {
                    promise.trySuccess();
                }
                command.stream.onAborted(reset.status);
                return;
            }
            if (!isWritable(command.stream)) {
                promise.trySuccess();
                return;
            }
            int id = command.stream.id;
            if (command instanceof StreamCommand.Headers) {
                StreamCommand.Headers h = (StreamCommand.Headers) command;
                if (h.endStream) {
                    // the call is over: closing the stream must not report it as aborted
                    streams.remove(id);
                }
                encoder().writeHeaders(ctx, id, h.headers, 0, h.endStream, promise);
            } else if (command instanceof StreamCommand.HalfClose) {
                encoder().writeData(ctx, id, Unpooled.EMPTY_BUFFER, 0, true, promise);
            } else {
                promise.tryFailure(new IllegalArgumentException("unknown command " + command));
            }
        } else {
            super.write(ctx, msg, promise);
        }
    }

    /** A command for a stream that is gone (reset, timed out) is dropped quietly. */
    private boolean isWritable(TripleStream s) {
        return s.id != 0 && streams.get(s.id) == s;
    }

    /** Returns flow-control credit of a stream's consumed messages (any thread). */
    void returnCredit(TripleStream s, int bytes) {
        if (bytes <= 0 || ctx == null) {
            return;
        }
        if (!ctx.executor().inEventLoop()) {
            ctx.executor().execute(() -> returnCredit(s, bytes));
            return;
        }
        Http2Stream stream = connection().stream(s.id);
        if (stream == null) {
            return;
        }
        try {
            if (connection().local().flowController().consumeBytes(stream, bytes)) {
                ctx.flush();
            }
        } catch (Http2Exception e) {
            onError(ctx, true, e);
        }
    }

    /** Ends a stream from our side because of a broken message (status to the caller, RST to the peer). */
    abstract void abortFromHere(ChannelHandlerContext ctx, TripleStream s, TriRpcStatus status);

    ChannelHandlerContext context() {
        return ctx;
    }

    private final class Listener extends Http2FrameAdapter {
        private int immediateCredit;

        @Override
        public void onHeadersRead(ChannelHandlerContext ctx, int streamId, Http2Headers headers, int padding,
                                  boolean endStream) {
            TripleStream s = streams.get(streamId);
            if (s == null) {
                onNewStream(ctx, streamId, headers, endStream);
                return;
            }
            s.onHeaders(headers, endStream, false);
        }

        @Override
        public void onHeadersRead(ChannelHandlerContext ctx, int streamId, Http2Headers headers, int streamDependency,
                                  short weight, boolean exclusive, int padding, boolean endStream) {
            onHeadersRead(ctx, streamId, headers, padding, endStream);
        }

        @Override
        public int onDataRead(ChannelHandlerContext ctx, int streamId, ByteBuf data, int padding,
                              boolean endOfStream) {
            int total = data.readableBytes() + padding;
            TripleStream s = streams.get(streamId);
            if (s == null || s.deframer == null) {
                return total;
            }
            immediateCredit = padding;
            try {
                immediateCredit += s.deframer.feed(data, (message, credit) -> {
                    if (s.onMessage(message, credit)) {
                        immediateCredit += credit;
                    }
                });
            } catch (MessageDeframer.MessageException e) {
                log.warn("Ending stream {} from {}: {}", streamId, ctx.channel().remoteAddress(), e.getMessage());
                abortFromHere(ctx, s, e.status());
                return total;
            }
            if (endOfStream && streams.get(streamId) == s) {
                if (s.deframer.hasPartialMessage()) {
                    log.warn("Ending stream {} from {}: the stream ended inside a message", streamId,
                            ctx.channel().remoteAddress());
                    abortFromHere(ctx, s, TriRpcStatus.fromCode(TriRpcStatus.Code.INTERNAL)
                            .withDescription("The stream ended inside a gRPC message (truncated message prefix or"
                                    + " body)"));
                } else {
                    s.onHalfClose();
                }
            }
            return immediateCredit;
        }

        @Override
        public void onRstStreamRead(ChannelHandlerContext ctx, int streamId, long errorCode) {
            TripleStream s = streams.remove(streamId);
            if (s != null) {
                TriRpcStatus.Code code = errorCode == Http2Error.REFUSED_STREAM.code() ? TriRpcStatus.Code.UNAVAILABLE
                        : TriRpcStatus.Code.CANCELLED;
                s.onAborted(TriRpcStatus.fromCode(code).withDescription("Stream reset by the peer (HTTP/2 error "
                        + errorCode + ")"));
            }
        }
    }
}
