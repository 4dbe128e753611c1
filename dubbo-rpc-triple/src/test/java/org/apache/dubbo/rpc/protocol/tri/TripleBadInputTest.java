package org.apache.dubbo.rpc.protocol.tri;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import interop.proto.Greeter;
import interop.proto.HelloRequest;
import io.netty.buffer.Unpooled;
import io.netty.handler.codec.http2.DefaultHttp2Headers;
import io.netty.handler.codec.http2.Http2Error;
import io.netty.handler.codec.http2.Http2Headers;
import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.common.utils.NetUtils;
import org.apache.dubbo.rpc.Exporter;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Protocol;
import org.apache.dubbo.rpc.ProxyFactory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Bad input on a triple server: each is answered with the gRPC status (or GOAWAY) gRPC prescribes, and the server
 * keeps serving — the same connection's other streams where the connection survives, and other clients always.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class TripleBadInputTest {

    private static final int PAYLOAD = 64 * 1024;

    private final Protocol protocol = ExtensionLoader.getExtensionLoader(Protocol.class).getExtension("tri");
    private final ProxyFactory proxies = ExtensionLoader.getExtensionLoader(ProxyFactory.class).getExtension("jdk");
    private final List<Invoker<?>> invokers = new ArrayList<>();
    private Exporter<Greeter> exporter;
    private int port;

    @BeforeEach
    void export() {
        port = NetUtils.getAvailablePort();
        exporter = protocol.export(proxies.getInvoker(new GreeterService(), Greeter.class, URL.valueOf(
                "tri://127.0.0.1:" + port + "/" + Greeter.class.getName() + "?interface=" + Greeter.class.getName()
                        + "&payload=" + PAYLOAD)));
    }

    @AfterEach
    void unexport() {
        invokers.forEach(Invoker::destroy);
        exporter.unexport();
    }

    private Http2Headers grpcRequest(String path) {
        return new DefaultHttp2Headers().method("POST").scheme("http").authority("127.0.0.1:" + port).path(path)
                .set("content-type", "application/grpc").set("te", "trailers");
    }

    private static byte[] framed(byte[] message) {
        byte[] out = new byte[5 + message.length];
        out[1] = (byte) (message.length >>> 24);
        out[2] = (byte) (message.length >>> 16);
        out[3] = (byte) (message.length >>> 8);
        out[4] = (byte) message.length;
        System.arraycopy(message, 0, out, 5, message.length);
        return out;
    }

    private static String grpcStatus(RawHttp2Client client) {
        for (Http2Headers h : client.headers()) {
            if (h.contains("grpc-status")) {
                return h.get("grpc-status").toString();
            }
        }
        return null;
    }

    /** The server still serves: a well-formed call on a new connection succeeds. */
    private void serverStillServes() {
        Invoker<Greeter> invoker = protocol.refer(Greeter.class, URL.valueOf("tri://127.0.0.1:" + port + "/"
                + Greeter.class.getName() + "?interface=" + Greeter.class.getName() + "&timeout=10000"));
        invokers.add(invoker);
        Greeter greeter = proxies.getProxy(invoker);
        assertEquals("Hello again", greeter.sayHello(HelloRequest.newBuilder().setName("again").build())
                .getMessage());
    }

    @Test
    void nonGrpcRequestIsAnswered415AndTheConnectionKeepsServing() throws IOException {
        try (RawHttp2Client client = new RawHttp2Client(port).preface()) {
            client.headers(1, grpcRequest("/interop.proto.Greeter/SayHello").set("content-type", "application/json"),
                    true);
            List<String> events = client.awaitEvent(e -> e.startsWith("HEADERS 1 eos"), 10_000);
            assertTrue(events.stream().anyMatch(e -> e.startsWith("HEADERS 1 eos") && e.contains(":status: 415")),
                    events::toString);
            assertEquals("13", grpcStatus(client));
            // the same connection serves a proper call afterwards
            client.headers(3, grpcRequest("/interop.proto.Greeter/SayHello"), false);
            client.data(3, framed(HelloRequest.newBuilder().setName("x").build().toByteArray()), true);
            events = client.awaitEvent(e -> e.startsWith("HEADERS 3 eos"), 10_000);
            assertTrue(events.stream().anyMatch(e -> e.startsWith("DATA 3")), events::toString);
            assertTrue(events.stream().anyMatch(e -> e.startsWith("HEADERS 3 eos") && e.contains("grpc-status: 0")),
                    events::toString);
        }
        serverStillServes();
    }

    @Test
    void truncatedMessagePrefixEndsTheStreamWithInternal() throws IOException {
        try (RawHttp2Client client = new RawHttp2Client(port).preface()) {
            client.headers(1, grpcRequest("/interop.proto.Greeter/SayHello"), false);
            client.data(1, new byte[] {0, 0, 0}, true);
            List<String> events = client.awaitEvent(e -> e.startsWith("HEADERS 1 eos"), 10_000);
            assertTrue(events.stream().anyMatch(e -> e.startsWith("HEADERS 1 eos")), events::toString);
            assertEquals("13", grpcStatus(client), events::toString);
        }
        serverStillServes();
    }

    @Test
    void messageOverThePayloadLimitIsResourceExhausted() throws IOException {
        try (RawHttp2Client client = new RawHttp2Client(port).preface()) {
            client.headers(1, grpcRequest("/interop.proto.Greeter/SayHello"), false);
            byte[] prefix = framed(new byte[0]);
            int announced = PAYLOAD + 1;
            prefix[1] = (byte) (announced >>> 24);
            prefix[2] = (byte) (announced >>> 16);
            prefix[3] = (byte) (announced >>> 8);
            prefix[4] = (byte) announced;
            client.data(1, prefix, false);
            List<String> events = client.awaitEvent(e -> e.startsWith("HEADERS 1 eos"), 10_000);
            assertEquals("8", grpcStatus(client), events::toString);
            assertTrue(client.awaitEvent(e -> e.startsWith("RST_STREAM 1"), 5_000).stream()
                    .anyMatch(e -> e.equals("RST_STREAM 1 " + Http2Error.CANCEL.code())), events::toString);
        }
        serverStillServes();
    }

    @Test
    void unknownServiceAndMethodAreUnimplemented() throws IOException {
        try (RawHttp2Client client = new RawHttp2Client(port).preface()) {
            client.headers(1, grpcRequest("/no.such.Service/SayHello"), false);
            client.awaitEvent(e -> e.startsWith("HEADERS 1 eos"), 10_000);
            assertEquals("12", grpcStatus(client));
            client.headers().clear();
            client.headers(3, grpcRequest("/interop.proto.Greeter/NoSuchMethod"), false);
            List<String> events = client.awaitEvent(e -> e.startsWith("HEADERS 3 eos"), 10_000);
            assertEquals("12", grpcStatus(client), events::toString);
            assertTrue(events.stream().anyMatch(e -> e.contains("NoSuchMethod")), events::toString);
        }
        serverStillServes();
    }

    @Test
    void garbageAfterThePrefaceGetsGoawayAndOnlyThatConnectionCloses() throws IOException {
        try (RawHttp2Client client = new RawHttp2Client(port).preface()) {
            client.raw(Unpooled.wrappedBuffer("this is not an HTTP/2 frame at all, just text........".getBytes()));
            List<String> events = client.awaitEvent(e -> e.equals("CLOSED"), 10_000);
            assertTrue(events.stream().anyMatch(e -> e.startsWith("GOAWAY " + Http2Error.PROTOCOL_ERROR.code())
                    || e.startsWith("GOAWAY " + Http2Error.FRAME_SIZE_ERROR.code())), events::toString);
            assertTrue(events.contains("CLOSED"), events::toString);
        }
        serverStillServes();
    }

    @Test
    void http1RequestIsRefusedAndTheServerGoesOn() throws IOException {
        try (RawHttp2Client client = new RawHttp2Client(port)) {
            client.raw(Unpooled.wrappedBuffer("GET / HTTP/1.1\r\nHost: x\r\n\r\n".getBytes()));
            assertTrue(client.awaitEvent(e -> e.equals("CLOSED"), 10_000).contains("CLOSED"));
        }
        serverStillServes();
    }
}
