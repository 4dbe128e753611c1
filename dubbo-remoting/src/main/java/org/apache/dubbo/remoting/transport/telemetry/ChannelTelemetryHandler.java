package org.apache.dubbo.remoting.transport.telemetry;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufHolder;
import io.netty.channel.Channel;
import io.netty.channel.ChannelDuplexHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelPromise;

/**
 * The first handler of a channel's pipeline when telemetry is on: counts the raw bytes that cross the socket in
 * each direction, times the episodes in which the channel is unwritable, and lists the channel on its IO thread's
 * {@link IoThreadProbe} while it is active. Any protocol adds it (named {@link #NAME}) at the head of its pipeline;
 * frame-level counts are the protocol's own (it knows what a message is) through {@link #counters()}.
 */
public final class ChannelTelemetryHandler extends ChannelDuplexHandler {

    public static final String NAME = "telemetry";

    private final ChannelCounters counters;
    private final String protocol;
    private final String side;
    private volatile Channel channel;
    private IoThreadProbe probe;

    /**
     * @param counters the counters to add to; a client connection passes the same ones to every channel it opens
     *                 across reconnects, so its totals survive them
     * @param protocol what the channel speaks, e.g. {@code dubbo} or {@code tri}
     * @param side     {@code client} or {@code server}
     */
    public ChannelTelemetryHandler(ChannelCounters counters, String protocol, String side) {
        this.counters = counters;
        this.protocol = protocol;
        this.side = side;
    }

    public ChannelCounters counters() {
        return counters;
    }

    @Override
    public void handlerAdded(ChannelHandlerContext ctx) {
        channel = ctx.channel();
        if (channel.isActive()) {
            track(ctx);
        }
    }

    @Override
    public void channelActive(ChannelHandlerContext ctx) throws Exception {
        track(ctx);
        super.channelActive(ctx);
    }

    private void track(ChannelHandlerContext ctx) {
        if (probe == null) {
            probe = TransportTelemetry.probeOf(ctx.channel().eventLoop());
            if (probe != null) {
                probe.attach(this);
            }
        }
    }

    @Override
    public void channelInactive(ChannelHandlerContext ctx) throws Exception {
        counters.writabilityChanged(true, System.nanoTime());
        if (probe != null) {
            probe.detach(this);
            probe = null;
        }
        super.channelInactive(ctx);
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object msg) throws Exception {
        counters.addBytesRead(sizeOf(msg));
        ctx.fireChannelRead(msg);
    }

    @Override
    public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) throws Exception {
        counters.addBytesWritten(sizeOf(msg));
        ctx.write(msg, promise);
    }

    @Override
    public void channelWritabilityChanged(ChannelHandlerContext ctx) throws Exception {
        counters.writabilityChanged(ctx.channel().isWritable(), System.nanoTime());
        super.channelWritabilityChanged(ctx);
    }

    private static long sizeOf(Object msg) {
        if (msg instanceof ByteBuf) {
            return ((ByteBuf) msg).readableBytes();
        }
        if (msg instanceof ByteBufHolder) {
            return ((ByteBufHolder) msg).content().readableBytes();
        }
        return 0;
    }

    /** Reads the channel's state now. */
    public ChannelStats snapshot() {
        return ChannelStats.of(channel, counters, protocol, side);
    }

    /** The channel, once the handler is added. */
    public Channel channel() {
        return channel;
    }

    public String protocol() {
        return protocol;
    }

    /** {@code client} or {@code server}. */
    public String side() {
        return side;
    }
}
