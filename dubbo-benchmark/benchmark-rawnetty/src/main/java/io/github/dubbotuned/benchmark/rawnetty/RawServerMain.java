package io.github.dubbotuned.benchmark.rawnetty;

import io.github.dubbotuned.benchmark.api.UserService;
import io.github.dubbotuned.benchmark.api.UserServiceImpl;
import io.github.dubbotuned.benchmark.harness.Args;
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
import java.io.InputStream;
import java.util.Arrays;
import java.util.HashSet;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * The ceiling's server: decodes each request, calls {@link UserServiceImpl}, encodes the answer. Serves until its
 * standard input ends.
 *
 * <pre>
 * --port N [--host H] [--flush per|consolidate] [--executor io|pool]
 * </pre>
 * {@code --flush consolidate} (the default) lets Netty's {@link FlushConsolidationHandler} merge flushes, the cheapest
 * transport measured on this kind of machine; {@code per} flushes every message. {@code --executor io} (the default)
 * works on the IO thread; {@code pool} hands each request to a 200-thread pool, as Dubbo's default dispatcher does.
 */
public final class RawServerMain {

    public static final String READY = "BENCH READY provider";
    static final int FLUSH_BATCH = 256;

    private RawServerMain() {
    }

    public static void main(String[] args) throws Exception {
        Args options = Args.parse(args, new HashSet<String>(Arrays.asList("port", "host", "flush", "executor")));
        final boolean consolidate = consolidate(options.get("flush", "consolidate"));
        String executor = options.get("executor", "io");
        if (!"io".equals(executor) && !"pool".equals(executor)) {
            throw new IllegalArgumentException("--executor must be io or pool, got '" + executor + "'");
        }
        final ExecutorService pool = "pool".equals(executor)
                ? new ThreadPoolExecutor(200, 200, 60, TimeUnit.SECONDS, new SynchronousQueue<Runnable>()) : null;
        final UserService service = new UserServiceImpl();
        EventLoopGroup boss = new NioEventLoopGroup(1);
        EventLoopGroup workers = new NioEventLoopGroup();
        ServerBootstrap bootstrap = new ServerBootstrap()
                .group(boss, workers)
                .channel(NioServerSocketChannel.class)
                .childOption(ChannelOption.TCP_NODELAY, true)
                .childHandler(new ChannelInitializer<SocketChannel>() {
                    @Override
                    protected void initChannel(SocketChannel ch) {
                        ChannelPipeline pipeline = ch.pipeline();
                        if (consolidate) {
                            pipeline.addLast(new FlushConsolidationHandler(FLUSH_BATCH, true));
                        }
                        pipeline.addLast(DubboFrame.decoder());
                        pipeline.addLast(new RequestHandler(service, pool));
                    }
                });
        int port = options.integer("port", 0);
        Channel server = bootstrap.bind(options.get("host", "127.0.0.1"), port).sync().channel();
        System.out.println(READY + " " + port);
        System.out.flush();
        waitForEndOfInput(System.in);
        server.close().sync();
        boss.shutdownGracefully();
        workers.shutdownGracefully();
        System.exit(0);
    }

    static boolean consolidate(String flush) {
        if ("consolidate".equals(flush)) {
            return true;
        }
        if ("per".equals(flush)) {
            return false;
        }
        throw new IllegalArgumentException("--flush must be per or consolidate, got '" + flush + "'");
    }

    private static void waitForEndOfInput(InputStream in) throws IOException {
        byte[] buffer = new byte[256];
        while (in.read(buffer) >= 0) {
            // the runner holds our standard input open while it needs us; its content does not matter
        }
    }

    /** Answers each request frame, on the IO thread or on the pool. */
    @ChannelHandler.Sharable
    private static final class RequestHandler extends SimpleChannelInboundHandler<ByteBuf> {

        private final UserService service;
        private final ExecutorService pool;

        RequestHandler(UserService service, ExecutorService pool) {
            super(false);
            this.service = service;
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
                UserMethod method = Hessian2Bodies.readRequest(frame, argument);
                Object value = method.invoke(service, argument[0]);
                DubboFrame.startHeader(response, DubboFrame.RESPONSE, DubboFrame.OK, id);
                Hessian2Bodies.writeResponse(response, value);
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
