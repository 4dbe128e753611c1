package org.apache.dubbo.remoting.exchange;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

import io.github.dubbotuned.test.ReservedPorts;
import org.apache.dubbo.remoting.support.Calls;
import org.apache.dubbo.remoting.support.Eventually;
import org.apache.dubbo.remoting.support.GreeterImpl;
import org.apache.dubbo.remoting.support.RawDubboServer;
import org.apache.dubbo.remoting.support.RawDubboSocket;
import org.apache.dubbo.remoting.support.ReflectiveHandler;
import org.apache.dubbo.remoting.support.Servers;
import org.apache.dubbo.remoting.transport.ClientOptions;
import org.apache.dubbo.remoting.transport.ServerOptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(value = 60, unit = TimeUnit.SECONDS)
class HeartbeatAndReconnectTest {

    private static void await(BooleanSupplier condition, String what) throws InterruptedException {
        Eventually.holds(condition, what);
    }

    /** A provider on a port no other process can take while it is down, so it can come back on the same one. */
    private static ExchangeServer startOnReservedPort() throws Exception {
        return ExchangeServer.bind(new InetSocketAddress("127.0.0.1", ReservedPorts.reserve()),
                ServerOptions.defaults(), ReflectiveHandler.greeter(new GreeterImpl()));
    }

    private static ClientOptions options(String... pairs) {
        Map<String, String> p = Servers.params(pairs);
        return ClientOptions.from(p::get);
    }

    private static void answerHeartbeats(RawDubboSocket.Frame frame, java.io.OutputStream out) {
        if ((frame.flag & 0xE0) == 0xE0) {
            try {
                out.write(RawDubboSocket.header(0x22, 20, frame.id, 1));
                out.write('N');
                out.flush();
            } catch (IOException ignored) {
                // the client went away
            }
        }
    }

    @Test
    void idleConnectionSendsHeartbeatsAndStaysUpWhileTheyAreAnswered() throws Exception {
        try (RawDubboServer provider = new RawDubboServer(true, HeartbeatAndReconnectTest::answerHeartbeats)) {
            ExchangeClient client = ExchangeClient.connect(provider.address(),
                    options("heartbeat=200", "heartbeat.timeout=2000"), 30_000);
            try {
                // 15 heartbeats span more than the 2 s timeout: only the answers can have kept the connection
                await(() -> provider.received.size() >= 15, "fifteen heartbeats arrived");
                RawDubboSocket.Frame heartbeat = provider.received.get(0);
                assertEquals((byte) 0xE2, heartbeat.flag);
                assertEquals(1, heartbeat.body.length);
                assertEquals(1, provider.connections.size(), "no reconnect while heartbeats are answered");
            } finally {
                client.close();
            }
        }
    }

    @Test
    void unansweredHeartbeatsMakeTheClientReconnect() throws Exception {
        try (RawDubboServer silent = new RawDubboServer(true, (frame, out) -> { })) {
            ExchangeClient client = ExchangeClient.connect(silent.address(),
                    options("heartbeat=200", "heartbeat.timeout=500"), 30_000);
            try {
                await(() -> silent.connections.size() >= 2, "the client reconnected");
                await(client::isConnected, "the new connection is up");
            } finally {
                client.close();
            }
        }
    }

    @Test
    void clientReconnectsWhenTheProviderComesBack() throws Exception {
        ExchangeServer server = startOnReservedPort();
        InetSocketAddress address = server.localAddress();
        ExchangeClient client = ExchangeClient.connect(address, ClientOptions.defaults(), 30_000);
        try {
            assertEquals("Hello 1", Calls.value(client, "hello", "1"));
            server.close(0);
            await(() -> !client.isConnected(), "the client noticed the provider is gone");
            server = ExchangeServer.bind(address, ServerOptions.defaults(),
                    ReflectiveHandler.greeter(new GreeterImpl()));
            await(client::isConnected, "the client reconnected");
            assertEquals("Hello 2", Calls.value(client, "hello", "2"));
        } finally {
            client.close();
            server.close(0);
        }
    }

    @Test
    void reconnectFalseLeavesTheConnectionDown() throws Exception {
        ExchangeServer server = startOnReservedPort();
        InetSocketAddress address = server.localAddress();
        ExchangeClient client = ExchangeClient.connect(address, options("reconnect=false"), 30_000);
        server.close(0);
        await(() -> !client.isConnected(), "the client noticed the provider is gone");
        server = ExchangeServer.bind(address, ServerOptions.defaults(), ReflectiveHandler.greeter(new GreeterImpl()));
        try {
            // a negative can only be watched for a while: several reconnect periods (the first retry comes after
            // 50-100 ms); a slow machine can only make this pass without proving much, never fail
            Thread.sleep(700);
            assertTrue(!client.isConnected());
            assertEquals(0, server.transport().channels().size(), "nothing connected to the provider that came back");
        } finally {
            client.close();
            server.close(0);
        }
    }

    @Test
    void serverClosesConnectionsIdleForTheCloseTimeout() throws Exception {
        ExchangeServer server = Servers.start(ReflectiveHandler.greeter(new GreeterImpl()), "close.timeout=300");
        // taken before connecting: the provider's idle clock starts when it accepts, which is after this and may be
        // before the socket's constructor returns
        long start = System.nanoTime();
        try (RawDubboSocket idle = new RawDubboSocket(server.localAddress())) {
            assertTrue(idle.closedByPeer());
            long elapsed = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
            assertTrue(elapsed >= 300, "closed before the 300 ms close timeout, after " + elapsed + " ms");
        } finally {
            server.close(0);
        }
    }

    @Test
    void providerHeartbeatsAreAnsweredAndItsReadonlyEventIsHonoured() throws Exception {
        java.util.concurrent.atomic.AtomicReference<java.io.OutputStream> toClient =
                new java.util.concurrent.atomic.AtomicReference<>();
        try (RawDubboServer provider = new RawDubboServer(true, (frame, out) -> toClient.set(out))) {
            ExchangeClient client = ExchangeClient.connect(provider.address(), ClientOptions.defaults(), 30_000);
            try {
                client.send(Calls.greeter("hello", "wake"), CallOptions.timeout(30_000)).get(30, TimeUnit.SECONDS);
                await(() -> toClient.get() != null, "the provider saw the client");
                java.io.OutputStream out = toClient.get();
                synchronized (out) {
                    out.write(RawDubboSocket.frame(0xE2, 4242, new byte[] {'N'}));
                    out.flush();
                }
                await(() -> provider.received.stream().anyMatch(f -> f.id == 4242 && f.flag == 0x22
                        && f.status == 20), "the heartbeat was answered");
                assertTrue(client.isAvailable());
                synchronized (out) {
                    out.write(RawDubboSocket.frame(0xA2, 4243, RawDubboSocket.hessian("R")));
                    out.flush();
                }
                await(() -> !client.isAvailable(), "the readonly event made the client unavailable");
                assertTrue(client.isConnected() && client.isReadonly());
            } finally {
                client.close();
            }
        }
    }
}
