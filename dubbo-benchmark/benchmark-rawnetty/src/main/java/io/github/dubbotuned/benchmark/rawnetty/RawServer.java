package io.github.dubbotuned.benchmark.rawnetty;

import io.github.dubbotuned.benchmark.api.UserService;
import io.netty.bootstrap.ServerBootstrap;
import io.netty.buffer.ByteBuf;
import io.netty.channel.Channel;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOption;
import io.netty.channel.ChannelPipeline;
import io.netty.channel.EventLoopGroup;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.channel.nio.NioEventLoopGroup;
import io.netty.channel.socket.SocketChannel;
import io.netty.channel.socket.nio.NioServerSocketChannel;
import io.netty.handler.flush.FlushConsolidationHandler;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * The ceiling's server: decodes each request, calls the service, encodes the answer, on the Netty IO thread that read
 * the request (or on {@code pool} when one is given).
 */
final class RawServer implements AutoCloseable {

    private final EventLoopGroup boss = new NioEventLoopGroup(1);
    private final EventLoopGroup workers = new NioEventLoopGroup();
    private final Channel channel;

    RawServer(String host, int port, final boolean consolidate, final UserService service, final BodyCodec codec,
              final ExecutorService pool) throws InterruptedException {
        final RequestHandler handler = new RequestHandler(service, codec, pool);
        ServerBootstrap bootstrap = new ServerBootstrap()
                .group(boss, workers)
                .channel(NioServerSocketChannel.class)
                .childOption(ChannelOption.TCP_NODELAY, true)
                .childHandler(new ChannelInitializer<SocketChannel>() {
                    @Override
                    protected void initChannel(SocketChannel ch) {
                        ChannelPipeline pipeline = ch.pipeline();
                        if (consolidate) {
                            pipeline.addLast(new FlushConsolidationHandler(RawServerMain.FLUSH_BATCH, true));
                        }
                        pipeline.addLast(DubboFrame.decoder());
                        pipeline.addLast(handler);
                    }
                });
        try {
            channel = bootstrap.bind(host, port).sync().channel();
        } catch (InterruptedException | RuntimeException e) {
            shutdown();
            throw e;
        }
    }

    int port() {
        return ((InetSocketAddress) channel.localAddress()).getPort();
    }

    @Override
    public void close() {
        channel.close().syncUninterruptibly();
        shutdown();
    }

    private void shutdown() {
        boss.shutdownGracefully(0, 1, TimeUnit.SECONDS).syncUninterruptibly();
        workers.shutdownGracefully(0, 1, TimeUnit.SECONDS).syncUninterruptibly();
    }

    /** Answers each request frame, on the IO thread or on the pool. */
    @ChannelHandler.Sharable
    private static final class RequestHandler extends SimpleChannelInboundHandler<ByteBuf> {

        private final UserService service;
        private final BodyCodec codec;
        private final ExecutorService pool;

        RequestHandler(UserService service, BodyCodec codec, ExecutorService pool) {
            super(false);
            this.service = service;
            this.codec = codec;
            this.pool = pool;
        }

        @Override
        protected void channelRead0(final ChannelHandlerContext ctx, final ByteBuf frame) {
            if (pool == null) {
                answer(ctx.channel(), frame);
            } else {
                pool.execute(new Runnable() {
                    @Override
                    public void run() {
                        answer(ctx.channel(), frame);
                    }
                });
            }
        }

        private void answer(Channel channel, ByteBuf frame) {
            ByteBuf response = channel.alloc().buffer();
            try {
                long id = DubboFrame.id(frame);
                DubboFrame.skipHeader(frame);
                Object[] argument = new Object[1];
                UserMethod method = codec.readRequest(frame, argument);
                Object value = method.invoke(service, argument[0]);
                DubboFrame.startHeader(response, DubboFrame.RESPONSE, DubboFrame.OK, id);
                codec.writeResponse(response, value);
                DubboFrame.finish(response, 0);
                channel.writeAndFlush(response);
            } catch (IOException | RuntimeException e) {
                response.release();
                channel.close();
                throw new IllegalStateException("cannot answer a request", e);
            } finally {
                frame.release();
            }
        }
    }
}
