package org.apache.dubbo.rpc.protocol.tri;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import io.netty.buffer.ByteBuf;
import io.netty.handler.codec.http2.DefaultHttp2Headers;
import io.netty.handler.codec.http2.Http2Headers;
import org.apache.dubbo.common.stream.StreamObserver;
import org.apache.dubbo.remoting.transport.ChannelOverloadedException;
import org.apache.dubbo.remoting.transport.ServerChannel;
import org.apache.dubbo.rpc.AppResponse;
import org.apache.dubbo.rpc.AsyncRpcResult;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcContext;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.RpcInvocation;
import org.apache.dubbo.rpc.StatusRpcException;
import org.apache.dubbo.rpc.TriRpcStatus;
import org.apache.dubbo.rpc.protocol.tri.wire.AttachmentHeaders;
import org.apache.dubbo.rpc.protocol.tri.wire.GrpcHeaders;
import org.apache.dubbo.rpc.protocol.tri.wire.MessageFramer;
import org.apache.dubbo.rpc.protocol.tri.wire.WrappedRequest;
import org.apache.dubbo.rpc.support.RpcKeys;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One call received on a triple server. The IO thread feeds it the request headers, messages and half-close; the
 * call runs the service on the business pool ({@link SerialExecutor}, so a stream's messages stay in order) through
 * the exported invoker and its filters, and sends its answer through the connection's bounded writer: response
 * headers, messages, then trailers with the status and the response attachments. A deadline ({@code grpc-timeout}),
 * a reset by the client or a lost connection cancel it: what the service does afterwards is dropped, and a
 * streaming service's request observer hears {@code onError(CANCELLED)}.
 */
final class ServerCall extends TripleStream {

    private static final Logger log = LoggerFactory.getLogger(ServerCall.class);
    /** How long a response write may wait for a congested connection when the call has no deadline. */
    private static final long DEFAULT_WRITE_WAIT_NANOS = TimeUnit.SECONDS.toNanos(60);

    private final TripleServerHandler handler;
    private final ServerChannel serverChannel;
    private final TripleServer server;
    private final TripleExport export;
    private final List<TripleMethod> candidates;
    private final Http2Headers requestHeaders;
    private final long deadlineNanos;
    /** Single-request calls run straight on the business pool; a stream's tasks run in order on its own queue. */
    private final java.util.concurrent.Executor executor;
    /** The request messages of a bidirectional call on their way to the service; null for single-request calls. */
    private final InboundMessages inbound;

    private TripleMethod method;
    private PayloadCodec codec;
    /** The single request of a unary or server-streaming call (IO thread). */
    private byte[] request;
    private boolean halfClosed;
    private volatile boolean headersSent;
    private volatile boolean closed;
    private volatile boolean cancelled;

    ServerCall(TripleServerHandler handler, ServerChannel serverChannel, TripleServer server, TripleExport export,
               List<TripleMethod> candidates, Http2Headers requestHeaders, long timeoutNanos) {
        this.handler = handler;
        this.serverChannel = serverChannel;
        this.server = server;
        this.export = export;
        this.candidates = candidates;
        this.requestHeaders = requestHeaders;
        this.deadlineNanos = timeoutNanos > 0 ? System.nanoTime() + timeoutNanos : 0;
        if (candidates.size() == 1) {
            this.method = candidates.get(0);
            this.codec = method.codec();
        }
        if (method != null && method.kind() == CallKind.BIDI_STREAM) {
            SerialExecutor serial = new SerialExecutor(server.callExecutor());
            this.executor = serial;
            this.inbound = new InboundMessages(serial, bytes -> handler.returnCredit(this, bytes));
        } else {
            this.executor = server.callExecutor();
            this.inbound = null;
        }
        server.callStarted();
    }

    /** IO thread: the headers were accepted. A bidirectional call starts the service at once. */
    void start() {
        if (method != null && method.kind() == CallKind.BIDI_STREAM) {
            dispatch(this::startBidi);
        }
    }

    @Override
    void onHeaders(Http2Headers headers, boolean endStream, boolean first) {
        if (endStream) {
            onHalfClose();
        }
    }

    @Override
    boolean onMessage(byte[] message, int credit) {
        if (closed) {
            return true;
        }
        if (method != null && method.kind() == CallKind.BIDI_STREAM) {
            inbound.add(message, credit);
            return false;
        }
        if (request != null) {
            handler.abortFromHere(handler.context(), this, TriRpcStatus.fromCode(TriRpcStatus.Code.INTERNAL)
                    .withDescription("More than one request message for a call that takes one"));
            return true;
        }
        request = message;
        return true;
    }

    @Override
    void onHalfClose() {
        if (halfClosed || closed) {
            return;
        }
        halfClosed = true;
        if (method != null && method.kind() == CallKind.BIDI_STREAM) {
            inbound.end();
            return;
        }
        if (request == null) {
            handler.abortFromHere(handler.context(), this, TriRpcStatus.fromCode(TriRpcStatus.Code.INTERNAL)
                    .withDescription("The client ended the call without sending its request message"));
            return;
        }
        byte[] body = request;
        request = null;
        dispatch(() -> invokeSingleRequest(body));
    }

    /** Runs {@code task} on the business pool; a full pool ends the call with RESOURCE_EXHAUSTED at once. */
    private void dispatch(Runnable task) {
        try {
            executor.execute(task);
        } catch (java.util.concurrent.RejectedExecutionException e) {
            log.warn("Refusing {}: the business thread pool of {} is exhausted", this, server.getAddress());
            handler.abortFromHere(handler.context(), this, TriRpcStatus.fromCode(
                    TriRpcStatus.Code.RESOURCE_EXHAUSTED).withDescription("Server side (" + serverChannel
                    .localAddress() + ") thread pool is exhausted"));
        }
    }

    @Override
    void onAborted(TriRpcStatus status) {
        log.debug("Call {} aborted: {} (closed already: {})", this, status, closed);
        if (closed) {
            return;
        }
        cancelled = true;
        closed = true;
        cancelDeadline();
        server.callEnded();
        if (inbound != null) {
            inbound.abort(status.asException());
        }
    }

    /** Event loop: the deadline passed before the call ended. */
    void onDeadline() {
        if (closed) {
            return;
        }
        log.debug("Call {} exceeded its deadline", this);
        TriRpcStatus status = TriRpcStatus.fromCode(TriRpcStatus.Code.DEADLINE_EXCEEDED)
                .withDescription("Deadline exceeded on the server after " + requestHeaders.get(
                        GrpcHeaders.GRPC_TIMEOUT));
        handler.abortFromHere(handler.context(), this, status);
    }

    private void invokeSingleRequest(byte[] body) {
        if (closed) {
            return;
        }
        Object[] args;
        try {
            args = decodeSingleRequest(body);
        } catch (IOException | RuntimeException e) {
            log.warn("Cannot decode a request for {} from {}: {}", export.serviceKey(),
                    serverChannel.remoteAddress(), e.toString());
            close(TriRpcStatus.fromCode(method == null ? TriRpcStatus.Code.UNIMPLEMENTED
                    : TriRpcStatus.Code.INVALID_ARGUMENT).withDescription("Cannot decode the request: " + e
                    .getMessage()), null);
            return;
        }
        if (method.kind() == CallKind.SERVER_STREAM) {
            Object[] withObserver = {args[0], new ResponseObserver()};
            Result result = invoke(withObserver);
            if (result != null && result.hasException()) {
                failStream(result.getException());
            }
            return;
        }
        Result result = invoke(args);
        if (result == null) {
            return;
        }
        CompletableFuture<AppResponse> future = result instanceof AsyncRpcResult
                ? ((AsyncRpcResult) result).getResponseFuture() : CompletableFuture.completedFuture(
                toAppResponse(result));
        future.whenComplete((app, error) -> {
            if (error != null) {
                close(statusOf(error), null);
            } else {
                respond(app);
            }
        });
    }

    /** Picks the method (wrapped overloads by their argument type names) and decodes the arguments. */
    private Object[] decodeSingleRequest(byte[] body) throws IOException {
        if (method != null && method.isProtobuf()) {
            return codec.decodeRequest(body);
        }
        WrappedRequest wrapped = WrappedRequest.parse(body);
        if (method == null) {
            for (TripleMethod m : candidates) {
                if (!m.isProtobuf() && ((WrappedCodec) m.codec()).argTypeNames().equals(wrapped.argTypes())) {
                    method = m;
                    break;
                }
            }
            if (method == null) {
                throw new IOException("No method " + candidates.get(0).javaName() + " takes " + wrapped.argTypes());
            }
        }
        WrappedCodec wrappedCodec = ((WrappedCodec) method.codec())
                .withSerialization(WrappedCodec.fromWireName(wrapped.serializeType()));
        codec = wrappedCodec;
        return wrappedCodec.decodeArguments(wrapped);
    }

    private void startBidi() {
        if (closed) {
            return;
        }
        Result result = invoke(new Object[] {new ResponseObserver()});
        if (result == null) {
            return;
        }
        if (result.hasException()) {
            failStream(result.getException());
            return;
        }
        Object value = result.getValue();
        if (!(value instanceof StreamObserver)) {
            close(TriRpcStatus.fromCode(TriRpcStatus.Code.INTERNAL).withDescription(method.javaName()
                    + " returned " + value + " instead of the StreamObserver of its requests"), null);
            return;
        }
        @SuppressWarnings("unchecked")
        StreamObserver<Object> requests = (StreamObserver<Object>) value;
        inbound.sink(new InboundMessages.Sink() {
            @Override
            public void onMessage(byte[] message) {
                Object decoded;
                try {
                    decoded = decodeStreamMessage(message);
                } catch (IOException | RuntimeException e) {
                    TriRpcStatus status = TriRpcStatus.fromCode(TriRpcStatus.Code.INVALID_ARGUMENT)
                            .withDescription("Cannot decode a request message: " + e.getMessage());
                    requests.onError(status.asException());
                    close(status, null);
                    return;
                }
                requests.onNext(decoded);
            }

            @Override
            public void onEnd() {
                requests.onCompleted();
            }

            @Override
            public void onAbort(Throwable cause) {
                requests.onError(cause);
            }
        });
    }

    private Object decodeStreamMessage(byte[] message) throws IOException {
        if (method.isProtobuf()) {
            return codec.decodeRequest(message)[0];
        }
        WrappedRequest wrapped = WrappedRequest.parse(message);
        WrappedCodec wrappedCodec = ((WrappedCodec) method.codec())
                .withSerialization(WrappedCodec.fromWireName(wrapped.serializeType()));
        codec = wrappedCodec;
        return wrappedCodec.decodeArguments(wrapped)[0];
    }

    /** Runs the exported invoker; a failure to invoke at all ends the call and returns null. */
    private Result invoke(Object[] args) {
        RpcInvocation invocation = new RpcInvocation(method.javaName(), export.invoker().getInterface().getName(),
                null, method.method().getParameterTypes(), args);
        invocation.setObjectAttachments(attachments());
        Invoker<?> invoker = export.invoker();
        invocation.setInvoker(invoker);
        invocation.setTargetServiceUniqueName(export.serviceKey());
        invocation.setReturnType(method.method().getReturnType(), method.method().getGenericReturnType());
        RpcContext.getServiceContext().setRemoteAddress(serverChannel.remoteAddress())
                .setLocalAddress(serverChannel.localAddress());
        try {
            return invoker.invoke(invocation);
        } catch (Throwable e) {
            close(statusOf(e), null);
            return null;
        } finally {
            RpcContext.removeServiceContext();
        }
    }

    private Map<String, Object> attachments() {
        Map<String, Object> attachments = new HashMap<>();
        AttachmentHeaders.read(requestHeaders, attachments);
        String path = requestHeaders.path().toString();
        String service = path.substring(1, path.lastIndexOf('/'));
        attachments.put(RpcKeys.PATH, service);
        attachments.put(RpcKeys.INTERFACE, export.invoker().getInterface().getName());
        putIfPresent(attachments, RpcKeys.GROUP, requestHeaders.get(GrpcHeaders.TRI_SERVICE_GROUP));
        putIfPresent(attachments, RpcKeys.VERSION, requestHeaders.get(GrpcHeaders.TRI_SERVICE_VERSION));
        putIfPresent(attachments, RpcKeys.REMOTE_APPLICATION, requestHeaders.get(GrpcHeaders.TRI_CONSUMER_APPNAME));
        if (deadlineNanos != 0) {
            long remaining = TimeUnit.NANOSECONDS.toMillis(deadlineNanos - System.nanoTime());
            attachments.put(RpcKeys.TIMEOUT, String.valueOf(Math.max(1, remaining)));
        }
        return attachments;
    }

    private static void putIfPresent(Map<String, Object> map, String key, CharSequence value) {
        if (value != null && value.length() > 0) {
            map.put(key, value.toString());
        }
    }

    private static AppResponse toAppResponse(Result result) {
        AppResponse app = result.hasException() ? new AppResponse(result.getException())
                : new AppResponse(result.getValue());
        app.setObjectAttachments(result.getObjectAttachments());
        return app;
    }

    private void respond(AppResponse app) {
        if (closed) {
            return;
        }
        Map<String, Object> responseAttachments = app.getObjectAttachments();
        if (app.hasException()) {
            Throwable error = app.getException();
            if (error instanceof StatusRpcException || !codec.carriesExceptions()) {
                close(statusOf(error), responseAttachments);
                return;
            }
            try {
                sendHeaders(true);
                sendMessage(codec.encodeException(error));
                close(TriRpcStatus.OK, responseAttachments);
            } catch (IOException | RuntimeException e) {
                close(TriRpcStatus.fromCode(TriRpcStatus.Code.INTERNAL).withDescription(
                        "Cannot serialize the exception " + error + ": " + e), null);
            }
            return;
        }
        try {
            MessageFramer.Body body = codec.encodeResponse(app.getValue());
            checkSize(body);
            sendHeaders(false);
            sendMessage(body);
            close(TriRpcStatus.OK, responseAttachments);
        } catch (MessageTooLargeException e) {
            log.warn("Refusing to send the result of {}#{} to {}: {}", export.serviceKey(), method.javaName(),
                    serverChannel.remoteAddress(), e.getMessage());
            close(TriRpcStatus.fromCode(TriRpcStatus.Code.RESOURCE_EXHAUSTED).withDescription(e.getMessage()), null);
        } catch (IOException | RuntimeException e) {
            log.warn("Cannot serialize the result of {}#{}: {}", export.serviceKey(), method.javaName(), e.toString());
            close(TriRpcStatus.fromCode(TriRpcStatus.Code.INTERNAL).withDescription(
                    "Cannot serialize the result: " + e.getMessage()), null);
        }
    }

    private void failStream(Throwable error) {
        close(statusOf(error), null);
    }

    private TriRpcStatus statusOf(Throwable error) {
        Throwable e = error instanceof java.util.concurrent.CompletionException && error.getCause() != null
                ? error.getCause() : error;
        TriRpcStatus status = TriRpcStatus.getStatus(e);
        if (status.description == null) {
            status = status.withDescription(e.toString());
        }
        if (!(e instanceof StatusRpcException) && !(e instanceof RpcException)) {
            // what grpc-java reports for an exception escaping a service: UNKNOWN, with the exception's text
            status = new TriRpcStatus(TriRpcStatus.Code.UNKNOWN, e, e.toString());
        }
        return status;
    }

    private void sendHeaders(boolean exception) {
        if (headersSent) {
            return;
        }
        headersSent = true;
        Http2Headers headers = new DefaultHttp2Headers().status("200")
                .set(GrpcHeaders.CONTENT_TYPE, GrpcHeaders.APPLICATION_GRPC);
        if (exception) {
            headers.setInt(GrpcHeaders.TRI_EXCEPTION_CODE, RpcException.BIZ_EXCEPTION);
        }
        write(new StreamCommand.Headers(this, headers, false), 0);
    }

    private void checkSize(MessageFramer.Body body) throws MessageTooLargeException {
        int limit = server.options().payload();
        if (limit > 0 && body.size() > limit) {
            throw new MessageTooLargeException("The response message of " + body.size()
                    + " bytes exceeds the payload limit of " + limit + " bytes");
        }
    }

    private void sendMessage(MessageFramer.Body body) throws IOException {
        checkSize(body);
        ByteBuf framed = MessageFramer.frame(serverChannel.channel().alloc(), body);
        write(new StreamCommand.Data(this, framed, false), framed.readableBytes());
    }

    /** Ends the call with {@code status}: trailers (or trailers only when nothing was sent yet). */
    void close(TriRpcStatus status, Map<String, Object> responseAttachments) {
        synchronized (this) {
            if (closed) {
                return;
            }
            closed = true;
        }
        cancelDeadline();
        server.callEnded();
        if (!status.isOk() && inbound != null) {
            inbound.abort(status.asException());
        }
        Http2Headers trailers = trailers(status, responseAttachments, !headersSent);
        headersSent = true;
        write(new StreamCommand.Headers(this, trailers, true), 0);
    }

    static Http2Headers trailers(TriRpcStatus status, Map<String, Object> attachments, boolean trailersOnly) {
        Http2Headers trailers = new DefaultHttp2Headers();
        if (trailersOnly) {
            trailers.status("200").set(GrpcHeaders.CONTENT_TYPE, GrpcHeaders.APPLICATION_GRPC);
        }
        AttachmentHeaders.write(attachments, trailers);
        trailers.setInt(GrpcHeaders.GRPC_STATUS, status.code.code);
        if (!status.isOk()) {
            trailers.set(GrpcHeaders.GRPC_MESSAGE, status.toEncodedMessage());
        }
        return trailers;
    }

    private void write(Object command, int size) {
        long deadline = deadlineNanos != 0 ? deadlineNanos : System.nanoTime() + DEFAULT_WRITE_WAIT_NANOS;
        try {
            serverChannel.writer().write(command, size, error -> {
                if (error != null && !cancelled) {
                    log.debug("Writing to {} failed: {}", serverChannel, error.toString());
                }
            }, deadline);
        } catch (ChannelOverloadedException e) {
            log.warn("Ending call {} of {}: {}", id, serverChannel, e.getMessage());
            serverChannel.channel().eventLoop().execute(() -> handler.abortFromHere(handler.context(), this,
                    TriRpcStatus.fromCode(TriRpcStatus.Code.RESOURCE_EXHAUSTED).withDescription(e.getMessage())));
        }
    }

    @Override
    public String toString() {
        InetSocketAddress remote = serverChannel.remoteAddress();
        return "stream " + id + " from " + remote + " " + requestHeaders.path();
    }

    /** What a streaming service sends its responses to. */
    private final class ResponseObserver implements ServerStreamObserver<Object> {

        @Override
        public void onNext(Object value) {
            if (closed) {
                if (cancelled) {
                    throw TriRpcStatus.CANCELLED.withDescription("The call was cancelled").asException();
                }
                throw new IllegalStateException("onNext after the call ended");
            }
            try {
                MessageFramer.Body body = codec.encodeResponse(value);
                checkSize(body);
                sendHeaders(false);
                sendMessage(body);
            } catch (MessageTooLargeException e) {
                close(TriRpcStatus.fromCode(TriRpcStatus.Code.RESOURCE_EXHAUSTED).withDescription(e.getMessage()),
                        null);
                throw TriRpcStatus.fromCode(TriRpcStatus.Code.RESOURCE_EXHAUSTED).withDescription(e.getMessage())
                        .asException();
            } catch (IOException e) {
                close(TriRpcStatus.fromCode(TriRpcStatus.Code.INTERNAL).withDescription(
                        "Cannot serialize a response message: " + e.getMessage()), null);
            }
        }

        @Override
        public void onError(Throwable throwable) {
            close(statusOf(throwable), null);
        }

        @Override
        public void onCompleted() {
            close(TriRpcStatus.OK, null);
        }

        @Override
        public void request(int count) {
            if (inbound != null) {
                inbound.request(count);
            }
        }

        @Override
        public void setCompression(String compression) {
            if (compression != null && !"identity".equalsIgnoreCase(compression)) {
                throw new UnsupportedOperationException("Only identity compression is supported, not " + compression);
            }
        }

        @Override
        public void disableAutoFlowControl() {
            if (inbound != null) {
                inbound.disableAutoRequest();
            }
        }
    }
}
