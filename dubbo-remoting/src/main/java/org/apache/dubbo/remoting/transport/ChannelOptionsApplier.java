package org.apache.dubbo.remoting.transport;

import io.netty.bootstrap.Bootstrap;
import io.netty.bootstrap.ServerBootstrap;
import io.netty.buffer.PooledByteBufAllocator;
import io.netty.channel.ChannelOption;
import io.netty.channel.WriteBufferWaterMark;

/**
 * The single place where our option objects become Netty channel options. Server socket options are set with
 * {@code childOption} (they must reach the accepted channels, not only the listening one); the receive buffer is
 * also set on the listening socket because Linux fixes the TCP window scale of accepted connections from it.
 */
final class ChannelOptionsApplier {

    private ChannelOptionsApplier() {
    }

    static void applyClient(Bootstrap b, ClientOptions options) {
        SocketOptions s = options.socket();
        b.option(ChannelOption.ALLOCATOR, PooledByteBufAllocator.DEFAULT)
                .option(ChannelOption.CONNECT_TIMEOUT_MILLIS, options.connectTimeoutMillis())
                .option(ChannelOption.TCP_NODELAY, s.tcpNoDelay())
                .option(ChannelOption.SO_KEEPALIVE, s.keepAlive())
                .option(ChannelOption.WRITE_SPIN_COUNT, s.writeSpinCount().value())
                .option(ChannelOption.WRITE_BUFFER_WATER_MARK,
                        new WriteBufferWaterMark(s.writeLowWaterMark(), s.writeHighWaterMark()));
        if (s.sendBufferSize() != null) {
            b.option(ChannelOption.SO_SNDBUF, s.sendBufferSize());
        }
        if (s.receiveBufferSize() != null) {
            b.option(ChannelOption.SO_RCVBUF, s.receiveBufferSize());
        }
    }

    static void applyServer(ServerBootstrap b, ServerOptions options) {
        SocketOptions s = options.socket();
        b.option(ChannelOption.SO_REUSEADDR, true)
                .option(ChannelOption.SO_BACKLOG, options.backlog())
                .childOption(ChannelOption.ALLOCATOR, PooledByteBufAllocator.DEFAULT)
                .childOption(ChannelOption.TCP_NODELAY, s.tcpNoDelay())
                .childOption(ChannelOption.SO_KEEPALIVE, s.keepAlive())
                .childOption(ChannelOption.WRITE_SPIN_COUNT, s.writeSpinCount().value())
                .childOption(ChannelOption.WRITE_BUFFER_WATER_MARK,
                        new WriteBufferWaterMark(s.writeLowWaterMark(), s.writeHighWaterMark()));
        if (s.sendBufferSize() != null) {
            b.childOption(ChannelOption.SO_SNDBUF, s.sendBufferSize());
        }
        if (s.receiveBufferSize() != null) {
            b.option(ChannelOption.SO_RCVBUF, s.receiveBufferSize());
            b.childOption(ChannelOption.SO_RCVBUF, s.receiveBufferSize());
        }
    }
}
