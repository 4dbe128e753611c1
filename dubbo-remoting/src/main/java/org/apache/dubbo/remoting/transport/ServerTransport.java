package org.apache.dubbo.remoting.transport;

import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.TimeUnit;

import io.netty.bootstrap.ServerBootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelPipeline;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.group.ChannelGroup;
import io.netty.channel.group.DefaultChannelGroup;
import io.netty.channel.socket.SocketChannel;
import io.netty.handler.timeout.IdleStateEvent;
import io.netty.handler.timeout.IdleStateHandler;
import io.netty.util.AttributeKey;
import io.netty.util.concurrent.GlobalEventExecutor;
import org.apache.dubbo.remoting.RemotingException;
import org.apache.dubbo.remoting.codec.FrameDecoder;
import org.apache.dubbo.remoting.codec.FrameViolation;
import org.apache.dubbo.remoting.codec.InboundFrame;
import org.apache.dubbo.remoting.codec.OutboundFrame;
import org.apache.dubbo.remoting.transport.telemetry.ChannelCounters;
import org.apache.dubbo.remoting.transport.telemetry.ChannelTelemetryHandler;
import org.apache.dubbo.remoting.transport.telemetry.TransportTelemetry;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A bound server socket: one boss thread accepts, {@code iothreads} worker threads
 * ({@code DubboServerWorker-<port>-N}) run the connections. Applies the channel options to every accepted
 * channel, enforces {@code accepts}, closes connections idle for {@code close.timeout}, gives every connection its
 * bounded {@link ChannelWriter}, and then either hands dubbo frames to its {@link Handler} on the worker thread of
 * the connection, or lets another protocol install its own handlers ({@link ProtocolPipeline}, e.g. HTTP/2). With
 * telemetry on (the default) the workers are watched by {@link TransportTelemetry} as group
 * {@code <threadPrefix>ServerWorker-<port>} and every accepted channel keeps counters.
 */
public final class ServerTransport {

    /** Callbacks, all on the connection's IO thread. */
    public interface Handler {
        void onConnected(ServerChannel channel);

        void onDisconnected(ServerChannel channel);

        void onFrame(ServerChannel channel, InboundFrame frame);

        /** The peer broke the protocol; the channel is closed right after this call. */
        void onViolation(ServerChannel channel, FrameViolation violation);

        /** Whether {@link #onWritten} should be called: then each channel gets a write observer. */
        default boolean observesWrites() {
            return false;
        }

        /** A frame was written to {@code channel} (only when {@link #observesWrites()}). */
        default void onWritten(ServerChannel channel, OutboundFrame frame) {
        }

        /** An error closed {@code channel}, just before it is closed. */
        default void onCaught(ServerChannel channel, Throwable cause) {
        }
    }

    private static final Logger log = LoggerFactory.getLogger(ServerTransport.class);
    private static final AttributeKey<ServerChannel> SERVER_CHANNEL = AttributeKey.valueOf("dubbo.serverChannel");

    private final ServerOptions options;
    private final Handler handler;
    private final EventLoopGroup boss;
    private final EventLoopGroup workers;
    private final ChannelGroup channels = new DefaultChannelGroup(GlobalEventExecutor.INSTANCE);
    private final Channel serverChannel;
    private final InetSocketAddress boundAddress;
    private final TransportTelemetry.WatchedGroup watchedWorkers;

    private ServerTransport(InetSocketAddress bind, ServerOptions options, Handler handler, ProtocolPipeline protocol,
                            String threadPrefix) throws RemotingException {
        this.options = options;
        this.handler = handler;
        NativeTransport transport = options.nativeTransport().effective();
        String port = String.valueOf(bind.getPort());
        this.boss = EventLoopFactory.newGroup(transport, 1, threadPrefix + "ServerBoss-" + port);
        this.workers = EventLoopFactory.newGroup(transport, options.ioThreads(), threadPrefix + "ServerWorker-" + port);
        ServerBootstrap b = new ServerBootstrap().group(boss, workers)
                .channel(EventLoopFactory.serverSocketChannel(transport));
        ChannelOptionsApplier.applyServer(b, options);
        b.childHandler(new ChannelInitializer<SocketChannel>() {
            @Override
            protected void initChannel(SocketChannel ch) {
                ChannelPipeline p = ch.pipeline();
                if (options.telemetry()) {
                    p.addLast(ChannelTelemetryHandler.NAME,
                            new ChannelTelemetryHandler(new ChannelCounters(), protocol == null ? "dubbo"
                                    : threadPrefix.toLowerCase(java.util.Locale.ROOT), "server"));
                }
                if (options.idleTimeoutMillis() > 0) {
                    p.addLast("idle", new IdleStateHandler(0, 0, options.idleTimeoutMillis(), TimeUnit.MILLISECONDS));
                }
                p.addLast("admission", new Admission());
                if (protocol != null) {
                    protocol.install(ch);
                } else {
                    p.addLast("frames", new FrameDecoder(options.payload()));
                    p.addLast("exchange", new InboundHandler());
                    if (handler.observesWrites()) {
                        p.addFirst("written", new WriteObserver(frame -> {
                            ServerChannel sc = ch.attr(SERVER_CHANNEL).get();
                            if (sc != null) {
                                handler.onWritten(sc, frame);
                            }
                        }));
                    }
                }
            }
        });
        ChannelFuture bound = b.bind(bind).awaitUninterruptibly();
        if (!bound.isSuccess()) {
            shutdownGroups();
            throw new RemotingException(bind, null, "Failed to bind " + bind + ": " + bound.cause(), bound.cause());
        }
        this.serverChannel = bound.channel();
        this.boundAddress = (InetSocketAddress) serverChannel.localAddress();
        this.watchedWorkers = options.telemetry() ? TransportTelemetry.watch(threadPrefix + "ServerWorker-"
                + boundAddress.getPort(), "server", transport.name(), workers) : null;
        log.info("Listening on {} with {}", boundAddress, options);
    }

    /** Binds a server; fails with a clear error when the address is in use or not local. */
    public static ServerTransport bind(InetSocketAddress address, ServerOptions options, Handler handler)
            throws RemotingException {
        return new ServerTransport(address, options, handler, null, "Dubbo");
    }

    /**
     * Binds a server whose connections speak another protocol: every accepted channel gets the transport's options,
     * idle timeout, {@code accepts} limit and writer, then the handlers {@code protocol} installs. Threads are
     * named {@code <threadPrefix>ServerBoss-<port>} and {@code <threadPrefix>ServerWorker-<port>-N}.
     */
    public static ServerTransport bind(InetSocketAddress address, ServerOptions options, ProtocolPipeline protocol,
                                       String threadPrefix) throws RemotingException {
        return new ServerTransport(address, options, null, protocol, threadPrefix);
    }

    /** The transport's view of an accepted channel (its writer), or null before admission or after refusal. */
    public static ServerChannel serverChannel(Channel channel) {
        return channel.attr(SERVER_CHANNEL).get();
    }

    public InetSocketAddress localAddress() {
        return boundAddress;
    }

    public ServerOptions options() {
        return options;
    }

    /** The currently open connections. */
    public Collection<ServerChannel> channels() {
        List<ServerChannel> result = new ArrayList<>();
        for (Channel ch : channels) {
            ServerChannel sc = ch.attr(SERVER_CHANNEL).get();
            if (sc != null) {
                result.add(sc);
            }
        }
        return result;
    }

    /** Stops accepting new connections; open ones stay. */
    public void stopAccepting() {
        serverChannel.close().awaitUninterruptibly();
    }

    /**
     * Closes every connection and releases the threads; when this returns the port is free again. (With the NIO
     * transport a closed listening socket keeps its port until its event loop selects once more, so a server
     * bound again on the same port right away — a service exported again — failed with "Address already in use";
     * the event loops are waited for, up to 5 s each.)
     */
    public void close() {
        stopAccepting();
        channels.close().awaitUninterruptibly(5, TimeUnit.SECONDS);
        shutdownGroups();
        boss.terminationFuture().awaitUninterruptibly(5, TimeUnit.SECONDS);
        workers.terminationFuture().awaitUninterruptibly(5, TimeUnit.SECONDS);
    }

    private void shutdownGroups() {
        if (watchedWorkers != null) {
            watchedWorkers.close();
        }
        boss.shutdownGracefully(0, 2, TimeUnit.SECONDS);
        workers.shutdownGracefully(0, 2, TimeUnit.SECONDS);
    }

    /** Enforces {@code accepts} and gives an admitted channel its {@link ServerChannel}; the first handler to see it. */
    private final class Admission extends ChannelInboundHandlerAdapter {
        @Override
        public void channelActive(ChannelHandlerContext ctx) throws Exception {
            Channel ch = ctx.channel();
            if (options.accepts() > 0 && channels.size() >= options.accepts()) {
                log.warn("Refusing connection from {}: {} connections are open and accepts={}", ch.remoteAddress(),
                        channels.size(), options.accepts());
                ch.close();
                return;
            }
            ChannelTelemetryHandler telemetry = ch.pipeline().get(ChannelTelemetryHandler.class);
            ch.attr(SERVER_CHANNEL).set(new ServerChannel(ch, new ChannelWriter(ch, options.maxPendingWriteBytes(),
                    options.overloadPolicy(), telemetry == null ? null : telemetry.counters()), telemetry));
            channels.add(ch);
            super.channelActive(ctx);
        }
    }

    private final class InboundHandler extends ChannelInboundHandlerAdapter {
        @Override
        public void channelActive(ChannelHandlerContext ctx) throws Exception {
            ServerChannel sc = ctx.channel().attr(SERVER_CHANNEL).get();
            if (sc != null) {
                handler.onConnected(sc);
            }
            super.channelActive(ctx);
        }

        @Override
        public void channelInactive(ChannelHandlerContext ctx) throws Exception {
            ServerChannel sc = ctx.channel().attr(SERVER_CHANNEL).get();
            if (sc != null) {
                handler.onDisconnected(sc);
            }
            super.channelInactive(ctx);
        }

        @Override
        public void channelRead(ChannelHandlerContext ctx, Object msg) {
            ServerChannel sc = ctx.channel().attr(SERVER_CHANNEL).get();
            if (sc == null) {
                return;
            }
            if (msg instanceof InboundFrame) {
                sc.frameRead();
                handler.onFrame(sc, (InboundFrame) msg);
            } else if (msg instanceof FrameViolation) {
                FrameViolation v = (FrameViolation) msg;
                log.warn("Closing connection {}: {}", sc, v.reason());
                handler.onViolation(sc, v);
                // queued behind the writer's drain task, so an error answer leaves before the close
                ctx.channel().eventLoop().execute(ctx::close);
            }
        }

        @Override
        public void userEventTriggered(ChannelHandlerContext ctx, Object evt) throws Exception {
            if (evt instanceof IdleStateEvent) {
                log.info("Closing connection {} -> {}: no traffic for {} ms (close.timeout)",
                        ctx.channel().remoteAddress(), ctx.channel().localAddress(), options.idleTimeoutMillis());
                ctx.close();
            } else {
                super.userEventTriggered(ctx, evt);
            }
        }

        @Override
        public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
            log.warn("Closing connection {} -> {} after an error: {}", ctx.channel().remoteAddress(),
                    ctx.channel().localAddress(), cause.toString());
            ServerChannel sc = ctx.channel().attr(SERVER_CHANNEL).get();
            if (sc != null) {
                handler.onCaught(sc, cause);
            }
            ctx.close();
        }
    }
}
