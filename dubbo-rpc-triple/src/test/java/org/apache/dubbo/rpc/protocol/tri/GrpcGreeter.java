package org.apache.dubbo.rpc.protocol.tri;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import interop.proto.HelloReply;
import interop.proto.HelloRequest;
import io.grpc.Context;
import io.grpc.Contexts;
import io.grpc.Metadata;
import io.grpc.MethodDescriptor;
import io.grpc.ServerCall;
import io.grpc.ServerCallHandler;
import io.grpc.ServerInterceptor;
import io.grpc.ServerInterceptors;
import io.grpc.ServerServiceDefinition;
import io.grpc.Status;
import io.grpc.protobuf.ProtoUtils;
import io.grpc.stub.ServerCalls;
import io.grpc.stub.StreamObserver;

/**
 * {@code greeter.proto}'s service for grpc-java: the method descriptors and a server implementation, written
 * against grpc-java's public stub API exactly as {@code protoc-gen-grpc-java} would generate them (that plugin's
 * native binary is not served by the Maven repository this build uses).
 */
final class GrpcGreeter {

    static final String SERVICE = "interop.proto.Greeter";

    static final MethodDescriptor<HelloRequest, HelloReply> SAY_HELLO = method("SayHello",
            MethodDescriptor.MethodType.UNARY);
    static final MethodDescriptor<HelloRequest, HelloReply> SAY_HELLO_STREAM = method("SayHelloStream",
            MethodDescriptor.MethodType.SERVER_STREAMING);
    static final MethodDescriptor<HelloRequest, HelloReply> COLLECT = method("Collect",
            MethodDescriptor.MethodType.CLIENT_STREAMING);
    static final MethodDescriptor<HelloRequest, HelloReply> CHAT = method("Chat",
            MethodDescriptor.MethodType.BIDI_STREAMING);

    private static final Context.Key<Metadata> HEADERS = Context.key("headers");

    private GrpcGreeter() {
    }

    private static MethodDescriptor<HelloRequest, HelloReply> method(String name, MethodDescriptor.MethodType type) {
        return MethodDescriptor.<HelloRequest, HelloReply>newBuilder().setType(type)
                .setFullMethodName(MethodDescriptor.generateFullMethodName(SERVICE, name))
                .setRequestMarshaller(ProtoUtils.marshaller(HelloRequest.getDefaultInstance()))
                .setResponseMarshaller(ProtoUtils.marshaller(HelloReply.getDefaultInstance())).build();
    }

    /** The grpc-java implementation, behaving as the request fields ask. */
    static final class Impl {
        final CountDownLatch cancelled = new CountDownLatch(1);

        ServerServiceDefinition definition() {
            ServerServiceDefinition service = ServerServiceDefinition.builder(SERVICE)
                    .addMethod(SAY_HELLO, ServerCalls.asyncUnaryCall(this::sayHello))
                    .addMethod(SAY_HELLO_STREAM, ServerCalls.asyncServerStreamingCall(this::sayHelloStream))
                    .addMethod(COLLECT, ServerCalls.asyncClientStreamingCall(this::collect))
                    .addMethod(CHAT, ServerCalls.asyncBidiStreamingCall(this::chat))
                    .build();
            return ServerInterceptors.intercept(service, new ServerInterceptor() {
                @Override
                public <Q, R> ServerCall.Listener<Q> interceptCall(ServerCall<Q, R> call, Metadata headers,
                                                                   ServerCallHandler<Q, R> next) {
                    return Contexts.interceptCall(Context.current().withValue(HEADERS, headers), call, headers,
                            next);
                }
            });
        }

        void sayHello(HelloRequest request, StreamObserver<HelloReply> reply) {
            pause(request.getSleepMillis());
            if (request.getFailCode() != 0) {
                reply.onError(Status.fromCodeValue(request.getFailCode()).withDescription(request.getFailMessage())
                        .asRuntimeException());
                return;
            }
            HelloReply.Builder out = HelloReply.newBuilder().setMessage("Hello " + request.getName())
                    .setPayload(request.getPayload());
            if (!request.getMetadataKey().isEmpty()) {
                String value = HEADERS.get().get(Metadata.Key.of(request.getMetadataKey(),
                        Metadata.ASCII_STRING_MARSHALLER));
                out.setMetadataValue(value == null ? "<none>" : value);
            }
            reply.onNext(out.build());
            reply.onCompleted();
        }

        void sayHelloStream(HelloRequest request, StreamObserver<HelloReply> replies) {
            for (int i = 0; i < request.getCount(); i++) {
                pause(request.getSleepMillis());
                if (Context.current().isCancelled()) {
                    cancelled.countDown();
                    return;
                }
                replies.onNext(HelloReply.newBuilder().setMessage("Hello " + request.getName() + " #" + i)
                        .setIndex(i).build());
            }
            if (request.getFailCode() != 0) {
                replies.onError(Status.fromCodeValue(request.getFailCode())
                        .withDescription(request.getFailMessage()).asRuntimeException());
                return;
            }
            replies.onCompleted();
        }

        StreamObserver<HelloRequest> collect(StreamObserver<HelloReply> reply) {
            List<String> names = new ArrayList<>();
            return new StreamObserver<HelloRequest>() {
                @Override
                public void onNext(HelloRequest request) {
                    names.add(request.getName());
                }

                @Override
                public void onError(Throwable t) {
                    cancelled.countDown();
                }

                @Override
                public void onCompleted() {
                    reply.onNext(HelloReply.newBuilder().setMessage(String.join(",", names))
                            .setIndex(names.size()).build());
                    reply.onCompleted();
                }
            };
        }

        StreamObserver<HelloRequest> chat(StreamObserver<HelloReply> replies) {
            return new StreamObserver<HelloRequest>() {
                private int index;

                @Override
                public void onNext(HelloRequest request) {
                    replies.onNext(HelloReply.newBuilder().setMessage("Hello " + request.getName())
                            .setIndex(index++).setPayload(request.getPayload()).build());
                }

                @Override
                public void onError(Throwable t) {
                    cancelled.countDown();
                }

                @Override
                public void onCompleted() {
                    replies.onCompleted();
                }
            };
        }

        private static void pause(long millis) {
            if (millis > 0) {
                try {
                    TimeUnit.MILLISECONDS.sleep(millis);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        }
    }
}
