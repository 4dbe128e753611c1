package org.apache.dubbo.remoting.transport.telemetry;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.stream.Collectors;

import io.netty.channel.EventLoop;
import org.apache.dubbo.remoting.exchange.CallOptions;
import org.apache.dubbo.remoting.exchange.ExchangeClient;
import org.apache.dubbo.remoting.exchange.ExchangeServer;
import org.apache.dubbo.remoting.support.Calls;
import org.apache.dubbo.remoting.support.GreeterImpl;
import org.apache.dubbo.remoting.support.RawDubboServer;
import org.apache.dubbo.remoting.support.ReflectiveHandler;
import org.apache.dubbo.remoting.support.Servers;
import org.apache.dubbo.remoting.transport.ChannelOverloadedException;
import org.apache.dubbo.remoting.transport.ClientOptions;
import org.apache.dubbo.remoting.transport.ServerChannel;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Every counter read back from real traffic over real sockets. */
@Timeout(value = 90, unit = TimeUnit.SECONDS)
class TransportTelemetryTest {

    private static final byte[] CHUNK = new byte[32 * 1024];

    private static ChannelStats clientChannelTo(int port) {
        return TransportTelemetry.snapshot().channels().stream()
                .filter(c -> c.side().equals("client") && c.remoteAddress().endsWith(":" + port))
                .findFirst().orElse(null);
    }

    private static <T> T await(Supplier<T> read, Predicate<T> done, String what) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        T value = read.get();
        while (!done.test(value)) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("timed out waiting for " + what + "; last value: " + value);
            }
            Thread.sleep(10);
            value = read.get();
        }
        return value;
    }

    @Test
    void countsBytesFramesAndFlushesOnBothSidesOfARealExchange() throws Exception {
        ExchangeServer server = Servers.start(ReflectiveHandler.greeter(new GreeterImpl()), "iothreads=2");
        ExchangeClient client = Servers.connect(server, "iothreads=1", "iothreads.owner=telemetry-exchange",
                "socket.send.buffer=131072");
        try {
            int calls = 50;
            for (int i = 0; i < calls; i++) {
                assertEquals("Hello " + i, Calls.value(client, "hello", "" + i));
            }
            int port = server.localAddress().getPort();
            ChannelStats out = clientChannelTo(port);
            assertNotNull(out, () -> "client channel listed: " + TransportTelemetry.snapshot().channels());
            assertEquals("dubbo", out.protocol());
            assertTrue(out.isActive() && out.isWritable(), out::toString);
            assertTrue(out.framesWritten() >= calls, "frames out " + out.framesWritten());
            assertTrue(out.framesRead() >= calls, "frames in " + out.framesRead());
            assertTrue(out.bytesWritten() >= calls * 16L, "bytes out " + out.bytesWritten());
            assertTrue(out.bytesRead() >= calls * 16L, "bytes in " + out.bytesRead());
            assertTrue(out.flushes() >= 1 && out.flushes() <= out.framesWritten(), "flushes " + out.flushes());
            assertTrue(out.framesPerFlush() >= 1.0, "frames per flush " + out.framesPerFlush());
            assertTrue(out.pendingHighWater() > 0, "high water " + out.pendingHighWater());
            assertEquals(0, out.pendingBytes());
            assertEquals(0, out.overloadRejections());
            assertEquals(0, out.reconnects());
            assertEquals(0, out.unwritableEpisodes());
            assertTrue(Integer.parseInt(out.options().get("SO_SNDBUF")) >= 131072, out.options()::toString);
            assertEquals("16", out.options().get("WRITE_SPIN_COUNT"));

            // the client group and the thread the channel sits on
            IoGroupStats group = await(() -> TransportTelemetry.snapshot().group("DubboClientIO-telemetry-exchange"),
                    g -> g != null && g.threads().get(0).samples() > 0, "a latency sample of the client thread");
            assertEquals("client", group.kind());
            assertEquals(1, group.threads().size());
            IoThreadStats thread = group.threads().get(0);
            assertEquals("DubboClientIO-telemetry-exchange-1", thread.name());
            assertEquals(1, thread.channelCount());
            assertTrue(thread.pendingTasks() >= 0);
            assertEquals(thread.name(), await(() -> clientChannelTo(port).ioThread(), n -> n != null, "thread name"));

            // the server side saw the same frames
            List<ServerChannel> accepted = Servers.awaitChannels(server, 1);
            ChannelStats in = accepted.get(0).stats();
            assertEquals("server", in.side());
            assertTrue(in.framesRead() >= calls && in.framesWritten() >= calls, in::toString);
            assertEquals(out.bytesWritten(), await(() -> accepted.get(0).stats().bytesRead(),
                    n -> n >= out.bytesWritten(), "server bytes in").longValue());
            IoGroupStats workers = TransportTelemetry.snapshot().group("DubboServerWorker-" + port);
            assertNotNull(workers);
            assertEquals(2, workers.threads().size());
            assertEquals(1, workers.channelCount());
        } finally {
            client.close();
            server.close(0);
        }
        assertNull(TransportTelemetry.snapshot().group("DubboServerWorker-" + server.localAddress().getPort()),
                "a closed server's workers are no longer watched");
    }

    @Test
    void stalledPeerShowsUnwritableTimeIncompleteFlushesHighWaterAndOverloadRefusals() throws Exception {
        int limit = 512 * 1024;
        try (RawDubboServer deaf = new RawDubboServer(false, (f, o) -> { })) {
            Map<String, String> p = Servers.params("socket.send.buffer=8192", "write.low.water.mark=2048",
                    "write.high.water.mark=8192", "max.pending.write.bytes=" + limit, "overload.policy=fail");
            ExchangeClient client = ExchangeClient.connect(deaf.address(), ClientOptions.from(p::get), 5000);
            try {
                ChannelOverloadedException refused = null;
                for (int i = 0; i < 2000 && refused == null; i++) {
                    try {
                        client.request(Calls.greeter("echo", CHUNK), CallOptions.timeout(30_000));
                    } catch (ChannelOverloadedException e) {
                        refused = e;
                    }
                }
                assertNotNull(refused, "the stalled channel refused a send");
                ChannelStats c = await(() -> clientChannelTo(deaf.address().getPort()),
                        s -> s != null && s.unwritableEpisodes() >= 1 && s.incompleteFlushes() >= 1,
                        "an unwritable episode");
                assertFalse(c.isWritable(), c::toString);
                assertTrue(c.overloadRejections() >= 1, "refusals " + c.overloadRejections());
                assertTrue(c.pendingHighWater() > limit - CHUNK.length, "high water " + c.pendingHighWater());
                assertTrue(c.pendingBytes() > 0, "pending " + c.pendingBytes());
                assertTrue(c.outboundBufferBytes() > 8192, "netty outbound buffer " + c.outboundBufferBytes());
                long unwritableBefore = c.unwritableNanos();
                // the episode is still going on: its time keeps growing while nothing drains
                await(() -> clientChannelTo(deaf.address().getPort()).unwritableNanos(),
                        n -> n > unwritableBefore, "unwritable time to grow");
            } finally {
                client.close();
            }
        }
    }

    @Test
    void waitPolicyCountsSendersThatHadToWait() throws Exception {
        try (RawDubboServer deaf = new RawDubboServer(false, (f, o) -> { })) {
            Map<String, String> p = Servers.params("socket.send.buffer=8192", "max.pending.write.bytes=131072",
                    "overload.policy=wait");
            ExchangeClient client = ExchangeClient.connect(deaf.address(), ClientOptions.from(p::get), 5000);
            try {
                ChannelOverloadedException refused = null;
                for (int i = 0; i < 2000 && refused == null; i++) {
                    try {
                        client.request(Calls.greeter("echo", CHUNK), CallOptions.timeout(100));
                    } catch (ChannelOverloadedException e) {
                        refused = e;
                    }
                }
                assertNotNull(refused);
                ChannelStats c = clientChannelTo(deaf.address().getPort());
                assertTrue(c.overloadWaits() >= 1, "waits " + c.overloadWaits());
                assertTrue(c.overloadRejections() >= 1, "refusals after waiting " + c.overloadRejections());
            } finally {
                client.close();
            }
        }
    }

    @Test
    void saturatedIoThreadShowsQueueLatencyAndBusyRatio() throws Exception {
        ExchangeServer server = Servers.start(ReflectiveHandler.greeter(new GreeterImpl()));
        ExchangeClient client = Servers.connect(server, "iothreads=1", "iothreads.owner=telemetry-saturated");
        AtomicBoolean release = new AtomicBoolean();
        CountDownLatch spinning = new CountDownLatch(1);
        try {
            Calls.value(client, "hello", "warm-up");
            EventLoop loop = client.connection().eventLoop();
            loop.execute(() -> {
                spinning.countDown();
                long x = 0;
                while (!release.get()) {
                    x += System.nanoTime() & 1;
                }
                if (x == -1) {
                    throw new IllegalStateException();
                }
            });
            assertTrue(spinning.await(10, TimeUnit.SECONDS));
            Supplier<IoThreadStats> thread = () -> TransportTelemetry.snapshot()
                    .group("DubboClientIO-telemetry-saturated").threads().get(0);
            IoThreadStats stuck = await(thread, t -> t.queueLatencyNanos() >= TimeUnit.MILLISECONDS.toNanos(500)
                    && t.busyRatio() >= 0.2, "a long queue wait and a busy thread");
            assertTrue(stuck.maxQueueLatencyNanos() >= stuck.queueLatencyNanos());
            release.set(true);
            IoThreadStats recovered = await(thread, t -> t.queueLatencyNanos() < TimeUnit.MILLISECONDS.toNanos(500),
                    "the loop to recover");
            assertTrue(recovered.maxQueueLatencyNanos() >= TimeUnit.MILLISECONDS.toNanos(500));
            assertEquals("Hello again", Calls.value(client, "hello", "again"));
        } finally {
            release.set(true);
            client.close();
            server.close(0);
        }
    }

    @Test
    void reconnectsAreCountedOnTheConnectionAndSurviveTheNewChannel() throws Exception {
        ExchangeServer server = Servers.start(ReflectiveHandler.greeter(new GreeterImpl()));
        ExchangeClient client = Servers.connect(server);
        try {
            Calls.value(client, "hello", "before");
            long before = client.connection().counters().framesWritten();
            Servers.awaitChannels(server, 1).get(0).close();
            await(() -> client.connection().counters().reconnects(), n -> n >= 1, "a reconnect");
            await(client::isConnected, c -> c, "connected again");
            Calls.value(client, "hello", "after");
            assertTrue(client.connection().counters().framesWritten() > before);
            assertEquals(1, clientChannelTo(server.localAddress().getPort()).reconnects());
        } finally {
            client.close();
            server.close(0);
        }
    }

    @Test
    void telemetryOffMeansNoHandlerNoCountersAndNoListing() throws Exception {
        ExchangeServer server = Servers.start(ReflectiveHandler.greeter(new GreeterImpl()), "telemetry=false");
        ExchangeClient client = Servers.connect(server, "telemetry=false");
        try {
            Calls.value(client, "hello", "quiet");
            assertNull(client.connection().counters());
            assertNull(client.connection().channel().pipeline().get(ChannelTelemetryHandler.class));
            assertNull(Servers.awaitChannels(server, 1).get(0).stats());
            assertNull(clientChannelTo(server.localAddress().getPort()));
            assertNull(TransportTelemetry.snapshot().group("DubboServerWorker-" + server.localAddress().getPort()));
        } finally {
            client.close();
            server.close(0);
        }
    }

    @Test
    void tcpInfoIsReadOnEpollChannels() throws Exception {
        org.junit.jupiter.api.Assumptions.assumeTrue(io.netty.channel.epoll.Epoll.isAvailable(),
                "epoll is not available here");
        ExchangeServer server = Servers.start(ReflectiveHandler.greeter(new GreeterImpl()), "native.transport=epoll");
        ExchangeClient client = Servers.connect(server, "native.transport=epoll");
        try {
            Calls.value(client, "hello", "tcp");
            ChannelStats c = clientChannelTo(server.localAddress().getPort());
            assertNotNull(c.tcpInfo(), c::toString);
            assertEquals(1, c.tcpInfo().state(), "ESTABLISHED");
            assertTrue(c.tcpInfo().sendMss() > 0 && c.tcpInfo().sendCongestionWindow() > 0, c.tcpInfo()::toString);
            List<String> groups = TransportTelemetry.snapshot().groups().stream().map(IoGroupStats::transport)
                    .distinct().collect(Collectors.toList());
            assertTrue(groups.contains("EPOLL"), groups::toString);
        } finally {
            client.close();
            server.close(0);
        }
    }
}
