package org.apache.dubbo.remoting.transport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import io.netty.channel.EventLoop;
import org.apache.dubbo.remoting.exchange.ClientPool;
import org.apache.dubbo.remoting.exchange.ExchangeClient;
import org.apache.dubbo.remoting.exchange.ExchangeServer;
import org.apache.dubbo.remoting.support.Calls;
import org.apache.dubbo.remoting.support.GreeterImpl;
import org.apache.dubbo.remoting.support.ReflectiveHandler;
import org.apache.dubbo.remoting.support.Servers;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The controlled experiment of the seeds must be expressible: connection count and client IO threads are
 * independent, and which loop each channel runs on is deterministic.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class EventLoopPlacementTest {

    private static ExchangeServer server;

    @BeforeAll
    static void start() throws Exception {
        server = Servers.start(ReflectiveHandler.greeter(new GreeterImpl()));
    }

    @AfterAll
    static void stop() {
        server.close(0);
    }

    private static ClientOptions options(String... pairs) {
        Map<String, String> p = Servers.params(pairs);
        return ClientOptions.from(p::get);
    }

    @ParameterizedTest(name = "connections={0}, iothreads={1} -> {2} distinct IO threads")
    @CsvSource({"1,1,1", "2,1,1", "4,1,1", "1,4,1", "2,2,2", "2,4,2", "4,2,2", "4,4,4"})
    void channelsArePlacedRoundRobinOnTheirOwnGroup(int connections, int ioThreads, int expectedLoops)
            throws Exception {
        String owner = "reference-c" + connections + "-t" + ioThreads;
        ClientPool.Clients clients = ClientPool.global().acquire(server.localAddress(),
                options("iothreads=" + ioThreads, "iothreads.owner=" + owner), connections, 1, 30_000);
        try {
            Set<EventLoop> loops = new HashSet<>();
            Set<String> threadNames = new HashSet<>();
            for (ExchangeClient c : clients.all()) {
                loops.add(c.connection().channel().eventLoop());
                EventLoop loop = c.connection().channel().eventLoop();
                threadNames.add(loop.submit(() -> Thread.currentThread().getName()).get());
                assertEquals("Hello x", Calls.value(c, "hello", "x"));
            }
            assertEquals(connections, clients.all().size());
            assertEquals(expectedLoops, loops.size());
            for (String name : threadNames) {
                assertTrue(name.startsWith("DubboClientIO-" + owner + "-"), name);
            }
        } finally {
            clients.release(0);
        }
    }

    @Test
    void dedicatedGroupShutsDownWithItsLastConnection() throws Exception {
        int before = ClientEventLoops.global().groupCount();
        ClientPool.Clients a = ClientPool.global().acquire(server.localAddress(),
                options("iothreads=2", "iothreads.owner=consumer-lifecycle"), 1, 1, 30_000);
        ClientPool.Clients b = ClientPool.global().acquire(server.localAddress(),
                options("iothreads=2", "iothreads.owner=consumer-lifecycle"), 1, 1, 30_000);
        assertEquals(before + 1, ClientEventLoops.global().groupCount(), "one group per owner");
        EventLoop loop = a.all().get(0).connection().eventLoop();
        assertNotEquals(loop, b.all().get(0).connection().eventLoop(), "the owner's connections alternate loops");
        a.release(0);
        assertEquals(before + 1, ClientEventLoops.global().groupCount());
        b.release(0);
        assertEquals(before, ClientEventLoops.global().groupCount());
        assertTrue(loop.terminationFuture().await(5, TimeUnit.SECONDS), "the group's threads end");
    }

    @Test
    void sharedConnectionsAreSharedAcrossReferencesAndUseTheSharedGroup() throws Exception {
        ClientPool.Clients first = ClientPool.global().acquire(server.localAddress(), ClientOptions.defaults(), 0, 2,
                30_000);
        ClientPool.Clients second = ClientPool.global().acquire(server.localAddress(), ClientOptions.defaults(), 0, 2,
                30_000);
        try {
            assertEquals(first.all(), second.all(), "shareconnections=2: both references use the same two");
            assertEquals(2, first.all().size());
            for (ExchangeClient c : first.all()) {
                assertEquals("DubboClientIO-shared", c.connection().ioGroupName());
            }
            ClientPool.Clients exclusive = ClientPool.global().acquire(server.localAddress(),
                    ClientOptions.defaults(), 1, 2, 30_000);
            assertTrue(!first.all().contains(exclusive.all().get(0)), "connections=1 is exclusive");
            exclusive.release(0);
        } finally {
            first.release(0);
            assertTrue(second.all().get(0).isConnected(), "still used by the second reference");
            second.release(0);
        }
        assertTrue(!second.all().get(0).isConnected());
    }
}
