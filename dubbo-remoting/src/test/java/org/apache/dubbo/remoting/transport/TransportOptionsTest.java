package org.apache.dubbo.remoting.transport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.threadpool.ThreadPoolOptions;
import org.apache.dubbo.remoting.support.Servers;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class TransportOptionsTest {

    @AfterEach
    void clearProperties() {
        System.clearProperty("dubbo.client.socket.send.buffer");
        System.clearProperty("dubbo.client.iothreads");
        System.clearProperty("dubbo.server.write.spin.count");
        System.clearProperty("netty.epoll.enable");
    }

    private static ClientOptions client(String... pairs) {
        Map<String, String> p = Servers.params(pairs);
        return ClientOptions.from(p::get);
    }

    private static ServerOptions server(String... pairs) {
        Map<String, String> p = Servers.params(pairs);
        return ServerOptions.from(p::get);
    }

    @Test
    void clientDefaultsLeaveKernelBuffersAloneAndMatchNetty() {
        ClientOptions o = ClientOptions.defaults();
        assertNull(o.ioThreads(), "the shared group by default");
        assertNull(o.socket().sendBufferSize());
        assertNull(o.socket().receiveBufferSize());
        assertEquals(16, o.socket().writeSpinCount().value());
        assertEquals(32 * 1024, o.socket().writeLowWaterMark());
        assertEquals(64 * 1024, o.socket().writeHighWaterMark());
        assertTrue(o.socket().tcpNoDelay());
        assertTrue(o.socket().keepAlive());
        assertEquals(3000, o.connectTimeoutMillis());
        assertEquals(NativeTransport.NIO, o.nativeTransport());
        assertEquals(64L * 1024 * 1024, o.maxPendingWriteBytes());
        assertEquals(OverloadPolicy.WAIT, o.overloadPolicy());
        assertEquals(60_000, o.heartbeatMillis());
        assertEquals(180_000, o.heartbeatTimeoutMillis());
        assertEquals(8 * 1024 * 1024, o.payload());
        assertTrue(o.reconnect());
    }

    @Test
    void serverDefaultsFollowUpstream() {
        ServerOptions o = ServerOptions.defaults();
        assertEquals(Math.min(Runtime.getRuntime().availableProcessors() + 1, 32), o.ioThreads());
        assertEquals(1024, o.backlog());
        assertEquals(0, o.accepts());
        assertFalse(o.socket().keepAlive(), "accepted channels have SO_KEEPALIVE off unless keep.alive=true");
        assertEquals(180_000, o.idleTimeoutMillis());
        assertEquals(DispatchMode.ALL, o.dispatcher());
        assertEquals("fixed", o.threadPool().name());
        ThreadPoolOptions pool = o.threadPoolOptions("dubbo", "10.0.0.1:20880");
        assertEquals(200, pool.threads());
        assertEquals(0, pool.queues());
        assertEquals("dubbo://10.0.0.1:20880", pool.owner());
        assertEquals("DubboServerHandler-10.0.0.1:20880", pool.threadName());
    }

    @Test
    void everyKeyIsReadFromTheUrl() {
        URL url = URL.valueOf("dubbo://127.0.0.1:20880/s?iothreads=3&iothreads.owner=reference-a"
                + "&socket.send.buffer=65536&socket.receive.buffer=131072&write.spin.count=4"
                + "&write.low.water.mark=1000&write.high.water.mark=2000&tcp.no.delay=false&keep.alive=false"
                + "&connect.timeout=500&native.transport=auto&max.pending.write.bytes=4096&overload.policy=fail"
                + "&heartbeat=1000&heartbeat.timeout=2500&payload=1024&reconnect=false");
        ClientOptions o = ClientOptions.from(url::getParameter);
        assertEquals(3, o.ioThreads());
        assertEquals("reference-a", o.ioThreadsOwner());
        assertEquals(65536, o.socket().sendBufferSize());
        assertEquals(131072, o.socket().receiveBufferSize());
        assertEquals(4, o.socket().writeSpinCount().value());
        assertEquals(1000, o.socket().writeLowWaterMark());
        assertEquals(2000, o.socket().writeHighWaterMark());
        assertFalse(o.socket().tcpNoDelay());
        assertFalse(o.socket().keepAlive());
        assertEquals(500, o.connectTimeoutMillis(), "values below 3 s are honoured, unlike upstream");
        assertEquals(NativeTransport.AUTO, o.nativeTransport());
        assertEquals(4096, o.maxPendingWriteBytes());
        assertEquals(OverloadPolicy.FAIL, o.overloadPolicy());
        assertEquals(1000, o.heartbeatMillis());
        assertEquals(2500, o.heartbeatTimeoutMillis());
        assertEquals(1024, o.payload());
        assertFalse(o.reconnect());
    }

    @Test
    void systemPropertiesAreGlobalDefaultsThatTheUrlOverrides() {
        System.setProperty("dubbo.client.socket.send.buffer", "32768");
        assertEquals(32768, ClientOptions.defaults().socket().sendBufferSize());
        assertEquals(65536, client("socket.send.buffer=65536").socket().sendBufferSize());
        System.setProperty("dubbo.server.write.spin.count", "2");
        assertEquals(2, ServerOptions.defaults().socket().writeSpinCount().value());
        assertEquals(16, ClientOptions.defaults().socket().writeSpinCount().value(), "server defaults stay server-side");
    }

    @Test
    void globalClientIoThreadsSizesTheSharedGroupInsteadOfCreatingAnOwnGroup() {
        System.setProperty("dubbo.client.iothreads", "3");
        assertNull(ClientOptions.defaults().ioThreads());
        assertEquals(3, ClientEventLoops.sharedGroupSize());
        System.setProperty("dubbo.client.iothreads", "-1");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, ClientEventLoops::sharedGroupSize);
        assertTrue(e.getMessage().contains("dubbo.client.iothreads") && e.getMessage().contains("-1"));
    }

    @Test
    void upstreamEpollSwitchIsHonouredAsTheDefault() {
        System.setProperty("netty.epoll.enable", "true");
        assertEquals(NativeTransport.EPOLL, ClientOptions.defaults().nativeTransport());
        assertEquals(NativeTransport.NIO, client("native.transport=nio").nativeTransport());
    }

    @Test
    void settingOnlyOneWaterMarkMovesTheOtherDefaultOutOfTheWay() {
        ClientOptions lowHigh = client("write.high.water.mark=16384");
        assertEquals(16384, lowHigh.socket().writeLowWaterMark());
        ClientOptions highLow = client("write.low.water.mark=100000");
        assertEquals(100000, highLow.socket().writeHighWaterMark());
    }

    @Test
    void badValuesAreRejectedWithKeyValueAndSource() {
        assertMessage(() -> client("socket.send.buffer=lots"), "parameter socket.send.buffer", "lots");
        assertMessage(() -> client("write.spin.count=0"), "write.spin.count", "0");
        assertMessage(() -> client("iothreads=-2"), "iothreads", "-2");
        assertMessage(() -> client("native.transport=io_uring"), "native.transport", "io_uring");
        assertMessage(() -> client("overload.policy=drop"), "overload.policy", "drop");
        assertMessage(() -> client("tcp.no.delay=maybe"), "tcp.no.delay", "maybe");
        assertMessage(() -> client("write.low.water.mark=5000", "write.high.water.mark=4000"),
                "write.low.water.mark", "5000");
        assertMessage(() -> client("heartbeat=1000", "heartbeat.timeout=1500"), "heartbeat.timeout", "1500");
        assertMessage(() -> server("threads=0"), "threads", "0");
        assertMessage(() -> server("threadpool=elastic"), "threadpool", "elastic");
        assertMessage(() -> server("dispatcher=random"), "dispatcher", "random");
        System.setProperty("dubbo.server.write.spin.count", "x");
        assertMessage(ServerOptions::defaults, "system property dubbo.server.write.spin.count", "x");
    }

    @Test
    void equalOptionsLetConnectionsShareDifferentOnesDoNot() {
        assertEquals(client("socket.send.buffer=1000"), client("socket.send.buffer=1000"));
        assertNotEquals(client("socket.send.buffer=1000"), client("socket.send.buffer=2000"));
        assertNotEquals(client("iothreads=2", "iothreads.owner=a"), client("iothreads=2", "iothreads.owner=b"));
    }

    private static void assertMessage(Runnable r, String... fragments) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, r::run);
        for (String f : fragments) {
            assertTrue(e.getMessage().contains(f), "'" + e.getMessage() + "' should mention " + f);
        }
    }
}
