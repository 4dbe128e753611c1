package org.apache.dubbo.rpc.protocol.tri;

import java.util.List;
import java.util.concurrent.TimeUnit;

import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelPromise;
import io.netty.handler.codec.http2.DefaultHttp2Headers;
import io.netty.handler.codec.http2.Http2Error;
import io.netty.handler.codec.http2.Http2Headers;
import io.netty.handler.timeout.IdleStateEvent;
import io.netty.util.AsciiString;
import org.apache.dubbo.remoting.transport.Http2Options;
import org.apache.dubbo.remoting.transport.ServerChannel;
import org.apache.dubbo.remoting.transport.ServerTransport;
import org.apache.dubbo.rpc.TriRpcStatus;
import org.apache.dubbo.rpc.protocol.tri.wire.GrpcHeaders;
import org.apache.dubbo.rpc.protocol.tri.wire.GrpcTimeout;
import org.apache.dubbo.rpc.protocol.tri.wire.MessageDeframer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The server side of a triple connection: each new stream's headers are checked (POST, a gRPC content type, a
 * {@code /service/method} path naming an exported service and method, a valid {@code grpc-timeout}) and become a
 * {@link ServerCall}; anything else is answered at once with the gRPC status gRPC prescribes (trailers only) and a
 * log line, while the connection keeps serving its other streams.
 */
final class TripleServerHandler extends TripleConnectionHandler {

    private static final Logger log = LoggerFactory.getLogger(TripleServerHandler.class);
    private static final AsciiString POST = AsciiString.cached("POST");

    private final TripleServer server;
    /** The transport's view of the channel (its writer), known once the channel was admitted. */
    private ServerChannel channel;

    TripleServerHandler(Parts parts, Http2Options options, int maxMessageSize, TripleServer server) {
        super(parts.decoder, parts.encoder, parts.settings, options, maxMessageSize);
        this.server = server;
    }

    @Override
    void start(ChannelHandlerContext ctx, StreamCommand.Start start, ChannelPromise promise) {
        promise.tryFailure(new IllegalStateException("a server does not start streams"));
    }

    @Override
    void onNewStream(ChannelHandlerContext ctx, int streamId, Http2Headers headers, boolean endStream) {
        if (!POST.contentEquals(headers.method())) {
            refuse(ctx, streamId, 405, TriRpcStatus.Code.INTERNAL, "Method " + headers.method()
                    + " is not supported: gRPC calls are POST requests");
            return;
        }
        CharSequence contentType = headers.get(GrpcHeaders.CONTENT_TYPE);
        if (!GrpcHeaders.isGrpcContentType(contentType)) {
            refuse(ctx, streamId, 415, TriRpcStatus.Code.INTERNAL, "Content-Type '" + contentType
                    + "' is not supported: this is a gRPC (triple) server, send application/grpc");
            return;
        }
        String path = headers.path() == null ? "" : headers.path().toString();
        int slash = path.lastIndexOf('/');
        if (!path.startsWith("/") || slash <= 1 || slash == path.length() - 1) {
            refuse(ctx, streamId, 200, TriRpcStatus.Code.UNIMPLEMENTED, "Malformed path '" + path
                    + "': expected /service/method");
            return;
        }
        String serviceName = path.substring(1, slash);
        String methodName = path.substring(slash + 1);
        String group = string(headers.get(GrpcHeaders.TRI_SERVICE_GROUP));
        String version = string(headers.get(GrpcHeaders.TRI_SERVICE_VERSION));
        TripleExport export = server.find(serviceName, group, version);
        if (export == null) {
            refuse(ctx, streamId, 200, TriRpcStatus.Code.UNIMPLEMENTED, "Service not found: "
                    + TripleServer.key(serviceName, group, version) + " (exported here: " + server.describeServices()
                    + ")");
            return;
        }
        List<TripleMethod> methods = export.service().find(methodName);
        if (methods.isEmpty()) {
            refuse(ctx, streamId, 200, TriRpcStatus.Code.UNIMPLEMENTED, "Method not found: " + methodName + " of "
                    + serviceName);
            return;
        }
        long timeoutNanos = 0;
        CharSequence timeout = headers.get(GrpcHeaders.GRPC_TIMEOUT);
        if (timeout != null) {
            try {
                timeoutNanos = Math.max(1, GrpcTimeout.parseNanos(timeout));
            } catch (IllegalArgumentException e) {
                refuse(ctx, streamId, 200, TriRpcStatus.Code.INTERNAL, e.getMessage());
                return;
            }
        }
        if (server.isReadonly()) {
            refuse(ctx, streamId, 200, TriRpcStatus.Code.UNAVAILABLE, "The server is shutting down");
            return;
        }
        if (channel == null) {
            channel = ServerTransport.serverChannel(ctx.channel());
        }
        ServerCall call = new ServerCall(this, channel, server, export, methods, headers, timeoutNanos);
        call.id = streamId;
        call.channel = ctx.channel();
        call.deframer = new MessageDeframer(maxMessageSize, headers.get(GrpcHeaders.GRPC_ENCODING));
        streams.put(streamId, call);
        if (timeoutNanos > 0) {
            call.deadline = ctx.executor().schedule(call::onDeadline, timeoutNanos, TimeUnit.NANOSECONDS);
        }
        call.start();
        if (endStream) {
            call.onHalfClose();
        }
    }

    private static String string(CharSequence value) {
        return value == null ? null : value.toString();
    }

    /** Answers a stream that cannot become a call, with trailers only, and logs why. */
    private void refuse(ChannelHandlerContext ctx, int streamId, int httpStatus, TriRpcStatus.Code code,
                        String message) {
        log.warn("Refused a call from {} (stream {}): {} {}", ctx.channel().remoteAddress(), streamId, code,
                message);
        Http2Headers trailers = new DefaultHttp2Headers().status(String.valueOf(httpStatus))
                .set(GrpcHeaders.CONTENT_TYPE, GrpcHeaders.APPLICATION_GRPC)
                .setInt(GrpcHeaders.GRPC_STATUS, code.code)
                .set(GrpcHeaders.GRPC_MESSAGE, TriRpcStatus.encodeMessage(TriRpcStatus.limitSizeTo1KB(message)));
        encoder().writeHeaders(ctx, streamId, trailers, 0, true, ctx.newPromise());
        ctx.flush();
    }

    @Override
    void abortFromHere(ChannelHandlerContext ctx, TripleStream s, TriRpcStatus status) {
        streams.remove(s.id);
        ((ServerCall) s).onAborted(status);
        Http2Headers trailers = ServerCall.trailers(status, null, true);
        encoder().writeHeaders(ctx, s.id, trailers, 0, true, ctx.newPromise());
        if (connection().stream(s.id) != null && connection().stream(s.id).state().remoteSideOpen()) {
            // the client is still sending: stop it
            resetStream(ctx, s.id, Http2Error.CANCEL.code(), ctx.newPromise());
        }
        ctx.flush();
    }

    /** Graceful shutdown: no new streams, those in flight finish. */
    void goAway() {
        ChannelHandlerContext ctx = context();
        if (ctx == null || !ctx.channel().isActive()) {
            return;
        }
        goAway(ctx, connection().remote().lastStreamCreated(), Http2Error.NO_ERROR.code(),
                Unpooled.EMPTY_BUFFER, ctx.newPromise());
        ctx.flush();
    }

    @Override
    public void userEventTriggered(ChannelHandlerContext ctx, Object evt) throws Exception {
        if (evt instanceof IdleStateEvent && streams.isEmpty()) {
            log.info("Closing idle triple connection {} -> {} (close.timeout)", ctx.channel().remoteAddress(),
                    ctx.channel().localAddress());
            goAway();
            ctx.close();
            return;
        }
        super.userEventTriggered(ctx, evt);
    }
}
