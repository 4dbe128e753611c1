package org.apache.dubbo.remoting.transport;

import java.util.function.Consumer;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelOutboundHandlerAdapter;
import io.netty.channel.ChannelPromise;
import org.apache.dubbo.remoting.codec.OutboundFrame;

/**
 * Tells a listener about each frame once it has been written, for handlers that watch what a channel sends. Only
 * in the pipeline of channels whose handler asks for it, so the default path pays nothing.
 */
final class WriteObserver extends ChannelOutboundHandlerAdapter {

    private final Consumer<OutboundFrame> written;

    WriteObserver(Consumer<OutboundFrame> written) {
        this.written = written;
    }

    @Override
    public void write(ChannelHandlerContext ctx, Object msg, ChannelPromise promise) throws Exception {
        OutboundFrame frame = msg instanceof ByteBuf ? OutboundFrame.peek((ByteBuf) msg) : null;
        if (frame != null) {
            promise = promise.unvoid();
            promise.addListener(f -> {
                if (f.isSuccess()) {
                    written.accept(frame);
                }
            });
        }
        ctx.write(msg, promise);
    }
}
