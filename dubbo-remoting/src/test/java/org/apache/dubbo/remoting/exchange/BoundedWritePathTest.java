package org.apache.dubbo.remoting.exchange;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.apache.dubbo.remoting.support.Calls;
import org.apache.dubbo.remoting.support.Eventually;
import org.apache.dubbo.remoting.support.Greeter;
import org.apache.dubbo.remoting.support.GreeterImpl;
import org.apache.dubbo.remoting.support.RawDubboServer;
import org.apache.dubbo.remoting.support.RawDubboSocket;
import org.apache.dubbo.remoting.support.ReflectiveHandler;
import org.apache.dubbo.remoting.support.Servers;
import org.apache.dubbo.remoting.transport.ChannelOverloadedException;
import org.apache.dubbo.remoting.transport.ClientOptions;
import org.apache.dubbo.remoting.transport.ServerChannel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** A peer that stops reading must cost bounded memory and a clear error, never an unbounded backlog. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class BoundedWritePathTest {

    private static final int LIMIT = 256 * 1024;
    private static final byte[] CHUNK = new byte[32 * 1024];

    private static ClientOptions options(String... pairs) {
        Map<String, String> p = Servers.params(pairs);
        return ClientOptions.from(p::get);
    }

    @Test
    void failPolicyRefusesAtOnceWhenTheProviderStopsReading() throws Exception {
        try (RawDubboServer deaf = new RawDubboServer(false, (f, out) -> { })) {
            ExchangeClient client = ExchangeClient.connect(deaf.address(), options("socket.send.buffer=8192",
                    "max.pending.write.bytes=" + LIMIT, "overload.policy=fail"), 30_000);
            try {
                ChannelOverloadedException refused = null;
                for (int i = 0; i < 1000 && refused == null; i++) {
                    try {
                        client.request(Calls.greeter("echo", CHUNK), CallOptions.timeout(30_000));
                    } catch (ChannelOverloadedException e) {
                        refused = e;
                    }
                    assertTrue(client.connection().writer().pendingBytes() <= LIMIT + CHUNK.length + 1024,
                            "pending bytes stay bounded: " + client.connection().writer().pendingBytes());
                }
                assertTrue(refused != null, "a send was refused");
                assertTrue(refused.getMessage().contains("is overloaded")
                        && refused.getMessage().contains("max.pending.write.bytes=" + LIMIT), refused.getMessage());
            } finally {
                client.close();
            }
        }
    }

    @Test
    void waitPolicyBlocksTheCallerUntilItsDeadlineThenFails() throws Exception {
        try (RawDubboServer deaf = new RawDubboServer(false, (f, out) -> { })) {
            ExchangeClient client = ExchangeClient.connect(deaf.address(), options("socket.send.buffer=8192",
                    "max.pending.write.bytes=" + LIMIT, "overload.policy=wait"), 30_000);
            try {
                long blockedFor = 0;
                ChannelOverloadedException refused = null;
                for (int i = 0; i < 1000 && refused == null; i++) {
                    long start = System.nanoTime();
                    try {
                        client.request(Calls.greeter("echo", CHUNK), CallOptions.timeout(400));
                    } catch (ChannelOverloadedException e) {
                        refused = e;
                        blockedFor = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
                    }
                }
                assertTrue(refused != null, "a send was refused");
                assertTrue(blockedFor >= 350, "the caller waited for space until its deadline: " + blockedFor);
                assertTrue(refused.getMessage().contains("deadline"), refused.getMessage());
            } finally {
                client.close();
            }
        }
    }

    @Test
    void waitingSenderProceedsOnceTheBacklogDrains() throws Exception {
        GreeterImpl greeter = new GreeterImpl();
        ExchangeServer server = Servers.start(ReflectiveHandler.greeter(greeter));
        ExchangeClient client = Servers.connect(server, "max.pending.write.bytes=65536", "overload.policy=wait");
        try {
            for (int i = 0; i < 200; i++) {
                client.request(Calls.greeter("echo", CHUNK), CallOptions.timeout(10_000));
            }
            assertEquals("Hello drained", Calls.value(client, "hello", "drained"));
        } finally {
            client.close();
            server.close(0);
        }
    }

    @Test
    void consumerThatStopsReadingCannotMakeTheProviderBufferWithoutBound() throws Exception {
        ExchangeServer server = Servers.start(ReflectiveHandler.greeter(new GreeterImpl()),
                "max.pending.write.bytes=" + LIMIT, "overload.policy=fail", "socket.send.buffer=8192");
        try (RawDubboSocket greedy = new RawDubboSocket(server.localAddress())) {
            HashMap<String, Object> attachments = new HashMap<>();
            byte[] body = RawDubboSocket.hessian("2.0.2", Greeter.class.getName(), "0.0.0", "bytes", "I", 64 * 1024,
                    attachments);
            for (int i = 0; i < 200; i++) {
                greedy.write(RawDubboSocket.frame(0xC2, i, body));
            }
            Eventually.holds(() -> server.inFlight() == 0, "every call was answered or refused");
            for (ServerChannel ch : server.transport().channels()) {
                assertTrue(ch.writer().pendingBytes() <= LIMIT + 70 * 1024,
                        "provider backlog bounded: " + ch.writer().pendingBytes());
            }
            ExchangeClient healthy = Servers.connect(server);
            try {
                assertEquals("Hello healthy", Calls.value(healthy, "hello", "healthy"));
            } finally {
                healthy.close();
            }
        } finally {
            server.close(0);
        }
    }

    @Test
    void pendingBytesReturnToZeroWhenEverythingIsWritten() throws Exception {
        ExchangeServer server = Servers.start(ReflectiveHandler.greeter(new GreeterImpl()));
        ExchangeClient client = Servers.connect(server);
        try {
            for (int i = 0; i < 20; i++) {
                Calls.value(client, "echo", CHUNK);
            }
            assertEquals(0, client.connection().writer().pendingBytes());
        } finally {
            client.close();
            server.close(0);
        }
        assertThrows(org.apache.dubbo.remoting.RemotingException.class,
                () -> client.request(Calls.greeter("hello", "x"), CallOptions.timeout(1000)),
                "a closed client refuses new calls");
    }
}
