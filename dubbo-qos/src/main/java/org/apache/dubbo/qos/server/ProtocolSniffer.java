package org.apache.dubbo.qos.server;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelPipeline;
import io.netty.handler.codec.ByteToMessageDecoder;
import io.netty.handler.codec.LineBasedFrameDecoder;
import io.netty.handler.codec.http.HttpObjectAggregator;
import io.netty.handler.codec.http.HttpServerCodec;
import io.netty.handler.codec.string.StringDecoder;
import io.netty.handler.codec.string.StringEncoder;

/**
 * Waits for the first byte of a QoS connection and installs HTTP or telnet handling; prints the telnet welcome
 * when the client stays silent for 500 ms (a person at a telnet prompt types nothing before seeing one).
 */
final class ProtocolSniffer extends ByteToMessageDecoder {

    static final long WELCOME_DELAY_MILLIS = 500;
    /** Longest telnet line or HTTP request line accepted. */
    static final int MAX_LINE = 4096;

    private final CommandExecutor executor;
    private ScheduledFuture<?> welcome;
    private boolean welcomed;

    ProtocolSniffer(CommandExecutor executor) {
        this.executor = executor;
    }

    @Override
    public void channelActive(ChannelHandlerContext ctx) throws Exception {
        welcome = ctx.executor().schedule(() -> {
            welcomed = true;
            ctx.writeAndFlush(ctx.alloc().buffer().writeBytes((TelnetHandler.BANNER + TelnetHandler.PROMPT)
                    .getBytes(StandardCharsets.UTF_8)));
        }, WELCOME_DELAY_MILLIS, TimeUnit.MILLISECONDS);
        super.channelActive(ctx);
    }

    @Override
    public void channelInactive(ChannelHandlerContext ctx) throws Exception {
        cancelWelcome();
        super.channelInactive(ctx);
    }

    private void cancelWelcome() {
        if (welcome != null) {
            welcome.cancel(false);
            welcome = null;
        }
    }

    @Override
    protected void decode(ChannelHandlerContext ctx, ByteBuf in, List<Object> out) {
        if (!in.isReadable()) {
            return;
        }
        cancelWelcome();
        byte first = in.getByte(in.readerIndex());
        ChannelPipeline p = ctx.pipeline();
        if (!welcomed && (first == 'G' || first == 'P')) {
            p.addLast("http", new HttpServerCodec(MAX_LINE, 8192, 8192));
            p.addLast("aggregator", new HttpObjectAggregator(64 * 1024));
            p.addLast("command", new HttpHandler(executor));
        } else {
            p.addLast("lines", new LineBasedFrameDecoder(MAX_LINE, true, false));
            p.addLast("text", new StringDecoder(StandardCharsets.UTF_8));
            p.addLast("encoder", new StringEncoder(StandardCharsets.UTF_8));
            p.addLast("command", new TelnetHandler(executor));
        }
        p.remove(this);
    }
}
