package io.github.dubbotuned.benchmark.rawnetty;

import io.github.dubbotuned.benchmark.api.UserServiceImpl;
import io.github.dubbotuned.benchmark.harness.Args;
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
 * The ceiling's provider program: a {@link RawServer} serving {@link UserServiceImpl} until its standard input ends.
 *
 * <pre>
 * --port N [--host H] [--flush per|consolidate] [--executor io|pool] [--codec tuned|hessian-lite]
 * </pre>
 * {@code --flush consolidate} (the default) lets Netty's {@link FlushConsolidationHandler} merge flushes, the cheapest
 * transport measured on this kind of machine; {@code per} flushes every message. {@code --executor io} (the default)
 * works on the IO thread; {@code pool} hands each request to a 200-thread pool, as Dubbo's default dispatcher does.
 * {@code --codec} picks the hessian2 writer and reader ({@link BodyCodec}); the default is the fastest measured.
 */
public final class RawServerMain {

    public static final String READY = "BENCH READY provider";
    static final int FLUSH_BATCH = 256;

    private RawServerMain() {
    }

    public static void main(String[] args) throws Exception {
        Args options = Args.parse(args, new HashSet<String>(Arrays.asList("port", "host", "flush", "executor",
                "codec")));
        boolean consolidate = consolidate(options.get("flush", "consolidate"));
        String executor = options.get("executor", "io");
        if (!"io".equals(executor) && !"pool".equals(executor)) {
            throw new IllegalArgumentException("--executor must be io or pool, got '" + executor + "'");
        }
        BodyCodec codec = BodyCodec.named(options.get("codec", BodyCodec.DEFAULT));
        ExecutorService pool = "pool".equals(executor)
                ? new ThreadPoolExecutor(200, 200, 60, TimeUnit.SECONDS, new SynchronousQueue<Runnable>()) : null;
        int port = options.integer("port", 0);
        RawServer server = new RawServer(options.get("host", "127.0.0.1"), port, consolidate, new UserServiceImpl(),
                codec, pool);
        System.out.println(READY + " " + server.port());
        System.out.flush();
        waitForEndOfInput(System.in);
        server.close();
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
}
