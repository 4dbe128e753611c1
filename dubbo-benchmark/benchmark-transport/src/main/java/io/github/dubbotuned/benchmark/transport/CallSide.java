package io.github.dubbotuned.benchmark.transport;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.embedded.EmbeddedChannel;
import io.netty.util.ReferenceCountUtil;
import org.apache.dubbo.remoting.transport.ChannelWriter;
import org.apache.dubbo.remoting.transport.OverloadPolicy;
import org.apache.dubbo.remoting.transport.WriteListener;
import org.apache.dubbo.remoting.transport.telemetry.ChannelCounters;
import org.apache.dubbo.remoting.transport.telemetry.ChannelTelemetryHandler;

/**
 * One side (consumer or provider) of one dubbo call as our transport runs it, minus the socket and the codec: the
 * frame handed to the channel's {@link ChannelWriter} (queued, drained on the event loop, written and flushed through
 * the pipeline) and the other side's frame read through the pipeline up to the exchange handler. With telemetry on,
 * as {@code dubbo.client.telemetry} / {@code dubbo.server.telemetry} (default true) build it: the
 * {@link ChannelTelemetryHandler} at the head of the pipeline, the writer's counters and the frame counted as read;
 * off, none of them. The socket, the codec and the call's own work are the same either way, so the difference
 * between the two is what telemetry adds to this side of a call.
 */
final class CallSide implements AutoCloseable {

    /** The bytes of a getUser request and of its answer on the wire, header included. */
    static final int REQUEST_BYTES = 220;
    static final int RESPONSE_BYTES = 190;

    private final EmbeddedChannel channel = new EmbeddedChannel();
    private final ChannelWriter writer;
    private final ChannelCounters counters;
    private final ByteBuf outbound = Unpooled.directBuffer(REQUEST_BYTES).writeZero(REQUEST_BYTES);
    private final ByteBuf inbound = Unpooled.directBuffer(RESPONSE_BYTES).writeZero(RESPONSE_BYTES);

    CallSide(boolean telemetry) {
        counters = telemetry ? new ChannelCounters() : null;
        if (telemetry) {
            channel.pipeline().addLast(ChannelTelemetryHandler.NAME,
                    new ChannelTelemetryHandler(counters, "dubbo", "client"));
        }
        ChannelCounters frames = counters;
        channel.pipeline().addLast("exchange", new ChannelInboundHandlerAdapter() {
            @Override
            public void channelRead(ChannelHandlerContext ctx, Object msg) {
                if (frames != null) {
                    frames.frameRead();
                }
                ReferenceCountUtil.release(msg);
            }
        });
        writer = new ChannelWriter(channel, 64L << 20, OverloadPolicy.WAIT, counters);
    }

    /** A frame out and a frame in; returns the frame the channel wrote (released), so nothing is optimised away. */
    Object frameOutAndIn() throws Exception {
        writer.write(outbound.retainedDuplicate(), WriteListener.NONE, Long.MAX_VALUE);
        channel.runPendingTasks();
        Object written = channel.readOutbound();
        ReferenceCountUtil.release(written);
        channel.writeInbound(inbound.retainedDuplicate());
        return written;
    }

    /** The counters, or null with telemetry off. */
    ChannelCounters counters() {
        return counters;
    }

    @Override
    public void close() {
        channel.finishAndReleaseAll();
        outbound.release();
        inbound.release();
    }
}
