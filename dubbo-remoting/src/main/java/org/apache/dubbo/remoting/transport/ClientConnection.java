package org.apache.dubbo.remoting.transport;

import java.net.InetSocketAddress;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;

import io.netty.bootstrap.Bootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelPipeline;
import io.netty.channel.EventLoop;
import io.netty.channel.socket.SocketChannel;
import io.netty.handler.timeout.IdleState;
import io.netty.handler.timeout.IdleStateEvent;
import io.netty.handler.timeout.IdleStateHandler;
import org.apache.dubbo.remoting.RemotingException;
import org.apache.dubbo.remoting.codec.FrameDecoder;
import org.apache.dubbo.remoting.codec.FrameViolation;
import org.apache.dubbo.remoting.codec.InboundFrame;
import org.apache.dubbo.remoting.codec.OutboundFrame;
import org.apache.dubbo.remoting.transport.telemetry.ChannelCounters;
import org.apache.dubbo.remoting.transport.telemetry.ChannelTelemetryHandler;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One client TCP connection to one provider address, kept alive: it connects on an event loop chosen by
 * {@link ClientEventLoops} (and keeps that loop across reconnects), applies the channel options, hands every
 * inbound frame to its {@link Handler} on the loop, and reconnects with exponential back-off (100 ms doubling to
 * 5 s, with jitter) after an unexpected disconnect unless {@code reconnect=false}.
 *
 * <p>With telemetry on (the default) one set of {@link ChannelCounters} lives as long as the connection, so its
 * totals and its reconnect count survive the channels it goes through.
 */
public final class ClientConnection {

    /** Callbacks, all on the connection's event loop. */
    public interface Handler {
        void onFrame(ClientConnection connection, InboundFrame frame);

        /** The peer broke the protocol; the connection is closed (and reconnected) right after this call. */
        void onViolation(ClientConnection connection, FrameViolation violation);

        void onConnected(ClientConnection connection);

        void onDisconnected(ClientConnection connection);

        /** Nothing was read for {@code idleMillis}; called every heartbeat period while idle. */
        void onReadIdle(ClientConnection connection, long idleMillis);

        /** Whether {@link #onWritten} should be called: then each channel gets a write observer. */
        default boolean observesWrites() {
            return false;
        }

        /** A frame was written (only when {@link #observesWrites()}). */
        default void onWritten(ClientConnection connection, OutboundFrame frame) {
        }
    }

    private static final Logger log = LoggerFactory.getLogger(ClientConnection.class);
    private static final long FIRST_RETRY_MILLIS = 100;
    private static final long MAX_RETRY_MILLIS = 5_000;

    private final DialTargets targets;
    private final ClientOptions options;
    private final Handler handler;
    private final ClientEventLoops.Lease lease;
    private final EventLoop loop;
    private final Bootstrap bootstrap;
    private final CompletableFuture<Void> firstConnect = new CompletableFuture<>();
    private final java.util.concurrent.atomic.AtomicBoolean connectStarted =
            new java.util.concurrent.atomic.AtomicBoolean();
    /** Null when telemetry is off. */
    private final ChannelCounters counters;
    private boolean everConnected;

    /** The target in use: the one last connected to, or the first before any connection. */
    private volatile InetSocketAddress remote;
    private volatile Channel channel;
    private volatile ChannelWriter writer;
    private volatile boolean closed;
    private volatile Throwable lastConnectFailure;
    private volatile long lastReadNanos = System.nanoTime();
    private volatile String eventLoopThreadName;
    private int failedAttempts;

    public ClientConnection(InetSocketAddress remote, ClientOptions options, Handler handler) {
        this(DialTargets.of(remote), options, handler, ClientEventLoops.global(), null);
    }

    public ClientConnection(DialTargets targets, ClientOptions options, Handler handler) {
        this(targets, options, handler, ClientEventLoops.global(), null);
    }

    /**
     * A connection speaking another protocol than dubbo: {@code protocol} installs its handlers on every channel
     * (and reads from it itself); {@code handler} still hears about connects, disconnects and read-idle periods,
     * never about frames.
     */
    public ClientConnection(DialTargets targets, ClientOptions options, Handler handler,
                            ProtocolPipeline protocol) {
        this(targets, options, handler, ClientEventLoops.global(), protocol);
    }

    ClientConnection(InetSocketAddress remote, ClientOptions options, Handler handler, ClientEventLoops loops) {
        this(DialTargets.of(remote), options, handler, loops, null);
    }

    private ClientConnection(DialTargets targets, ClientOptions options, Handler handler,
                             ClientEventLoops loops, ProtocolPipeline protocol) {
        this.targets = targets;
        this.remote = targets.first();
        this.options = options;
        this.handler = handler;
        this.lease = loops.acquire(options);
        this.loop = lease.nextLoop();
        this.counters = options.telemetry() ? new ChannelCounters() : null;
        Bootstrap b = new Bootstrap().group(loop).channel(EventLoopFactory.socketChannel(lease.transport()));
        ChannelOptionsApplier.applyClient(b, options);
        b.handler(new ChannelInitializer<SocketChannel>() {
            @Override
            protected void initChannel(SocketChannel ch) {
                ChannelPipeline p = ch.pipeline();
                if (counters != null) {
                    p.addLast(ChannelTelemetryHandler.NAME, new ChannelTelemetryHandler(counters, "dubbo", "client"));
                }
                if (options.heartbeatMillis() > 0) {
                    p.addLast("idle", new IdleStateHandler(options.heartbeatMillis(), 0, 0, TimeUnit.MILLISECONDS));
                }
                if (protocol != null) {
                    protocol.install(ch);
                } else {
                    p.addLast("frames", new FrameDecoder(options.payload()));
                }
                p.addLast("exchange", new InboundHandler());
                if (handler.observesWrites()) {
                    p.addFirst("written", new WriteObserver(frame -> handler.onWritten(ClientConnection.this, frame)));
                }
            }
        });
        this.bootstrap = b;
        log.debug("Connection to {} placed on {} ({} threads)", targets, loop, lease.threads());
        LiveClientConnections.opened(this);
    }

    /**
     * Starts connecting (once: later calls return the same future); the future completes when the first connection
     * is up, or fails with the reason.
     */
    public CompletableFuture<Void> connect() {
        if (connectStarted.compareAndSet(false, true)) {
            loop.execute(this::doConnect);
        }
        return firstConnect;
    }

    private void doConnect() {
        if (closed) {
            return;
        }
        eventLoopThreadName = Thread.currentThread().getName();
        dial(0, null);
    }

    /** Tries {@code targets} from {@code index} on; {@code earlier} describes the targets that failed before. */
    private void dial(int index, String earlier) {
        InetSocketAddress target = targets.get(index);
        ChannelFuture f = bootstrap.connect(target);
        f.addListener(done -> {
            if (done.isSuccess()) {
                Channel ch = f.channel();
                if (closed) {
                    ch.close();
                    return;
                }
                if (failedAttempts > 0) {
                    log.info("Reconnected to {} after {} failed attempts", target, failedAttempts);
                }
                if (earlier != null) {
                    log.debug("Connected to {} after {}", target, earlier);
                }
                failedAttempts = 0;
                lastConnectFailure = null;
                lastReadNanos = System.nanoTime();
                if (everConnected && counters != null) {
                    counters.reconnected();
                }
                everConnected = true;
                writer = new ChannelWriter(ch, options.maxPendingWriteBytes(), options.overloadPolicy(), counters);
                remote = target;
                channel = ch;
                handler.onConnected(this);
                firstConnect.complete(null);
                return;
            }
            String failures = (earlier == null ? "" : earlier + "; ") + target + ": " + done.cause();
            if (closed) {
                return;
            }
            if (index + 1 < targets.size()) {
                dial(index + 1, failures);
                return;
            }
            lastConnectFailure = done.cause();
            failedAttempts++;
            if (Integer.bitCount(failedAttempts) == 1) {
                log.warn("Cannot connect to {} (attempt {}): {}", targets, failedAttempts, failures);
            }
            firstConnect.completeExceptionally(new RemotingException(null, target,
                    "Failed to connect to " + targets + " within " + options.connectTimeoutMillis() + " ms: "
                            + (targets.size() == 1 ? String.valueOf(done.cause()) : failures), done.cause()));
            scheduleReconnect();
        });
    }

    private void scheduleReconnect() {
        if (closed || !options.reconnect()) {
            return;
        }
        long backoff = Math.min(MAX_RETRY_MILLIS, FIRST_RETRY_MILLIS << Math.min(failedAttempts, 10));
        long jittered = backoff / 2 + ThreadLocalRandom.current().nextLong(backoff / 2 + 1);
        loop.schedule(this::doConnect, jittered, TimeUnit.MILLISECONDS);
    }

    /** The writer of the current channel. */
    public ChannelWriter writer() throws RemotingException {
        ChannelWriter w = writer;
        Channel ch = channel;
        if (w == null || ch == null || !ch.isActive()) {
            Throwable failure = lastConnectFailure;
            throw new RemotingException(null, remote, closed ? "Connection to " + targets + " is closed"
                    : "Connection to " + targets + " is not established" + (failedAttempts > 0
                    ? " (reconnecting, " + failedAttempts + " failed attempts so far"
                    + (failure == null ? "" : ", last error: " + failure) + ")" : " yet"));
        }
        return w;
    }

    public boolean isConnected() {
        Channel ch = channel;
        return ch != null && ch.isActive();
    }

    /** The address connected to (or last connected to); before the first connection, the first target. */
    public InetSocketAddress remoteAddress() {
        return remote;
    }

    /** The local address of the current channel, or null when not connected. */
    public InetSocketAddress localAddress() {
        Channel ch = channel;
        return ch == null ? null : (InetSocketAddress) ch.localAddress();
    }

    public EventLoop eventLoop() {
        return loop;
    }

    /** The IO group this connection's loop belongs to, e.g. {@code DubboClientIO-shared}. */
    public String ioGroupName() {
        return lease.groupName();
    }

    int ioThreads() {
        return lease.threads();
    }

    /** The name of the loop's thread, known once the loop has started connecting. */
    String eventLoopThreadName() {
        return eventLoopThreadName;
    }

    long pendingWriteBytes() {
        ChannelWriter w = writer;
        return w == null ? 0 : w.pendingBytes();
    }

    /** The connection's telemetry counters, or null when telemetry is off. */
    public ChannelCounters counters() {
        return counters;
    }

    public ClientOptions options() {
        return options;
    }

    /** The live Netty channel (null when not connected); exposed so options can be verified on it. */
    public Channel channel() {
        return channel;
    }

    /** Closes the current channel; the connection reconnects unless it is closed or reconnect is off. */
    public void disconnect(String reason) {
        Channel ch = channel;
        if (ch != null) {
            log.warn("Closing connection {} -> {}: {}", ch.localAddress(), remote, reason);
            ch.close();
        }
    }

    /** Closes for good and returns the event loop lease. */
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        Channel ch = channel;
        ChannelFuture done = ch == null ? null : ch.close();
        if (done != null && !loop.inEventLoop()) {
            done.awaitUninterruptibly(options.connectTimeoutMillis());
        }
        firstConnect.completeExceptionally(new RemotingException(null, remote, "Connection to " + targets
                + " was closed before it was established"));
        LiveClientConnections.closed(this);
        lease.release();
    }

    public boolean isClosed() {
        return closed;
    }

    @Override
    public String toString() {
        Channel ch = channel;
        return ch == null ? "-> " + remote : ch.localAddress() + " -> " + remote;
    }

    private final class InboundHandler extends ChannelInboundHandlerAdapter {
        @Override
        public void channelRead(ChannelHandlerContext ctx, Object msg) {
            lastReadNanos = System.nanoTime();
            if (msg instanceof InboundFrame) {
                if (counters != null) {
                    counters.frameRead();
                }
                handler.onFrame(ClientConnection.this, (InboundFrame) msg);
            } else if (msg instanceof FrameViolation) {
                FrameViolation v = (FrameViolation) msg;
                log.warn("Closing connection {} -> {}: {}", ctx.channel().localAddress(), remote, v.reason());
                handler.onViolation(ClientConnection.this, v);
                ctx.close();
            }
        }

        @Override
        public void channelInactive(ChannelHandlerContext ctx) throws Exception {
            if (channel == ctx.channel()) {
                handler.onDisconnected(ClientConnection.this);
                if (!closed) {
                    log.warn("Connection {} -> {} was closed; reconnecting", ctx.channel().localAddress(), remote);
                    scheduleReconnect();
                }
            }
            super.channelInactive(ctx);
        }

        @Override
        public void userEventTriggered(ChannelHandlerContext ctx, Object evt) throws Exception {
            if (evt instanceof IdleStateEvent && ((IdleStateEvent) evt).state() == IdleState.READER_IDLE) {
                handler.onReadIdle(ClientConnection.this,
                        TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - lastReadNanos));
            } else {
                super.userEventTriggered(ctx, evt);
            }
        }

        @Override
        public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
            log.warn("Closing connection {} -> {} after an error: {}", ctx.channel().localAddress(), remote,
                    cause.toString());
            ctx.close();
        }
    }
}
