package org.apache.dubbo.rpc.protocol.tri;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import com.google.protobuf.ByteString;
import interop.api.GreetingService;
import interop.api.InteropCheckedException;
import interop.api.Pojos;
import interop.proto.Greeter;
import interop.proto.HelloReply;
import interop.proto.HelloRequest;
import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.common.stream.StreamObserver;
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
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Our triple consumer against our triple provider: every call style, errors, deadlines, metadata, size. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class TripleProtocolTest {

    private final Protocol protocol = ExtensionLoader.getExtensionLoader(Protocol.class).getExtension("tri");
    private final ProxyFactory proxies = ExtensionLoader.getExtensionLoader(ProxyFactory.class).getExtension("jdk");
    private final List<Exporter<?>> exporters = new ArrayList<>();
    private final List<Invoker<?>> invokers = new ArrayList<>();
    private final GreeterService greeterImpl = new GreeterService();
    private int port;

    @BeforeEach
    void export() {
        port = NetUtils.getAvailablePort();
        exporters.add(protocol.export(proxies.getInvoker(greeterImpl, Greeter.class, url(Greeter.class, ""))));
        exporters.add(protocol.export(proxies.getInvoker(new GreetingServiceImpl(), GreetingService.class,
                url(GreetingService.class, ""))));
    }

    @AfterEach
    void unexport() {
        invokers.forEach(Invoker::destroy);
        exporters.forEach(Exporter::unexport);
        RpcContext.removeContext();
    }

    private URL url(Class<?> type, String extra) {
        return URL.valueOf("tri://127.0.0.1:" + port + "/" + type.getName() + "?interface=" + type.getName()
                + "&application=tri-test" + extra);
    }

    private <T> T refer(Class<T> type, String extra) {
        Invoker<T> invoker = protocol.refer(type, url(type, extra));
        invokers.add(invoker);
        return proxies.getProxy(invoker);
    }

    private static HelloRequest named(String name) {
        return HelloRequest.newBuilder().setName(name).build();
    }

    @Test
    void unaryProtobufCall() {
        assertEquals("Hello 世界", refer(Greeter.class, "").sayHello(named("世界")).getMessage());
    }

    @Test
    void wrappedCallsCarryValuesPojosListsAndOverloads() {
        GreetingService greeting = refer(GreetingService.class, "");
        assertEquals("Hello tri", greeting.sayHello("tri"));
        assertEquals(Pojos.sample(3), greeting.echoPojo(Pojos.sample(3)));
        assertEquals(Arrays.asList(Pojos.sample(0), Pojos.sample(1)), greeting.listPojos(2));
        assertNull(greeting.echoPojo(null));
        assertEquals(5, greeting.sum(2, 3));
        assertEquals((1L << 40) + 1, greeting.sum(1L << 40, 1L));
        assertEquals("ab", greeting.sum("a", "b"));
        assertArrayEquals(new GreetingServiceImpl().bytes(1000), greeting.bytes(1000));
    }

    @Test
    void wrappedExceptionsArriveAsThemselves() {
        GreetingService greeting = refer(GreetingService.class, "");
        InteropCheckedException checked = assertThrows(InteropCheckedException.class, () -> greeting.fail("x"));
        assertEquals(42, checked.getCode());
        assertEquals("detail-x", checked.getDetail());
        IllegalStateException runtime = assertThrows(IllegalStateException.class, () -> greeting.failRuntime("y"));
        assertEquals("y", runtime.getMessage());
    }

    @Test
    void asynchronousWrappedCall() throws Exception {
        assertEquals("Hello async a", refer(GreetingService.class, "").sayHelloAsync("a").get(10, TimeUnit.SECONDS));
    }

    @Test
    void attachmentsTravelBothWays() {
        GreetingService greeting = refer(GreetingService.class, "");
        RpcContext.getClientAttachment().setAttachment("interop-key", "value-✓");
        assertEquals("value-✓", greeting.attachment("interop-key"));
        assertEquals("value-✓", RpcContext.getClientResponseContext().getAttachment("echo.interop-key"));
    }

    @Test
    void metadataReachesAnIdlService() {
        RpcContext.getClientAttachment().setAttachment("x-token", "abc");
        HelloReply reply = refer(Greeter.class, "").sayHello(HelloRequest.newBuilder().setName("m")
                .setMetadataKey("x-token").build());
        assertEquals("abc", reply.getMetadataValue());
    }

    @Test
    void statusAndMessageReachTheCaller() {
        Greeter greeter = refer(Greeter.class, "");
        StatusRpcException e = assertThrows(StatusRpcException.class, () -> greeter.sayHello(HelloRequest
                .newBuilder().setName("x").setFailCode(5).setFailMessage("no such 名前 %").build()));
        assertEquals(TriRpcStatus.Code.NOT_FOUND, e.getStatus().code);
        assertEquals("no such 名前 %", e.getStatus().description);
    }

    @Test
    void deadlineExceeded() {
        Greeter greeter = refer(Greeter.class, "&timeout=200");
        RpcException e = assertThrows(RpcException.class, () -> greeter.sayHello(HelloRequest.newBuilder()
                .setName("slow").setSleepMillis(2000).build()));
        assertTrue(e.isTimeout(), e::toString);
        assertEquals(TriRpcStatus.Code.DEADLINE_EXCEEDED, TriRpcStatus.getStatus(e).code);
    }

    @Test
    void fourMebibyteMessage() {
        byte[] bytes = new byte[4 * 1024 * 1024];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = (byte) (i * 31);
        }
        HelloReply reply = refer(Greeter.class, "").sayHello(HelloRequest.newBuilder().setName("big")
                .setPayload(ByteString.copyFrom(bytes)).build());
        assertArrayEquals(bytes, reply.getPayload().toByteArray());
    }

    @Test
    void messagesOverThePayloadLimitAreRefusedBeforeTheyAreSent() {
        // a server of its own: payload is a property of the port
        int smallPort = NetUtils.getAvailablePort();
        String small = "tri://127.0.0.1:" + smallPort + "/" + GreetingService.class.getName() + "?interface="
                + GreetingService.class.getName() + "&payload=100000";
        exporters.add(protocol.export(proxies.getInvoker(new GreetingServiceImpl(), GreetingService.class,
                URL.valueOf(small))));
        Invoker<GreetingService> invoker = protocol.refer(GreetingService.class, URL.valueOf(small
                .replace("payload=100000", "payload=1000000")));
        invokers.add(invoker);
        GreetingService service = proxies.getProxy(invoker);
        // the provider refuses to send a result over its limit
        StatusRpcException response = assertThrows(StatusRpcException.class, () -> service.bytes(200_000));
        assertEquals(TriRpcStatus.Code.RESOURCE_EXHAUSTED, response.getStatus().code);
        assertTrue(response.getStatus().description.contains("payload limit of 100000"), response::getMessage);
        // the consumer refuses to send a request over its own limit
        Invoker<GreetingService> tight = protocol.refer(GreetingService.class, URL.valueOf(small));
        invokers.add(tight);
        StatusRpcException request = assertThrows(StatusRpcException.class, () -> proxies.getProxy(tight)
                .echoPojo(pojoWithTags(200_000)));
        assertEquals(TriRpcStatus.Code.RESOURCE_EXHAUSTED, request.getStatus().code);
        assertTrue(request.getStatus().description.contains("payload limit of 100000"), request::getMessage);
        assertEquals(1000, service.bytes(1000).length, "the service still answers");
    }

    private static interop.api.Pojo pojoWithTags(int characters) {
        interop.api.Pojo pojo = Pojos.sample(1);
        StringBuilder big = new StringBuilder();
        while (big.length() < characters) {
            big.append("0123456789");
        }
        pojo.setTags(Arrays.asList(big.toString()));
        return pojo;
    }

    @Test
    void serverStreaming() throws Exception {
        Collector replies = new Collector();
        refer(Greeter.class, "").sayHelloStream(HelloRequest.newBuilder().setName("s").setCount(5).build(), replies);
        assertEquals(Arrays.asList("Hello s #0", "Hello s #1", "Hello s #2", "Hello s #3", "Hello s #4"),
                replies.await());
    }

    @Test
    void serverStreamingEndingWithAnError() throws Exception {
        Collector replies = new Collector();
        refer(Greeter.class, "").sayHelloStream(HelloRequest.newBuilder().setName("s").setCount(2).setFailCode(9)
                .setFailMessage("stop").build(), replies);
        replies.done.await(20, TimeUnit.SECONDS);
        assertEquals(Arrays.asList("Hello s #0", "Hello s #1"), replies.messages);
        StatusRpcException e = assertInstanceOf(StatusRpcException.class, replies.error);
        assertEquals(TriRpcStatus.Code.FAILED_PRECONDITION, e.getStatus().code);
        assertEquals("stop", e.getStatus().description);
    }

    @Test
    void clientStreaming() throws Exception {
        Collector reply = new Collector();
        StreamObserver<HelloRequest> requests = refer(Greeter.class, "").collect(reply);
        requests.onNext(named("a"));
        requests.onNext(named("b"));
        requests.onNext(named("c"));
        requests.onCompleted();
        assertEquals(Arrays.asList("a,b,c"), reply.await());
    }

    @Test
    void bidirectionalStreaming() throws Exception {
        Collector replies = new Collector();
        StreamObserver<HelloRequest> requests = refer(Greeter.class, "").chat(replies);
        List<String> expected = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            requests.onNext(named("n" + i));
            expected.add("Hello n" + i);
        }
        requests.onCompleted();
        assertEquals(expected, replies.await());
    }

    @Test
    void callerCancelsABidirectionalStream() throws Exception {
        Collector replies = new Collector();
        StreamObserver<HelloRequest> requests = refer(Greeter.class, "").chat(replies);
        requests.onNext(named("first"));
        // the service is running once it answered; a call cancelled before it started never reaches it
        assertTrue(replies.firstMessage.await(20, TimeUnit.SECONDS));
        requests.onError(new IllegalStateException("changed my mind"));
        assertTrue(greeterImpl.cancelled.await(20, TimeUnit.SECONDS), "the service heard of the cancellation");
        assertTrue(replies.done.await(20, TimeUnit.SECONDS));
        StatusRpcException e = assertInstanceOf(StatusRpcException.class, replies.error);
        assertEquals(TriRpcStatus.Code.CANCELLED, e.getStatus().code);
    }

    @Test
    void sixtyFourConcurrentCallersGetTheirOwnAnswers() throws Exception {
        Greeter greeter = refer(Greeter.class, "&timeout=15000");
        GreetingService greeting = refer(GreetingService.class, "&timeout=15000");
        ExecutorService pool = Executors.newFixedThreadPool(64);
        try {
            CountDownLatch start = new CountDownLatch(1);
            List<Future<String>> results = new ArrayList<>();
            for (int t = 0; t < 64; t++) {
                String caller = "caller-" + t;
                results.add(pool.submit(() -> {
                    start.await();
                    StringBuilder wrong = new StringBuilder();
                    for (int n = 0; n < 50; n++) {
                        String name = caller + "/" + n;
                        String reply = n % 2 == 0 ? greeter.sayHello(named(name)).getMessage()
                                : greeting.sayHello(name);
                        if (!reply.equals("Hello " + name)) {
                            wrong.append(reply).append(';');
                        }
                    }
                    return wrong.toString();
                }));
            }
            start.countDown();
            for (Future<String> result : results) {
                assertEquals("", result.get(50, TimeUnit.SECONDS));
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /** Collects the messages of a response stream. */
    static final class Collector implements StreamObserver<HelloReply> {
        final List<String> messages = new java.util.concurrent.CopyOnWriteArrayList<>();
        final CountDownLatch done = new CountDownLatch(1);
        final CountDownLatch firstMessage = new CountDownLatch(1);
        volatile Throwable error;

        @Override
        public void onNext(HelloReply reply) {
            messages.add(reply.getMessage());
            firstMessage.countDown();
        }

        @Override
        public void onError(Throwable throwable) {
            error = throwable;
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
