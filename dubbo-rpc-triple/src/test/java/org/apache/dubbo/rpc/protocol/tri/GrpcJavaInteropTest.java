package org.apache.dubbo.rpc.protocol.tri;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import com.google.protobuf.ByteString;
import interop.proto.Greeter;
import interop.proto.HelloReply;
import interop.proto.HelloRequest;
import io.grpc.CallOptions;
import io.grpc.ClientInterceptors;
import io.grpc.Grpc;
import io.grpc.InsecureChannelCredentials;
import io.grpc.InsecureServerCredentials;
import io.grpc.ManagedChannel;
import io.grpc.Metadata;
import io.grpc.Server;
import io.grpc.Status;
import io.grpc.StatusRuntimeException;
import io.grpc.stub.ClientCalls;
import io.grpc.stub.MetadataUtils;
import io.grpc.stub.StreamObserver;
import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.common.utils.NetUtils;
import org.apache.dubbo.rpc.Exporter;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Protocol;
import org.apache.dubbo.rpc.ProxyFactory;
import org.apache.dubbo.rpc.RpcContext;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.StatusRpcException;
import org.apache.dubbo.rpc.TriRpcStatus;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Black-box interoperability with grpc-java 1.85 (its shaded Netty transport and protobuf stubs) in both
 * directions: grpc-java's client against our triple provider, and our triple consumer against grpc-java's server.
 */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
class GrpcJavaInteropTest {

    private static final int FOUR_MIB = 4 * 1024 * 1024;

    private static HelloRequest named(String name) {
        return HelloRequest.newBuilder().setName(name).build();
    }

    private static byte[] fourMib() {
        byte[] bytes = new byte[FOUR_MIB];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = (byte) (i % 253);
        }
        return bytes;
    }

    /** grpc-java's client calls our provider. */
    @Nested
    class GrpcClientOurServer {
        private final Protocol protocol = ExtensionLoader.getExtensionLoader(Protocol.class).getExtension("tri");
        private final ProxyFactory proxies = ExtensionLoader.getExtensionLoader(ProxyFactory.class)
                .getExtension("jdk");
        private final GreeterService service = new GreeterService();
        private final int port = NetUtils.getAvailablePort();
        private final Exporter<Greeter> exporter = protocol.export(proxies.getInvoker(service, Greeter.class,
                URL.valueOf("tri://127.0.0.1:" + port + "/" + Greeter.class.getName() + "?interface="
                        + Greeter.class.getName())));
        private final ManagedChannel channel = Grpc.newChannelBuilderForAddress("127.0.0.1", port,
                InsecureChannelCredentials.create()).maxInboundMessageSize(16 * 1024 * 1024).build();

        @AfterEach
        void close() throws InterruptedException {
            channel.shutdownNow().awaitTermination(10, TimeUnit.SECONDS);
            exporter.unexport();
        }

        @Test
        void unary() {
            HelloReply reply = ClientCalls.blockingUnaryCall(channel, GrpcGreeter.SAY_HELLO, CallOptions.DEFAULT,
                    named("grpc 世界"));
            assertEquals("Hello grpc 世界", reply.getMessage());
        }

        @Test
        void serverStreaming() {
            Iterator<HelloReply> replies = ClientCalls.blockingServerStreamingCall(channel,
                    GrpcGreeter.SAY_HELLO_STREAM, CallOptions.DEFAULT, HelloRequest.newBuilder().setName("s")
                            .setCount(4).build());
            List<String> messages = new ArrayList<>();
            replies.forEachRemaining(r -> messages.add(r.getMessage()));
            assertEquals(Arrays.asList("Hello s #0", "Hello s #1", "Hello s #2", "Hello s #3"), messages);
        }

        @Test
        void clientStreaming() throws Exception {
            GrpcCollector reply = new GrpcCollector();
            StreamObserver<HelloRequest> requests = ClientCalls.asyncClientStreamingCall(
                    channel.newCall(GrpcGreeter.COLLECT, CallOptions.DEFAULT), reply);
            requests.onNext(named("x"));
            requests.onNext(named("y"));
            requests.onCompleted();
            assertEquals(Arrays.asList("x,y"), reply.await());
        }

        @Test
        void bidirectionalStreaming() throws Exception {
            GrpcCollector replies = new GrpcCollector();
            StreamObserver<HelloRequest> requests = ClientCalls.asyncBidiStreamingCall(
                    channel.newCall(GrpcGreeter.CHAT, CallOptions.DEFAULT), replies);
            for (int i = 0; i < 20; i++) {
                requests.onNext(named("b" + i));
            }
            requests.onCompleted();
            assertEquals(20, replies.await().size());
            assertEquals("Hello b19", replies.messages.get(19));
        }

        @Test
        void deadlineExceeded() {
            StatusRuntimeException e = assertThrows(StatusRuntimeException.class, () -> ClientCalls.blockingUnaryCall(
                    channel, GrpcGreeter.SAY_HELLO, CallOptions.DEFAULT.withDeadlineAfter(200, TimeUnit.MILLISECONDS),
                    HelloRequest.newBuilder().setName("slow").setSleepMillis(2000).build()));
            assertEquals(Status.Code.DEADLINE_EXCEEDED, e.getStatus().getCode());
        }

        @Test
        void statusAndMessage() {
            StatusRuntimeException e = assertThrows(StatusRuntimeException.class, () -> ClientCalls.blockingUnaryCall(
                    channel, GrpcGreeter.SAY_HELLO, CallOptions.DEFAULT, HelloRequest.newBuilder().setName("x")
                            .setFailCode(7).setFailMessage("denied: 名前 100%").build()));
            assertEquals(Status.Code.PERMISSION_DENIED, e.getStatus().getCode());
            assertEquals("denied: 名前 100%", e.getStatus().getDescription());
        }

        @Test
        void unknownMethodIsUnimplemented() {
            StatusRuntimeException e = assertThrows(StatusRuntimeException.class, () -> ClientCalls.blockingUnaryCall(
                    channel, GrpcGreeter.SAY_HELLO.toBuilder().setFullMethodName("interop.proto.Greeter/Nope")
                            .build(), CallOptions.DEFAULT, named("x")));
            assertEquals(Status.Code.UNIMPLEMENTED, e.getStatus().getCode());
            StatusRuntimeException service = assertThrows(StatusRuntimeException.class, () -> ClientCalls
                    .blockingUnaryCall(channel, GrpcGreeter.SAY_HELLO.toBuilder().setFullMethodName(
                            "no.Such/SayHello").build(), CallOptions.DEFAULT, named("x")));
            assertEquals(Status.Code.UNIMPLEMENTED, service.getStatus().getCode());
        }

        @Test
        void metadataBecomesAttachments() {
            Metadata headers = new Metadata();
            headers.put(Metadata.Key.of("x-trace", Metadata.ASCII_STRING_MARSHALLER), "t-1");
            HelloReply reply = ClientCalls.blockingUnaryCall(ClientInterceptors.intercept(channel,
                    MetadataUtils.newAttachHeadersInterceptor(headers)), GrpcGreeter.SAY_HELLO, CallOptions.DEFAULT,
                    HelloRequest.newBuilder().setName("m").setMetadataKey("x-trace").build());
            assertEquals("t-1", reply.getMetadataValue());
        }

        @Test
        void fourMebibyteMessage() {
            byte[] bytes = fourMib();
            HelloReply reply = ClientCalls.blockingUnaryCall(channel, GrpcGreeter.SAY_HELLO, CallOptions.DEFAULT,
                    HelloRequest.newBuilder().setName("big").setPayload(ByteString.copyFrom(bytes)).build());
            assertArrayEquals(bytes, reply.getPayload().toByteArray());
        }

        @Test
        void sixtyFourConcurrentCallers() throws Exception {
            concurrently(name -> ClientCalls.blockingUnaryCall(channel, GrpcGreeter.SAY_HELLO, CallOptions.DEFAULT,
                    named(name)).getMessage());
        }

        @Test
        void grpcClientCancelsAStream() throws Exception {
            GrpcCollector replies = new GrpcCollector();
            io.grpc.ClientCall<HelloRequest, HelloReply> call = channel.newCall(GrpcGreeter.CHAT,
                    CallOptions.DEFAULT);
            StreamObserver<HelloRequest> requests = ClientCalls.asyncBidiStreamingCall(call, replies);
            requests.onNext(named("first"));
            assertTrue(replies.first.await(20, TimeUnit.SECONDS));
            call.cancel("enough", null);
            assertTrue(service.cancelled.await(20, TimeUnit.SECONDS), "our service heard of the cancellation");
        }
    }

    /** Our consumer calls grpc-java's server. */
    @Nested
    class OurClientGrpcServer {
        private final Protocol protocol = ExtensionLoader.getExtensionLoader(Protocol.class).getExtension("tri");
        private final ProxyFactory proxies = ExtensionLoader.getExtensionLoader(ProxyFactory.class)
                .getExtension("jdk");
        private final GrpcGreeter.Impl impl = new GrpcGreeter.Impl();
        private final Server server;
        private final List<Invoker<?>> invokers = new ArrayList<>();

        OurClientGrpcServer() throws Exception {
            server = Grpc.newServerBuilderForPort(0, InsecureServerCredentials.create())
                    .addService(impl.definition()).maxInboundMessageSize(16 * 1024 * 1024).build().start();
        }

        @AfterEach
        void close() throws InterruptedException {
            invokers.forEach(Invoker::destroy);
            server.shutdownNow().awaitTermination(10, TimeUnit.SECONDS);
            RpcContext.removeContext();
        }

        private Greeter greeter(String extra) {
            Invoker<Greeter> invoker = protocol.refer(Greeter.class, URL.valueOf("tri://127.0.0.1:"
                    + server.getPort() + "/" + Greeter.class.getName() + "?interface=" + Greeter.class.getName()
                    + "&timeout=10000" + extra));
            invokers.add(invoker);
            return proxies.getProxy(invoker);
        }

        @Test
        void unary() {
            assertEquals("Hello 世界", greeter("").sayHello(named("世界")).getMessage());
        }

        @Test
        void serverStreaming() throws Exception {
            TripleProtocolTest.Collector replies = new TripleProtocolTest.Collector();
            greeter("").sayHelloStream(HelloRequest.newBuilder().setName("g").setCount(3).build(), replies);
            assertEquals(Arrays.asList("Hello g #0", "Hello g #1", "Hello g #2"), replies.await());
        }

        @Test
        void clientStreaming() throws Exception {
            TripleProtocolTest.Collector reply = new TripleProtocolTest.Collector();
            org.apache.dubbo.common.stream.StreamObserver<HelloRequest> requests = greeter("").collect(reply);
            requests.onNext(named("p"));
            requests.onNext(named("q"));
            requests.onCompleted();
            assertEquals(Arrays.asList("p,q"), reply.await());
        }

        @Test
        void bidirectionalStreaming() throws Exception {
            TripleProtocolTest.Collector replies = new TripleProtocolTest.Collector();
            org.apache.dubbo.common.stream.StreamObserver<HelloRequest> requests = greeter("").chat(replies);
            for (int i = 0; i < 20; i++) {
                requests.onNext(named("c" + i));
            }
            requests.onCompleted();
            assertEquals(20, replies.await().size());
        }

        @Test
        void deadlineExceeded() {
            Greeter greeter = greeter("&timeout=200");
            RpcException e = assertThrows(RpcException.class, () -> greeter.sayHello(HelloRequest.newBuilder()
                    .setName("slow").setSleepMillis(2000).build()));
            assertTrue(e.isTimeout(), e::toString);
        }

        @Test
        void statusAndMessage() {
            StatusRpcException e = assertThrows(StatusRpcException.class, () -> greeter("").sayHello(HelloRequest
                    .newBuilder().setName("x").setFailCode(8).setFailMessage("quota: 名前 50%").build()));
            assertEquals(TriRpcStatus.Code.RESOURCE_EXHAUSTED, e.getStatus().code);
            assertEquals("quota: 名前 50%", e.getStatus().description);
        }

        @Test
        void attachmentsBecomeMetadata() {
            RpcContext.getClientAttachment().setAttachment("x-trace", "t-2");
            assertEquals("t-2", greeter("").sayHello(HelloRequest.newBuilder().setName("m")
                    .setMetadataKey("x-trace").build()).getMetadataValue());
        }

        @Test
        void fourMebibyteMessage() {
            byte[] bytes = fourMib();
            HelloReply reply = greeter("").sayHello(HelloRequest.newBuilder().setName("big")
                    .setPayload(ByteString.copyFrom(bytes)).build());
            assertArrayEquals(bytes, reply.getPayload().toByteArray());
        }

        @Test
        void sixtyFourConcurrentCallers() throws Exception {
            Greeter greeter = greeter("&timeout=30000");
            concurrently(name -> greeter.sayHello(named(name)).getMessage());
        }

        @Test
        void ourClientCancelsAStream() throws Exception {
            TripleProtocolTest.Collector replies = new TripleProtocolTest.Collector();
            org.apache.dubbo.common.stream.StreamObserver<HelloRequest> requests = greeter("").chat(replies);
            requests.onNext(named("first"));
            assertTrue(replies.firstMessage.await(20, TimeUnit.SECONDS));
            requests.onError(new IllegalStateException("enough"));
            assertTrue(impl.cancelled.await(20, TimeUnit.SECONDS), "grpc-java's service heard of the cancellation");
            assertTrue(replies.done.await(20, TimeUnit.SECONDS));
            assertEquals(TriRpcStatus.Code.CANCELLED, assertInstanceOf(StatusRpcException.class, replies.error)
                    .getStatus().code);
        }
    }

    interface Call {
        String hello(String name) throws Exception;
    }

    static void concurrently(Call call) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(64);
        try {
            CountDownLatch start = new CountDownLatch(1);
            List<Future<String>> results = new ArrayList<>();
            for (int t = 0; t < 64; t++) {
                String caller = "caller-" + t;
                results.add(pool.submit(() -> {
                    start.await();
                    StringBuilder wrong = new StringBuilder();
                    for (int n = 0; n < 20; n++) {
                        String name = caller + "/" + n;
                        String reply = call.hello(name);
                        if (!reply.equals("Hello " + name)) {
                            wrong.append(reply).append(';');
                        }
                    }
                    return wrong.toString();
                }));
            }
            start.countDown();
            for (Future<String> result : results) {
                assertEquals("", result.get(60, TimeUnit.SECONDS));
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /** Collects the messages of a grpc-java response stream. */
    static final class GrpcCollector implements StreamObserver<HelloReply> {
        final List<String> messages = new java.util.concurrent.CopyOnWriteArrayList<>();
        final CountDownLatch done = new CountDownLatch(1);
        final CountDownLatch first = new CountDownLatch(1);
        volatile Throwable error;

        @Override
        public void onNext(HelloReply value) {
            messages.add(value.getMessage());
            first.countDown();
        }

        @Override
        public void onError(Throwable t) {
            error = t;
            done.countDown();
        }

        @Override
        public void onCompleted() {
            done.countDown();
        }

        List<String> await() throws Exception {
            assertTrue(done.await(20, TimeUnit.SECONDS), "the stream ended");
            if (error != null) {
                throw new AssertionError("the stream failed", error);
            }
            return messages;
        }
    }
}
