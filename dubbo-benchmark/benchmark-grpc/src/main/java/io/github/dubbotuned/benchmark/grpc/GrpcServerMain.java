package io.github.dubbotuned.benchmark.grpc;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.util.Arrays;
import java.util.HashSet;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import io.github.dubbotuned.benchmark.harness.Args;
import io.github.dubbotuned.benchmark.proto.ProtoUserServiceImpl;
import io.grpc.InsecureServerCredentials;
import io.grpc.Server;
import io.grpc.netty.shaded.io.grpc.netty.NettyServerBuilder;

/**
 * grpc-java's provider of {@code user.proto}'s service with grpc-java's defaults (Netty transport, plaintext), on a
 * fixed pool of {@code --threads} (default 200, as the Dubbo providers) so calls run off the IO threads as Dubbo's
 * do. Prints {@value #READY} and serves until its standard input ends.
 *
 * <pre>
 * --port N [--host H] [--threads N]
 * </pre>
 */
public final class GrpcServerMain {

    public static final String READY = "BENCH READY provider";

    private GrpcServerMain() {
    }

    public static void main(String[] args) throws Exception {
        Args options = Args.parse(args, new HashSet<String>(Arrays.asList("port", "host", "threads")));
        int port = options.integer("port", 0);
        ExecutorService pool = Executors.newFixedThreadPool(options.integer("threads", 200));
        Server server = NettyServerBuilder.forAddress(new InetSocketAddress(options.get("host", "127.0.0.1"), port),
                        InsecureServerCredentials.create())
                .executor(pool)
                .addService(UserServiceGrpc.definition(new ProtoUserServiceImpl()))
                .build().start();
        System.out.println(READY + " " + port);
        System.out.flush();
        waitForEndOfInput(System.in);
        server.shutdown().awaitTermination(5, TimeUnit.SECONDS);
        pool.shutdownNow();
        System.exit(0);
    }

    private static void waitForEndOfInput(InputStream in) throws IOException {
        byte[] buffer = new byte[256];
        while (in.read(buffer) >= 0) {
            // the runner holds our standard input open while it needs us; its content does not matter
        }
    }
}
