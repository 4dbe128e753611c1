package org.apache.dubbo.rpc.protocol.tri;

import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

import io.netty.handler.codec.http2.DefaultHttp2Headers;
import io.netty.handler.codec.http2.Http2Headers;
import io.netty.util.AsciiString;
import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.serialize.Serializations;
import org.apache.dubbo.common.stream.StreamObserver;
import org.apache.dubbo.rpc.AppResponse;
import org.apache.dubbo.rpc.AsyncRpcResult;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.InvokeMode;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.RpcInvocation;
import org.apache.dubbo.rpc.ThreadlessExecutor;
import org.apache.dubbo.rpc.TriRpcStatus;
import org.apache.dubbo.rpc.protocol.tri.wire.AttachmentHeaders;
import org.apache.dubbo.rpc.protocol.tri.wire.GrpcHeaders;
import org.apache.dubbo.rpc.protocol.tri.wire.GrpcTimeout;
import org.apache.dubbo.rpc.support.ConsumerExecutor;
import org.apache.dubbo.rpc.support.RpcKeys;

/**
 * A remote triple provider. Each call becomes one HTTP/2 stream on one of the reference's connections (round-robin
 * when there are several): unary calls carry their timeout as {@code grpc-timeout} and are completed on the caller's
 * thread when synchronous (the response is decoded there) or on the consumer executor; streaming calls hand the
 * caller's observer the responses, in order, on the consumer executor, and give back the observer of requests.
 */
final class TripleInvoker<T> implements Invoker<T> {

    private static final AsciiString POST = AsciiString.cached("POST");
    private static final AsciiString HTTP = AsciiString.cached("http");

    private final Class<T> type;
    private final URL url;
    /** Where asynchronous calls' responses and streamed messages are handled ({@link ConsumerExecutor#of}). */
    private final Executor responseExecutor;
    private final TripleService service;
    private final TripleClients.Lease connections;
    private final Consumer<Invoker<?>> onDestroy;
    private final String servicePath;
    private final AsciiString authority;
    private final String group;
    private final String version;
    private final String application;
    private volatile boolean destroyed;

    TripleInvoker(Class<T> type, URL url, TripleClients.Lease connections, Executor responseExecutor,
                  Consumer<Invoker<?>> onDestroy) {
        this.type = type;
        this.url = url;
        this.responseExecutor = responseExecutor;
        this.connections = connections;
        this.onDestroy = onDestroy;
        this.service = new TripleService(type, Serializations.byName(url.getParameter(RpcKeys.SERIALIZATION,
                Serializations.DEFAULT_NAME)));
        this.servicePath = url.getPath() == null || url.getPath().isEmpty() ? type.getName() : url.getPath();
        this.authority = AsciiString.of(url.getAddress());
        this.group = nonEmpty(url.getParameter(RpcKeys.GROUP));
        String v = nonEmpty(url.getParameter(RpcKeys.VERSION));
        this.version = "0.0.0".equals(v) ? null : v;
        this.application = nonEmpty(url.getParameter(RpcKeys.APPLICATION));
    }

    private static String nonEmpty(String value) {
        return value == null || value.isEmpty() ? null : value;
    }

    @Override
    public Class<T> getInterface() {
        return type;
    }

    @Override
    public URL getUrl() {
        return url;
    }

    @Override
    public boolean isAvailable() {
        return !destroyed && connections.isAvailable();
    }

    @Override
    public void destroy() {
        if (destroyed) {
            return;
        }
        destroyed = true;
        connections.release();
        onDestroy.accept(this);
    }

    @Override
    public Result invoke(Invocation invocation) throws RpcException {
        if (destroyed) {
            throw new RpcException("Invoker for " + url.getServiceKey() + " at " + url.getAddress()
                    + " is destroyed; the reference or its provider is gone");
        }
        RpcInvocation rpc = invocation instanceof RpcInvocation ? (RpcInvocation) invocation
                : new RpcInvocation(invocation);
        TripleMethod method = service.of(rpc.getMethodName(), rpc.getParameterTypes());
        if (method == null) {
            throw new RpcException(RpcException.METHOD_NOT_FOUND, "Method " + rpc.getMethodName()
                    + " is not a method of " + type.getName() + " that triple can call");
        }
        switch (method.kind()) {
            case SERVER_STREAM:
                return serverStream(rpc, method);
            case BIDI_STREAM:
                return bidiStream(rpc, method);
            default:
                return unary(rpc, method);
        }
    }

    private int timeout(RpcInvocation rpc) {
        Object explicit = rpc.getObjectAttachment(RpcKeys.TIMEOUT);
        if (explicit != null) {
            try {
                int t = Integer.parseInt(explicit.toString().trim());
                if (t > 0) {
                    return t;
                }
            } catch (NumberFormatException ignored) {
                // fall back to the configured timeout
            }
        }
        return url.getMethodPositiveParameter(rpc.getMethodName(), RpcKeys.TIMEOUT, RpcKeys.DEFAULT_TIMEOUT);
    }

    private Http2Headers headers(RpcInvocation rpc, TripleMethod method, int timeoutMillis) {
        Http2Headers headers = new DefaultHttp2Headers().method(POST).scheme(HTTP).authority(authority)
                .set(GrpcHeaders.CONTENT_TYPE, GrpcHeaders.APPLICATION_GRPC_PROTO)
                .set(GrpcHeaders.TE, GrpcHeaders.TRAILERS)
                .set(GrpcHeaders.USER_AGENT, GrpcHeaders.USER_AGENT_VALUE)
                .set(GrpcHeaders.GRPC_ACCEPT_ENCODING, GrpcHeaders.ACCEPTED_ENCODINGS);
        headers.path("/" + servicePath + "/" + method.wireName());
        if (timeoutMillis > 0) {
            headers.set(GrpcHeaders.GRPC_TIMEOUT, GrpcTimeout.format(TimeUnit.MILLISECONDS.toNanos(timeoutMillis)));
            rpc.setAttachment(RpcKeys.TIMEOUT, String.valueOf(timeoutMillis));
        }
        if (group != null) {
            headers.set(GrpcHeaders.TRI_SERVICE_GROUP, group);
        }
        if (version != null) {
            headers.set(GrpcHeaders.TRI_SERVICE_VERSION, version);
        }
        Object remoteApplication = rpc.getObjectAttachment(RpcKeys.REMOTE_APPLICATION);
        String app = remoteApplication != null ? remoteApplication.toString() : application;
        if (app != null) {
            headers.set(GrpcHeaders.TRI_CONSUMER_APPNAME, app);
        }
        AttachmentHeaders.write(rpc.getObjectAttachments(), headers);
        return headers;
    }

    private String describe(TripleMethod method) {
        return "/" + servicePath + "/" + method.wireName() + " at " + url.getAddress();
    }

    private Result unary(RpcInvocation rpc, TripleMethod method) {
        int timeout = timeout(rpc);
        CompletableFuture<AppResponse> result = new CompletableFuture<>();
        ThreadlessExecutor threadless = rpc.getInvokeMode() == InvokeMode.SYNC ? new ThreadlessExecutor() : null;
        Executor executor = threadless != null ? threadless : responseExecutor;
        UnaryResponse response = new UnaryResponse(method, result, executor);
        ClientCall call = new ClientCall(connections.select(), response, TimeUnit.MILLISECONDS.toNanos(timeout),
                describe(method));
        call.start(headers(rpc, method, timeout));
        try {
            call.sendMessage(method.codec().encodeRequest(rpc.getArguments()), true);
        } catch (MessageTooLargeException e) {
            TriRpcStatus status = TriRpcStatus.fromCode(TriRpcStatus.Code.RESOURCE_EXHAUSTED)
                    .withDescription(e.getMessage() + " (" + describe(method) + ")");
            call.cancel(status);
            throw status.asException();
        } catch (IOException | RuntimeException e) {
            call.cancel(TriRpcStatus.fromCode(TriRpcStatus.Code.INTERNAL).withDescription(
                    "Cannot serialize the request: " + e));
            throw new RpcException(RpcException.SERIALIZATION_EXCEPTION, "Failed to serialize the request of "
                    + describe(method) + ": " + e.getMessage(), e);
        }
        AsyncRpcResult asyncResult = new AsyncRpcResult(result, rpc);
        if (threadless != null) {
            asyncResult.setExecutor(threadless, timeout + 5000L);
        }
        return asyncResult;
    }

    private Result serverStream(RpcInvocation rpc, TripleMethod method) {
        Object[] args = rpc.getArguments();
        @SuppressWarnings("unchecked")
        StreamObserver<Object> responses = (StreamObserver<Object>) args[1];
        StreamResponse response = new StreamResponse(method, responses, responseExecutor);
        ClientCall call = new ClientCall(connections.select(), response, 0, describe(method));
        response.call = call;
        call.start(headers(rpc, method, 0));
        try {
            call.sendMessage(method.codec().encodeRequest(new Object[] {args[0]}), true);
        } catch (IOException | RuntimeException e) {
            call.cancel(TriRpcStatus.fromCode(TriRpcStatus.Code.INTERNAL).withDescription(
                    "Cannot serialize the request: " + e));
        }
        return AsyncRpcResult.newDefaultAsyncResult(rpc);
    }

    private Result bidiStream(RpcInvocation rpc, TripleMethod method) {
        @SuppressWarnings("unchecked")
        StreamObserver<Object> responses = (StreamObserver<Object>) rpc.getArguments()[0];
        StreamResponse response = new StreamResponse(method, responses, responseExecutor);
        ClientCall call = new ClientCall(connections.select(), response, 0, describe(method));
        response.call = call;
        call.start(headers(rpc, method, 0));
        return AsyncRpcResult.newDefaultAsyncResult(new RequestObserver(call, method, response), rpc);
    }

    /** Response attachments: whatever the response headers and trailers carry. */
    static Map<String, Object> attachments(Http2Headers headers, Http2Headers trailers) {
        Map<String, Object> attachments = new HashMap<>();
        if (headers != null) {
            AttachmentHeaders.read(headers, attachments);
        }
        if (trailers != null) {
            AttachmentHeaders.read(trailers, attachments);
        }
        return attachments;
    }

    static RpcException toException(TriRpcStatus status) {
        return status.asException();
    }

    /** The single response of a unary call, decoded on the caller's executor. */
    private static final class UnaryResponse implements ClientCall.Listener {
        private final TripleMethod method;
        private final CompletableFuture<AppResponse> result;
        private final Executor executor;
        private Http2Headers headers;
        private byte[] message;

        UnaryResponse(TripleMethod method, CompletableFuture<AppResponse> result, Executor executor) {
            this.method = method;
            this.result = result;
            this.executor = executor;
        }

        @Override
        public void onHeaders(Http2Headers headers) {
            this.headers = headers;
        }

        @Override
        public boolean onMessage(byte[] message, int credit) {
            if (this.message == null) {
                this.message = message;
            }
            return true;
        }

        @Override
        public void onClose(TriRpcStatus status, Http2Headers trailers) {
            byte[] body = message;
            Http2Headers responseHeaders = headers;
            executor.execute(() -> complete(status, body, responseHeaders, trailers));
        }

        private void complete(TriRpcStatus status, byte[] body, Http2Headers responseHeaders, Http2Headers trailers) {
            if (!status.isOk()) {
                result.completeExceptionally(toException(status));
                return;
            }
            if (body == null) {
                result.completeExceptionally(TriRpcStatus.fromCode(TriRpcStatus.Code.INTERNAL)
                        .withDescription("The provider ended the call without a response message").asException());
                return;
            }
            try {
                AppResponse app;
                if (responseHeaders != null && responseHeaders.contains(GrpcHeaders.TRI_EXCEPTION_CODE)
                        && method.codec().carriesExceptions()) {
                    app = new AppResponse(method.codec().decodeException(body));
                } else {
                    app = new AppResponse(method.codec().decodeResponse(body));
                }
                app.setObjectAttachments(attachments(responseHeaders, trailers));
                result.complete(app);
            } catch (IOException | RuntimeException e) {
                result.completeExceptionally(new RpcException(RpcException.SERIALIZATION_EXCEPTION,
                        "Failed to decode the response of " + method + ": " + e.getMessage(), e));
            }
        }
    }

    /** The responses of a streaming call, handed in order to the caller's observer on the consumer executor. */
    private static final class StreamResponse implements ClientCall.Listener {
        private final TripleMethod method;
        private final StreamObserver<Object> observer;
        private final InboundMessages inbound;
        private volatile Http2Headers headers;
        volatile ClientCall call;

        StreamResponse(TripleMethod method, StreamObserver<Object> observer, Executor executor) {
            this.method = method;
            this.observer = observer;
            this.inbound = new InboundMessages(new SerialExecutor(executor), bytes -> {
                ClientCall c = call;
                if (c != null) {
                    c.consumed(bytes);
                }
            });
            this.inbound.sink(new InboundMessages.Sink() {
                @Override
                public void onMessage(byte[] message) {
                    Object value;
                    try {
                        Http2Headers h = headers;
                        if (h != null && h.contains(GrpcHeaders.TRI_EXCEPTION_CODE)
                                && method.codec().carriesExceptions()) {
                            observer.onError(method.codec().decodeException(message));
                            call.cancel(TriRpcStatus.CANCELLED);
                            return;
                        }
                        value = method.codec().decodeResponse(message);
                    } catch (IOException | RuntimeException e) {
                        call.cancel(TriRpcStatus.fromCode(TriRpcStatus.Code.INTERNAL).withDescription(
                                "Cannot decode a response message: " + e.getMessage()));
                        return;
                    }
                    observer.onNext(value);
                }

                @Override
                public void onEnd() {
                    observer.onCompleted();
                }

                @Override
                public void onAbort(Throwable cause) {
                    observer.onError(cause);
                }
            });
        }

        @Override
        public void onHeaders(Http2Headers headers) {
            this.headers = headers;
        }

        @Override
        public boolean onMessage(byte[] message, int credit) {
            inbound.add(message, credit);
            return false;
        }

        @Override
        public void onClose(TriRpcStatus status, Http2Headers trailers) {
            if (status.isOk()) {
                inbound.end();
            } else if (status.code == TriRpcStatus.Code.CANCELLED || status.code == TriRpcStatus.Code.UNAVAILABLE
                    || status.code == TriRpcStatus.Code.DEADLINE_EXCEEDED) {
                // the call was cut short: what has not been delivered yet is dropped
                inbound.abort(toException(status));
            } else {
                // the provider ended the stream with an error after its last message
                inbound.end(toException(status));
            }
        }
    }

    /** What the caller of a client- or bidirectional-streaming method sends its requests through. */
    private static final class RequestObserver implements ClientStreamObserver<Object> {
        private final ClientCall call;
        private final TripleMethod method;
        private final StreamResponse response;
        private boolean ended;

        RequestObserver(ClientCall call, TripleMethod method, StreamResponse response) {
            this.call = call;
            this.method = method;
            this.response = response;
        }

        @Override
        public synchronized void onNext(Object value) {
            if (ended) {
                throw new IllegalStateException("onNext after onCompleted or onError");
            }
            if (call.isFinished()) {
                throw TriRpcStatus.CANCELLED.withDescription("The call has ended").asException();
            }
            try {
                call.sendMessage(method.codec().encodeRequest(new Object[] {value}), false);
            } catch (IOException e) {
                throw new RpcException(RpcException.SERIALIZATION_EXCEPTION, "Cannot serialize a request message: "
                        + e.getMessage(), e);
            }
        }

        /** Cancels the call: the provider sees the stream reset, the response observer gets CANCELLED. */
        @Override
        public synchronized void onError(Throwable throwable) {
            if (ended) {
                return;
            }
            ended = true;
            call.cancel(TriRpcStatus.fromCode(TriRpcStatus.Code.CANCELLED).withDescription(
                    "Cancelled by the caller: " + throwable).withCause(throwable));
        }

        @Override
        public synchronized void onCompleted() {
            if (ended) {
                return;
            }
            ended = true;
            call.halfClose();
        }

        @Override
        public void request(int count) {
            response.inbound.request(count);
        }

        @Override
        public void setCompression(String compression) {
            if (compression != null && !"identity".equalsIgnoreCase(compression)) {
                throw new UnsupportedOperationException("Only identity compression is supported, not " + compression);
            }
        }

        @Override
        public void disableAutoFlowControl() {
            response.inbound.disableAutoRequest();
        }
    }

    @Override
    public String toString() {
        return "TripleInvoker[" + url.toIdentityString() + "]";
    }
}
