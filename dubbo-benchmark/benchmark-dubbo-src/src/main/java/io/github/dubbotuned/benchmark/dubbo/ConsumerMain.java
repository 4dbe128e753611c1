package io.github.dubbotuned.benchmark.dubbo;

import io.github.dubbotuned.benchmark.harness.Args;
import io.github.dubbotuned.benchmark.harness.JmhConsumer;

import java.util.HashSet;
import java.util.Set;

/**
 * The benchmark consumer: JMH runs {@link UserServiceBenchmark} (or, with {@code --messages protobuf},
 * {@link ProtoUserServiceBenchmark}) inside this JVM against the provider at {@code --url} ({@code dubbo://} or
 * {@code tri://}). Options: {@code --messages pojo|protobuf}, those of {@link DubboClient} and of {@link JmhConsumer}.
 */
public final class ConsumerMain {

    private ConsumerMain() {
    }

    public static void main(String[] args) throws Exception {
        Set<String> known = new HashSet<String>(DubboClient.OPTIONS);
        known.addAll(JmhConsumer.OPTIONS);
        known.add("messages");
        Args options = Args.parse(args, known);
        DubboClient.configure(options);
        String messages = options.get("messages", "pojo");
        if ("protobuf".equals(messages)) {
            JmhConsumer.run(ProtoUserServiceBenchmark.class, options);
        } else if ("pojo".equals(messages)) {
            JmhConsumer.run(UserServiceBenchmark.class, options);
        } else {
            throw new IllegalArgumentException("--messages must be pojo or protobuf, got '" + messages + "'");
        }
        // Dubbo's non-daemon threads would keep the JVM alive
        System.exit(0);
    }
}
