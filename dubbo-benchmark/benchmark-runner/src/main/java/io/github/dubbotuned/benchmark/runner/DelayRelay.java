package io.github.dubbotuned.benchmark.runner;

import io.netty.bootstrap.Bootstrap;
import io.netty.bootstrap.ServerBootstrap;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.AdaptiveRecvByteBufAllocator;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoop;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.ServerChannel;
import io.netty.channel.epoll.Epoll;
import io.netty.channel.epoll.EpollEventLoopGroup;
import io.netty.channel.epoll.EpollServerSocketChannel;
import io.netty.channel.epoll.EpollSocketChannel;
import io.netty.channel.group.ChannelGroup;
import io.netty.channel.group.DefaultChannelGroup;
import io.netty.channel.nio.NioEventLoopGroup;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import io.netty.channel.socket.nio.NioSocketChannel;
import io.netty.channel.unix.IntegerUnixChannelOption;
import io.netty.util.concurrent.DefaultThreadFactory;
import io.netty.util.concurrent.ScheduledFuture;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A TCP relay that puts a long, narrow path between a consumer and a provider on one host, where the kernel offers no
 * {@code netem}: it listens on an ephemeral port, connects every accepted connection to the target, and forwards every
 * byte unchanged, in order, through a {@link RelayLink} per direction shaped by a {@link RelayShape} (rate, queue,
 * one-way delay, per-connection window).
 *
 * <p>Everything runs on one event loop (native epoll where available, whose timers have nanosecond resolution; NIO
 * wakes up on whole milliseconds, so there a chunk may arrive up to a millisecond late, never early). Each direction
 * of each connection keeps its chunks in arrival order and one timer set at the next chunk's arrival time, computed
 * when it was read, so delays do not drift. A side is read only while its destination is writable, its connection's
 * window has room and its direction's link is not full. When either side closes, the other is closed once the bytes
 * already on their way to it have been written.
 *
 * <p>With epoll, both legs of every connection carry segments of at most the shape's MSS ({@code TCP_MAXSEG} on the
 * listening socket, which the accepted legs inherit and announce, and on each outgoing leg before it connects), as on
 * the Ethernet path it imitates; NIO cannot set it, and the legs keep loopback's MSS of about 64 KiB.
 */
final class DelayRelay implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(DelayRelay.class);
    private static final int LARGEST_READ = 64 * 1024;
    /** setsockopt(IPPROTO_TCP, TCP_MAXSEG): the largest segment a connection sends and announces it takes. */
    private static final ChannelOption<Integer> TCP_MAXSEG = new IntegerUnixChannelOption("TCP_MAXSEG", 6, 2);

    private final RelayShape shape;
    private final InetSocketAddress target;
    private final EventLoopGroup group;
    private final EventLoop loop;
    private final Class<? extends Channel> channelType;
    private final RelayLink toTarget;
    private final RelayLink fromTarget;
    private final ChannelGroup channels;
    /** Loop-confined: the directions with chunks still in transit or unacknowledged. */
    private final Set<Direction> directions = new LinkedHashSet<Direction>();
    private final AtomicInteger connections = new AtomicInteger();
    private final AtomicLong bytesToTarget = new AtomicLong();
    private final AtomicLong bytesFromTarget = new AtomicLong();
    private final int readLimit;
    private Channel server;

    private DelayRelay(InetSocketAddress target, RelayShape shape) {
        this.shape = shape;
        this.target = target;
        boolean epoll = Epoll.isAvailable();
        DefaultThreadFactory threads = new DefaultThreadFactory("delay-relay", true);
        this.group = epoll ? new EpollEventLoopGroup(1, threads) : new NioEventLoopGroup(1, threads);
        this.loop = group.next();
        this.channelType = epoll ? EpollSocketChannel.class : NioSocketChannel.class;
        this.toTarget = new RelayLink(shape);
        this.fromTarget = new RelayLink(shape);
        this.channels = new DefaultChannelGroup("delay-relay", loop);
        // a read never takes much more than the window: the window is checked between reads
        this.readLimit = shape.windowBytes == 0 ? LARGEST_READ
                : (int) Math.max(2048, Math.min(LARGEST_READ, shape.windowBytes / 4));
    }

    /**
     * Starts a relay on {@code bindHost} and an ephemeral port towards {@code target}.
     *
     * @throws IOException when it cannot listen
     */
    static DelayRelay start(String bindHost, InetSocketAddress target, RelayShape shape) throws IOException {
        DelayRelay relay = new DelayRelay(target, shape);
        try {
            relay.listen(bindHost);
        } catch (Exception e) {
            // Netty rethrows a failed bind's checked exception unchecked
            relay.close();
            throw new IOException("the delay relay cannot listen on " + bindHost + ": " + e.getMessage(), e);
        }
        return relay;
    }

    private void listen(String bindHost) {
        Class<? extends ServerChannel> serverType = channelType == EpollSocketChannel.class
                ? EpollServerSocketChannel.class : NioServerSocketChannel.class;
        ServerBootstrap bootstrap = new ServerBootstrap().group(loop, loop).channel(serverType)
                .childOption(ChannelOption.AUTO_READ, false)
                .childOption(ChannelOption.TCP_NODELAY, true)
                .childOption(ChannelOption.RCVBUF_ALLOCATOR, allocator())
                .childHandler(new ChannelInitializer<Channel>() {
                    @Override
                    protected void initChannel(Channel accepted) {
                        connections.incrementAndGet();
                        channels.add(accepted);
                        pair(accepted);
                    }
                });
        if (shape.socketBufferBytes > 0) {
            bootstrap.childOption(ChannelOption.SO_SNDBUF, shape.socketBufferBytes)
                    .childOption(ChannelOption.SO_RCVBUF, shape.socketBufferBytes);
        }
        if (clampsSegments()) {
            // set on the listener: an accepted connection takes it from there, and announces it in its SYN-ACK
            bootstrap.option(TCP_MAXSEG, shape.segmentBytes);
        }
        server = bootstrap.bind(bindHost, 0).syncUninterruptibly().channel();
        channels.add(server);
    }

    private AdaptiveRecvByteBufAllocator allocator() {
        return new AdaptiveRecvByteBufAllocator(64, Math.min(2048, readLimit), readLimit);
    }

    /** Connects {@code accepted} to the target; reading starts on both once the connection stands. */
    private void pair(final Channel accepted) {
        Bootstrap bootstrap = new Bootstrap().group(loop).channel(channelType)
                .option(ChannelOption.AUTO_READ, false)
                .option(ChannelOption.TCP_NODELAY, true)
                .option(ChannelOption.RCVBUF_ALLOCATOR, allocator())
                .option(ChannelOption.CONNECT_TIMEOUT_MILLIS, 10_000)
                .handler(new ChannelInboundHandlerAdapter());
        if (shape.socketBufferBytes > 0) {
            bootstrap.option(ChannelOption.SO_SNDBUF, shape.socketBufferBytes)
                    .option(ChannelOption.SO_RCVBUF, shape.socketBufferBytes);
        }
        if (clampsSegments()) {
            bootstrap.option(TCP_MAXSEG, shape.segmentBytes);
        }
        bootstrap.connect(target).addListener(new ChannelFutureListener() {
            @Override
            public void operationComplete(ChannelFuture future) {
                if (!future.isSuccess()) {
                    LOG.warn("delay relay: cannot connect to {}: {}", target, future.cause().toString());
                    accepted.close();
                    return;
                }
                Channel outbound = future.channel();
                channels.add(outbound);
                Direction up = new Direction(accepted, outbound, toTarget, bytesToTarget);
                Direction down = new Direction(outbound, accepted, fromTarget, bytesFromTarget);
                accepted.pipeline().addLast(new Side(up, down));
                outbound.pipeline().addLast(new Side(down, up));
                if (!accepted.isActive() || !outbound.isActive()) {
                    // one side went away before the pair stood: there is nothing to forward
                    up.end();
                    down.end();
                    accepted.close();
                    outbound.close();
                    return;
                }
                up.update();
                down.update();
            }
        });
    }

    /** The address consumers dial. */
    InetSocketAddress address() {
        return (InetSocketAddress) server.localAddress();
    }

    int port() {
        return address().getPort();
    }

    RelayShape shape() {
        return shape;
    }

    /**
     * {@code epoll}, or {@code NIO} (whose timers wake on whole milliseconds, and which keeps the interface's MSS)
     * where native epoll is unavailable.
     */
    String transport() {
        return channelType == EpollSocketChannel.class ? "epoll"
                : shape.segmentBytes == 0 ? "NIO" : "NIO, which keeps the interface's MSS";
    }

    private boolean clampsSegments() {
        return shape.segmentBytes > 0 && channelType == EpollSocketChannel.class;
    }

    /** Connections accepted so far. */
    int connectionsAccepted() {
        return connections.get();
    }

    long bytesToTarget() {
        return bytesToTarget.get();
    }

    long bytesFromTarget() {
        return bytesFromTarget.get();
    }

    /** Closes the listening socket and every connection, drops what is in transit and stops the event loop. */
    @Override
    public void close() {
        try {
            channels.close().awaitUninterruptibly(10, TimeUnit.SECONDS);
            if (!loop.isShuttingDown()) {
                loop.submit(new Runnable() {
                    @Override
                    public void run() {
                        for (Direction direction : new ArrayList<Direction>(directions)) {
                            direction.discard();
                        }
                    }
                }).awaitUninterruptibly(10, TimeUnit.SECONDS);
            }
        } finally {
            group.shutdownGracefully(0, 2, TimeUnit.SECONDS).awaitUninterruptibly(10, TimeUnit.SECONDS);
        }
    }

    /** A chunk read from a source: in transit until {@code arrival}, then unacknowledged until {@code acknowledged}. */
    private static final class Chunk {
        ByteBuf data;
        final int size;
        final long arrival;

        Chunk(ByteBuf data, int size, long arrival) {
            this.data = data;
            this.size = size;
            this.arrival = arrival;
        }

        long acknowledged(long oneWayDelayNanos) {
            return arrival + oneWayDelayNanos;
        }
    }

    /** One direction of one connection, from {@code source} to {@code destination}; confined to the event loop. */
    private final class Direction implements RelayLink.Listener, Runnable {

        private final Channel source;
        private final Channel destination;
        private final RelayLink link;
        private final AtomicLong counter;
        private final ArrayDeque<Chunk> inTransit = new ArrayDeque<Chunk>();
        private final ArrayDeque<Chunk> unacknowledged = new ArrayDeque<Chunk>();
        private long windowUsed;
        private boolean sourceEnded;
        /** The destination is closed or being closed: nothing more is written to it. */
        private boolean finished;
        private ScheduledFuture<?> timer;

        Direction(Channel source, Channel destination, RelayLink link, AtomicLong counter) {
            this.source = source;
            this.destination = destination;
            this.link = link;
            this.counter = counter;
            link.addListener(this);
            directions.add(this);
        }

        void read(ByteBuf data) {
            int size = data.readableBytes();
            if (finished || size == 0) {
                data.release();
                return;
            }
            counter.addAndGet(size);
            windowUsed += size;
            inTransit.add(new Chunk(data, size, link.admit(size, System.nanoTime())));
            schedule();
            update();
        }

        /** The timer: delivers the chunks that have arrived, takes back the window of those acknowledged. */
        @Override
        public void run() {
            timer = null;
            long now = System.nanoTime();
            boolean wrote = false;
            while (!inTransit.isEmpty() && inTransit.peek().arrival - now <= 0) {
                Chunk chunk = inTransit.poll();
                if (finished) {
                    chunk.data.release();
                } else {
                    destination.write(chunk.data, destination.voidPromise());
                    wrote = true;
                }
                chunk.data = null;
                unacknowledged.add(chunk);
                link.release(chunk.size);
            }
            if (wrote) {
                destination.flush();
            }
            while (!unacknowledged.isEmpty() && unacknowledged.peek().acknowledged(shape.oneWayDelayNanos) - now <= 0) {
                windowUsed -= unacknowledged.poll().size;
            }
            if (sourceEnded && inTransit.isEmpty()) {
                closeDestinationAfterWrites();
            }
            schedule();
            update();
        }

        /**
         * Sets the timer at the next event unless one is set: it always is at the earliest, since chunks arrive in
         * the order they were read and a new chunk arrives no earlier than the acknowledgement of one delivered.
         */
        private void schedule() {
            if (timer != null) {
                return;
            }
            long next;
            if (!inTransit.isEmpty()) {
                next = inTransit.peek().arrival;
            } else if (!unacknowledged.isEmpty()) {
                next = unacknowledged.peek().acknowledged(shape.oneWayDelayNanos);
            } else {
                if (sourceEnded) {
                    end();
                }
                return;
            }
            timer = loop.schedule(this, Math.max(0, next - System.nanoTime()), TimeUnit.NANOSECONDS);
        }

        /** Reads from the source while the destination is writable, the window has room and the link is not full. */
        void update() {
            boolean read = !sourceEnded && !finished && destination.isWritable()
                    && (shape.windowBytes == 0 || windowUsed < shape.windowBytes) && !link.isFull();
            if (source.isActive() && source.config().isAutoRead() != read) {
                source.config().setAutoRead(read);
            }
        }

        @Override
        public void linkHasRoom() {
            update();
        }

        void sourceClosed() {
            sourceEnded = true;
            if (inTransit.isEmpty()) {
                closeDestinationAfterWrites();
            }
            schedule();
        }

        void destinationClosed() {
            finished = true;
        }

        private void closeDestinationAfterWrites() {
            if (finished) {
                return;
            }
            finished = true;
            // completes after every write before it: nothing already delivered is lost
            destination.writeAndFlush(Unpooled.EMPTY_BUFFER).addListener(ChannelFutureListener.CLOSE);
        }

        /** Leaves the link once nothing of this direction is in it any more. */
        void end() {
            if (inTransit.isEmpty()) {
                link.removeListener(this);
                directions.remove(this);
            }
        }

        /** The relay closes: what is in transit is dropped and leaves the link. */
        void discard() {
            if (timer != null) {
                timer.cancel(false);
                timer = null;
            }
            finished = true;
            for (Chunk chunk : inTransit) {
                chunk.data.release();
                link.release(chunk.size);
            }
            inTransit.clear();
            unacknowledged.clear();
            link.removeListener(this);
            directions.remove(this);
        }
    }

    /** The handler on each of a pair's channels. */
    private static final class Side extends ChannelInboundHandlerAdapter {

        /** The direction this channel is the source of. */
        private final Direction reading;
        /** The direction this channel is the destination of. */
        private final Direction writing;

        Side(Direction reading, Direction writing) {
            this.reading = reading;
            this.writing = writing;
        }

        @Override
        public void channelRead(ChannelHandlerContext ctx, Object msg) {
            reading.read((ByteBuf) msg);
        }

        @Override
        public void channelWritabilityChanged(ChannelHandlerContext ctx) {
            writing.update();
            ctx.fireChannelWritabilityChanged();
        }

        @Override
        public void channelInactive(ChannelHandlerContext ctx) {
            reading.sourceClosed();
            writing.destinationClosed();
            ctx.fireChannelInactive();
        }

        @Override
        public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
            LOG.debug("delay relay: {} closed on {}", ctx.channel(), cause.toString());
            ctx.close();
        }
    }
}
