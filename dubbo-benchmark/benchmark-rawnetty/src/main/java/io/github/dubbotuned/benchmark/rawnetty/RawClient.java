package io.github.dubbotuned.benchmark.rawnetty;

import io.netty.bootstrap.Bootstrap;
import io.netty.buffer.ByteBuf;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOption;
import io.netty.channel.ChannelPipeline;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.channel.nio.NioEventLoopGroup;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioSocketChannel;

import java.io.IOException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The ceiling's client: one connection, one IO thread; a caller encodes on its own thread, hands the frame to the
 * {@link BatchedWriter} (or, with {@code --flush per}, writes and flushes it itself), and blocks on a future that the
 * IO thread completes with the raw response frame; the caller then decodes the body itself after it wakes — the same
 * division of work as a Dubbo 3 consumer's synchronous call.
 */
final class RawClient implements AutoCloseable {

    private static final long TIMEOUT_MILLIS = 3000;

    private final EventLoopGroup group = new NioEventLoopGroup(1);
    private final ConcurrentHashMap<Long, CompletableFuture<ByteBuf>> pending =
            new ConcurrentHashMap<Long, CompletableFuture<ByteBuf>>();
    private final AtomicLong ids = new AtomicLong();
    private final Channel channel;
    private final BodyCodec codec;
    /** Null with {@code --flush per}: every call then writes and flushes on its own. */
    private final BatchedWriter writer;

    RawClient(String host, int port, final boolean consolidate, BodyCodec codec) throws InterruptedException {
        this.codec = codec;
        Bootstrap bootstrap = new Bootstrap()
                .group(group)
                .channel(NioSocketChannel.class)
                .option(ChannelOption.TCP_NODELAY, true)
                .handler(new ChannelInitializer<SocketChannel>() {
                    @Override
                    protected void initChannel(SocketChannel ch) {
                        ChannelPipeline pipeline = ch.pipeline();
                        pipeline.addLast(DubboFrame.decoder());
                        pipeline.addLast(new ResponseHandler());
                    }
                });
        channel = bootstrap.connect(host, port).sync().channel();
        writer = consolidate ? new BatchedWriter(channel) : null;
    }

    Object call(UserMethod method, Object argument) throws IOException {
        long id = ids.incrementAndGet();
        CompletableFuture<ByteBuf> reply = new CompletableFuture<ByteBuf>();
        pending.put(id, reply);
        ByteBuf request = channel.alloc().buffer();
        try {
            DubboFrame.startHeader(request, DubboFrame.REQUEST_TWO_WAY, (byte) 0, id);
            codec.writeRequest(request, method, argument);
            DubboFrame.finish(request, 0);
        } catch (IOException | RuntimeException e) {
            pending.remove(id);
            request.release();
            throw e;
        }
        if (writer != null) {
            writer.write(request);
        } else {
            channel.writeAndFlush(request);
        }
        ByteBuf frame;
        try {
            frame = reply.get(TIMEOUT_MILLIS, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted waiting for call " + id, e);
        } catch (ExecutionException | TimeoutException e) {
            throw new IOException("call " + id + " failed", e);
        } finally {
            pending.remove(id);
        }
        try {
            DubboFrame.skipHeader(frame);
            return codec.readResponse(frame, method);
        } finally {
            frame.release();
        }
    }

    @Override
    public void close() {
        channel.close().syncUninterruptibly();
        group.shutdownGracefully(0, 1, TimeUnit.SECONDS);
    }

    /** Hands each response frame to the caller waiting for its id. */
    private final class ResponseHandler extends SimpleChannelInboundHandler<ByteBuf> {

        ResponseHandler() {
            super(false);
        }

        @Override
        protected void channelRead0(ChannelHandlerContext ctx, ByteBuf frame) {
            CompletableFuture<ByteBuf> reply = pending.get(DubboFrame.id(frame));
            if (reply == null || !reply.complete(frame)) {
                frame.release();
            }
        }
    }
}
