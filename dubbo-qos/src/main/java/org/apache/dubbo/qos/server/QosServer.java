package org.apache.dubbo.qos.server;

import java.net.InetSocketAddress;
import java.util.concurrent.TimeUnit;

import io.netty.bootstrap.ServerBootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.nio.NioEventLoopGroup;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import io.netty.util.concurrent.DefaultThreadFactory;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The QoS server: one port for telnet and HTTP GET. Each connection is sniffed: a first byte {@code G} or
 * {@code P} means HTTP, anything else a telnet session; a client that says nothing for 500 ms gets the welcome
 * banner and the {@code dubbo>} prompt (as Apache Dubbo does). One boss and one worker thread
 * ({@code DubboQosBoss}, {@code DubboQosWorker}): commands are small and operators few.
 */
public final class QosServer {

    private static final Logger log = LoggerFactory.getLogger(QosServer.class);

    private final QosOptions options;
    private final EventLoopGroup boss;
    private final EventLoopGroup worker;
    private final Channel channel;
    private final InetSocketAddress address;

    private QosServer(QosOptions options) {
        this.options = options;
        this.boss = new NioEventLoopGroup(1, new DefaultThreadFactory("DubboQosBoss", true));
        this.worker = new NioEventLoopGroup(1, new DefaultThreadFactory("DubboQosWorker", true));
        CommandExecutor executor = new CommandExecutor(options);
        ServerBootstrap b = new ServerBootstrap().group(boss, worker).channel(NioServerSocketChannel.class)
                .option(ChannelOption.SO_REUSEADDR, true)
                .childOption(ChannelOption.TCP_NODELAY, true)
                .childHandler(new ChannelInitializer<SocketChannel>() {
                    @Override
                    protected void initChannel(SocketChannel ch) {
                        ch.pipeline().addLast("sniffer", new ProtocolSniffer(executor));
                    }
                });
        InetSocketAddress bind = options.host() == null ? new InetSocketAddress(options.port())
                : new InetSocketAddress(options.host(), options.port());
        ChannelFuture bound = b.bind(bind).awaitUninterruptibly();
        if (!bound.isSuccess()) {
            shutdownGroups();
            throw new IllegalStateException("Cannot start the QoS server on " + bind + ": " + bound.cause()
                    + " (set dubbo.application.qos-port to a free port, or qos-enable=false)", bound.cause());
        }
        this.channel = bound.channel();
        this.address = (InetSocketAddress) channel.localAddress();
        log.info("QoS server listening on {} ({})", address, options);
    }

    /** Binds the server; fails with a clear error when the port is taken. */
    public static QosServer start(QosOptions options) {
        return new QosServer(options);
    }

    public InetSocketAddress address() {
        return address;
    }

    public int port() {
        return address.getPort();
    }

    public QosOptions options() {
        return options;
    }

    public void stop() {
        channel.close().awaitUninterruptibly(5, TimeUnit.SECONDS);
        shutdownGroups();
        log.info("QoS server on {} stopped", address);
    }

    private void shutdownGroups() {
        boss.shutdownGracefully(0, 2, TimeUnit.SECONDS).awaitUninterruptibly(5, TimeUnit.SECONDS);
        worker.shutdownGracefully(0, 2, TimeUnit.SECONDS).awaitUninterruptibly(5, TimeUnit.SECONDS);
    }
}
