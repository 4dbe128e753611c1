package io.github.dubbotuned.benchmark.runner;

import io.netty.bootstrap.Bootstrap;
import io.netty.bootstrap.ServerBootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.epoll.Epoll;
import io.netty.channel.epoll.EpollEventLoopGroup;
import io.netty.channel.epoll.EpollServerSocketChannel;
import io.netty.channel.epoll.EpollSocketChannel;
import io.netty.channel.unix.IntegerUnixChannelOption;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.net.ServerSocket;
import java.net.Socket;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

/**
 * The delay relay against plain blocking sockets: it forwards every byte unchanged both ways, never sooner than the
 * one-way delay nor faster than the rate (lower bounds only: a busy machine may always be slower), stops reading when
 * its destination does not take more, closes each side when the other closes, after the bytes on their way, and keeps
 * both legs of a connection to the shape's segment size.
 */
class DelayRelayTest {

    private static final long ONE_WAY_MILLIS = 20;
    private static final ChannelOption<Integer> TCP_MAXSEG = new IntegerUnixChannelOption("TCP_MAXSEG", 6, 2);

    private final List<AutoCloseable> resources = new ArrayList<>();
    private final ExecutorService threads = Executors.newCachedThreadPool();

    @AfterEach
    void close() throws Exception {
        threads.shutdownNow();
        for (int i = resources.size() - 1; i >= 0; i--) {
            resources.get(i).close();
        }
        assertTrue(threads.awaitTermination(10, TimeUnit.SECONDS));
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void forwardsEveryByteBothWaysNoSoonerThanTheDelayAndNoFasterThanTheRate() throws Exception {
        long bitsPerSecond = 50_000_000;
        // no window: the rate alone limits the transfer
        RelayShape shape = new RelayShape(TimeUnit.MILLISECONDS.toNanos(ONE_WAY_MILLIS), bitsPerSecond, 64 * 1024,
                0, 0);
        ServerSocket target = target(0);
        DelayRelay relay = relay(target, shape);
        Socket client = connect(relay);
        Socket server = accept(target);

        for (Socket[] pair : new Socket[][] {{client, server}, {server, client}}) {
            long sent = System.nanoTime();
            pair[0].getOutputStream().write(42);
            pair[0].getOutputStream().flush();
            assertEquals(42, pair[1].getInputStream().read());
            long elapsed = System.nanoTime() - sent;
            assertTrue(elapsed >= TimeUnit.MILLISECONDS.toNanos(ONE_WAY_MILLIS),
                    "one byte arrived after " + elapsed / 1e6 + " ms, before the one-way delay");
        }

        int size = 1_500_000;
        byte[] up = random(size, 1);
        byte[] down = random(size, 2);
        long started = System.nanoTime();
        CompletableFuture<Void> writeUp = write(client, up);
        CompletableFuture<Void> writeDown = write(server, down);
        CompletableFuture<byte[]> readUp = read(server, size);
        CompletableFuture<byte[]> readDown = read(client, size);
        byte[] receivedUp = readUp.get(50, TimeUnit.SECONDS);
        long upElapsed = System.nanoTime() - started;
        byte[] receivedDown = readDown.get(50, TimeUnit.SECONDS);
        long downElapsed = System.nanoTime() - started;
        writeUp.get(5, TimeUnit.SECONDS);
        writeDown.get(5, TimeUnit.SECONDS);

        assertArrayEquals(up, receivedUp, "client to target");
        assertArrayEquals(down, receivedDown, "target to client");
        long least = TimeUnit.SECONDS.toNanos(1) * size * 8 / bitsPerSecond + TimeUnit.MILLISECONDS.toNanos(ONE_WAY_MILLIS);
        assertTrue(upElapsed >= least, "client to target took " + upElapsed / 1e6 + " ms, less than "
                + least / 1e6 + " ms at the rate");
        assertTrue(downElapsed >= least, "target to client took " + downElapsed / 1e6 + " ms, less than "
                + least / 1e6 + " ms at the rate");
        assertEquals(1, relay.connectionsAccepted());
        assertEquals(size + 1, relay.bytesToTarget());
        assertEquals(size + 1, relay.bytesFromTarget());
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void sendsAtMostAWindowPerRoundTrip() throws Exception {
        long oneWay = TimeUnit.MILLISECONDS.toNanos(10);
        int window = 64 * 1024;
        ServerSocket target = target(0);
        DelayRelay relay = relay(target, new RelayShape(oneWay, 0, 0, window, 0));
        Socket client = connect(relay);
        Socket server = accept(target);
        int size = 1024 * 1024;
        byte[] data = random(size, 6);

        long started = System.nanoTime();
        CompletableFuture<Void> writer = write(client, data);
        byte[] received = read(server, size).get(50, TimeUnit.SECONDS);
        long elapsed = System.nanoTime() - started;
        writer.get(5, TimeUnit.SECONDS);

        assertArrayEquals(data, received);
        // a read starts only below the window and takes at most a quarter of it (16 KiB), and a byte leaves the
        // window two one-way delays after it was read: so by then at most 80 KiB more than two delays before; the
        // last byte is read after ceil(1 MiB / 80 KiB) - 1 = 12 round trips and arrives one one-way delay later
        long perRoundTrip = window + window / 4;
        long least = ((size + perRoundTrip - 1) / perRoundTrip - 1) * 2 * oneWay + oneWay;
        assertTrue(elapsed >= least, "1 MiB through a 64 KiB window took " + elapsed / 1e6 + " ms, less than "
                + least / 1e6 + " ms");
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void stopsReadingWhileTheDestinationTakesNothing() throws Exception {
        int buffer = 32 * 1024;
        RelayShape shape = new RelayShape(TimeUnit.MILLISECONDS.toNanos(1), 0, 0, 64 * 1024, buffer);
        ServerSocket target = target(buffer);
        DelayRelay relay = relay(target, shape);
        Socket client = new Socket();
        resources.add(client);
        client.setSendBufferSize(buffer);
        client.connect(relay.address(), 10_000);
        Socket server = accept(target);

        int size = 8 * 1024 * 1024;
        byte[] data = random(size, 3);
        AtomicLong written = new AtomicLong();
        CompletableFuture<Void> writer = CompletableFuture.runAsync(() -> {
            try {
                OutputStream out = client.getOutputStream();
                for (int offset = 0; offset < size; offset += 4096) {
                    out.write(data, offset, 4096);
                    written.addAndGet(4096);
                }
            } catch (IOException e) {
                throw new RuntimeException(e);
            }
        }, threads);
        // every buffer on the way (sockets, the window, Netty's outbound buffer up to its high water mark) holds a few
        // hundred KiB at most: a relay that reads regardless takes all 8 MiB
        long bound = 2 * 1024 * 1024;
        long seen = -1;
        int unchanged = 0;
        while (unchanged < 10 && written.get() <= bound && !writer.isDone()) {
            long now = written.get();
            unchanged = now == seen ? unchanged + 1 : 0;
            seen = now;
            Thread.sleep(50);
        }
        assertTrue(written.get() <= bound, written.get() + " bytes taken while the target read nothing");

        byte[] received = read(server, size).get(50, TimeUnit.SECONDS);
        writer.get(10, TimeUnit.SECONDS);
        assertArrayEquals(data, received);
    }

    @ParameterizedTest(name = "the {0} closes")
    @ValueSource(strings = {"client", "target"})
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void closesTheOtherSideAfterTheBytesOnTheirWay(String closing) throws Exception {
        ServerSocket target = target(0);
        DelayRelay relay = relay(target, new RelayShape(TimeUnit.MILLISECONDS.toNanos(ONE_WAY_MILLIS), 0, 0, 0, 0));
        Socket client = connect(relay);
        Socket server = accept(target);
        Socket closer = "client".equals(closing) ? client : server;
        Socket other = closer == client ? server : client;
        byte[] last = random(100_000, 4);

        closer.getOutputStream().write(last);
        closer.close();

        assertArrayEquals(last, readToEnd(other), "the bytes sent before the close, then the end of the stream");
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void closingTheRelayClosesItsConnections() throws Exception {
        ServerSocket target = target(0);
        DelayRelay relay = relay(target, new RelayShape(TimeUnit.MILLISECONDS.toNanos(1), 0, 0, 0, 0));
        Socket client = connect(relay);
        Socket server = accept(target);
        client.getOutputStream().write(7);
        assertEquals(7, server.getInputStream().read());

        relay.close();

        assertEquals(-1, client.getInputStream().read());
        assertEquals(-1, server.getInputStream().read());
    }

    /**
     * Loopback's MSS (about 64 KiB) exceeds a 32 KiB socket buffer's window: Linux then may offer a window a little
     * smaller than the sender's MSS, which the sender leaves unused until its 200 ms persist timer fires, over and over
     * (the congestion experiment's cells at 58-71 calls/s). Segments of Ethernet's size leave no such gap, so both
     * legs of every connection through the relay must carry them.
     */
    @ParameterizedTest(name = "MSS {0} (0: the interface's)")
    @ValueSource(ints = {RelayShape.ETHERNET_SEGMENT_BYTES, 536, 0})
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void bothLegsOfAConnectionCarryTheShapesSegmentSize(int segment) throws Exception {
        assumeTrue(Epoll.isAvailable(), "the relay sets TCP_MAXSEG through native epoll");
        int loopbackMtu = NetworkInterface.getByInetAddress(InetAddress.getLoopbackAddress()).getMTU();
        assumeTrue(loopbackMtu > 1500, "this loopback's MSS (MTU " + loopbackMtu + ") is no larger than Ethernet's");
        EventLoopGroup group = new EpollEventLoopGroup(1);
        resources.add(() -> group.shutdownGracefully(0, 1, TimeUnit.SECONDS).awaitUninterruptibly(10, TimeUnit.SECONDS));
        CompletableFuture<Channel> accepted = new CompletableFuture<>();
        Channel target = new ServerBootstrap().group(group).channel(EpollServerSocketChannel.class)
                .childHandler(new ChannelInitializer<Channel>() {
                    @Override
                    protected void initChannel(Channel channel) {
                        accepted.complete(channel);
                    }
                })
                .bind(InetAddress.getLoopbackAddress(), 0).sync().channel();
        resources.add(() -> target.close().awaitUninterruptibly(10, TimeUnit.SECONDS));
        int buffer = 32 * 1024;
        DelayRelay relay = DelayRelay.start("127.0.0.1", (InetSocketAddress) target.localAddress(),
                new RelayShape(TimeUnit.MILLISECONDS.toNanos(1), 0, 0, buffer, buffer, segment));
        resources.add(relay);
        Channel client = new Bootstrap().group(group).channel(EpollSocketChannel.class)
                .handler(new ChannelInboundHandlerAdapter())
                .connect(relay.address()).sync().channel();
        resources.add(() -> client.close().awaitUninterruptibly(10, TimeUnit.SECONDS));
        Channel server = accepted.get(30, TimeUnit.SECONDS);

        // what each end sends in one segment: at most what the relay announced, on its leg
        int clientSegment = client.config().getOption(TCP_MAXSEG);
        int serverSegment = server.config().getOption(TCP_MAXSEG);
        if (segment == 0) {
            assertTrue(clientSegment > RelayShape.ETHERNET_SEGMENT_BYTES, "client leg's MSS " + clientSegment);
            assertTrue(serverSegment > RelayShape.ETHERNET_SEGMENT_BYTES, "target leg's MSS " + serverSegment);
        } else {
            assertTrue(clientSegment > 0 && clientSegment <= segment, "client leg's MSS " + clientSegment);
            assertTrue(serverSegment > 0 && serverSegment <= segment, "target leg's MSS " + serverSegment);
        }
    }

    @Test
    void takesNoSegmentSizeLinuxRefuses() {
        for (int wrong : new int[] {-1, 1, 87, 32768}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                    () -> new RelayShape(0, 0, 0, 0, 0, wrong));
            assertTrue(e.getMessage().contains(String.valueOf(wrong)), e.getMessage());
        }
    }

    @Test
    void readsRatesAsTcWritesThem() {
        assertEquals(500_000_000L, RelayShape.parseRate("500mbit"));
        assertEquals(1_000_000_000L, RelayShape.parseRate("1gbit"));
        assertEquals(800_000L, RelayShape.parseRate("800kbit"));
        assertEquals(1200L, RelayShape.parseRate("1200"));
        assertEquals(0L, RelayShape.parseRate("none"));
        IllegalArgumentException wrong = assertThrows(IllegalArgumentException.class,
                () -> RelayShape.parseRate("500mbps"));
        assertTrue(wrong.getMessage().contains("500mbps"), wrong.getMessage());
    }

    @Test
    void theLinkSerializesChunksInOrderAndFillsAtRateTimesDelayPlusQueue() {
        // 8 Mbit/s: one byte per microsecond
        RelayShape shape = new RelayShape(TimeUnit.MILLISECONDS.toNanos(10), 8_000_000, 5_000, 0, 0);
        assertEquals(10_000 + 5_000, shape.linkCapacityBytes());
        RelayLink link = new RelayLink(shape);
        AtomicLong told = new AtomicLong();
        link.addListener(told::incrementAndGet);

        assertEquals(1_000 + 1_000_000 + 10_000_000, link.admit(1_000, 1_000));
        // read while the first still crosses: waits for it
        assertEquals(1_000 + 1_000_000 + 14_000_000 + 10_000_000, link.admit(14_000, 2_000));
        assertTrue(link.isFull());
        link.release(1_000);
        assertEquals(1, told.get());
        assertFalse(link.isFull());
        // an idle link starts at once
        assertEquals(100_000_000 + 1_000_000 + 10_000_000, link.admit(1_000, 100_000_000));
    }

    private ServerSocket target(int receiveBuffer) throws IOException {
        ServerSocket target = new ServerSocket();
        resources.add(target);
        if (receiveBuffer > 0) {
            target.setReceiveBufferSize(receiveBuffer);
        }
        target.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
        return target;
    }

    private DelayRelay relay(ServerSocket target, RelayShape shape) throws IOException {
        DelayRelay relay = DelayRelay.start("127.0.0.1", (InetSocketAddress) target.getLocalSocketAddress(), shape);
        resources.add(relay);
        return relay;
    }

    private Socket connect(DelayRelay relay) throws IOException {
        Socket client = new Socket();
        resources.add(client);
        client.connect(relay.address(), 10_000);
        client.setSoTimeout(30_000);
        return client;
    }

    private Socket accept(ServerSocket target) throws IOException {
        target.setSoTimeout(30_000);
        Socket server = target.accept();
        resources.add(server);
        server.setSoTimeout(30_000);
        return server;
    }

    private CompletableFuture<Void> write(Socket socket, byte[] data) {
        return CompletableFuture.runAsync(() -> {
            try {
                OutputStream out = socket.getOutputStream();
                for (int offset = 0; offset < data.length; offset += 8192) {
                    out.write(data, offset, Math.min(8192, data.length - offset));
                }
                out.flush();
            } catch (IOException e) {
                throw new RuntimeException(e);
            }
        }, threads);
    }

    private CompletableFuture<byte[]> read(Socket socket, int size) {
        return CompletableFuture.supplyAsync(() -> {
            try {
                InputStream in = socket.getInputStream();
                byte[] data = new byte[size];
                int offset = 0;
                while (offset < size) {
                    int n = in.read(data, offset, size - offset);
                    if (n < 0) {
                        return Arrays.copyOf(data, offset);
                    }
                    offset += n;
                }
                return data;
            } catch (IOException e) {
                throw new RuntimeException(e);
            }
        }, threads);
    }

    private static byte[] readToEnd(Socket socket) throws IOException {
        ByteArrayOutputStream data = new ByteArrayOutputStream();
        byte[] chunk = new byte[8192];
        InputStream in = socket.getInputStream();
        for (int n; (n = in.read(chunk)) >= 0; ) {
            data.write(chunk, 0, n);
        }
        return data.toByteArray();
    }

    private static byte[] random(int size, long seed) {
        byte[] data = new byte[size];
        new Random(seed).nextBytes(data);
        return data;
    }
}
