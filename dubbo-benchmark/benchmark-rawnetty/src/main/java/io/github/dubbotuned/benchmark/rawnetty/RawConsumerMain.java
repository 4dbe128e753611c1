package io.github.dubbotuned.benchmark.rawnetty;

import io.github.dubbotuned.benchmark.harness.Args;
import io.github.dubbotuned.benchmark.harness.JmhConsumer;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;

/**
 * The ceiling's consumer: JMH runs {@link RawUserServiceBenchmark} in this JVM over one {@link RawClient} connection.
 * Options: {@code --url raw://host:port} (or {@code dubbo://}, only host and port are read), {@code --flush per|consolidate},
 * {@code --codec tuned|hessian-lite} ({@link BodyCodec}),
 * and those of {@link JmhConsumer}.
 */
public final class RawConsumerMain {

    private static volatile RawClient client;

    private RawConsumerMain() {
    }

    public static void main(String[] args) throws Exception {
        Set<String> known = new HashSet<String>(Arrays.asList("url", "flush", "codec"));
        known.addAll(JmhConsumer.OPTIONS);
        Args options = Args.parse(args, known);
        String url = options.require("url");
        String address = url.substring(url.indexOf("://") + 3);
        int colon = address.lastIndexOf(':');
        if (colon <= 0) {
            throw new IllegalArgumentException("--url must name host:port, got '" + url + "'");
        }
        client = new RawClient(address.substring(0, colon), Integer.parseInt(address.substring(colon + 1)),
                RawServerMain.consolidate(options.get("flush", "consolidate")),
                BodyCodec.named(options.get("codec", BodyCodec.DEFAULT)));
        try {
            JmhConsumer.run(RawUserServiceBenchmark.class, options);
        } finally {
            client.close();
        }
        System.exit(0);
    }

    static RawClient client() {
        return client;
    }
}
