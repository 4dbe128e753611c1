package io.github.dubbotuned.benchmark.grpc;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import io.github.dubbotuned.benchmark.harness.Args;
import io.github.dubbotuned.benchmark.harness.JmhConsumer;
import io.grpc.Grpc;
import io.grpc.InsecureChannelCredentials;
import io.grpc.ManagedChannel;

/**
 * grpc-java's consumer: JMH runs {@link GrpcUserServiceBenchmark} in this JVM over one {@link ManagedChannel} (one
 * HTTP/2 connection, grpc-java's defaults). Options: {@code --url grpc://host:port} (only host and port are read) and
 * those of {@link JmhConsumer}.
 */
public final class GrpcConsumerMain {

    private static volatile ManagedChannel channel;

    private GrpcConsumerMain() {
    }

    public static void main(String[] args) throws Exception {
        Set<String> known = new HashSet<String>(Arrays.asList("url", "timeout"));
        known.addAll(JmhConsumer.OPTIONS);
        Args options = Args.parse(args, known);
        String url = options.require("url");
        String address = url.substring(url.indexOf("://") + 3);
        int colon = address.lastIndexOf(':');
        if (colon <= 0) {
            throw new IllegalArgumentException("--url must name host:port, got '" + url + "'");
        }
        channel = Grpc.newChannelBuilderForAddress(address.substring(0, colon),
                Integer.parseInt(address.substring(colon + 1)), InsecureChannelCredentials.create()).build();
        try {
            JmhConsumer.run(GrpcUserServiceBenchmark.class, options);
        } finally {
            channel.shutdownNow().awaitTermination(5, TimeUnit.SECONDS);
        }
        System.exit(0);
    }

    static ManagedChannel channel() {
        return channel;
    }
}
