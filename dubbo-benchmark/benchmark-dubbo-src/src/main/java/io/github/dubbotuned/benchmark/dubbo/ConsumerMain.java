package io.github.dubbotuned.benchmark.dubbo;

import io.github.dubbotuned.benchmark.harness.Args;
import io.github.dubbotuned.benchmark.harness.JmhConsumer;

import java.util.HashSet;
import java.util.Set;

/**
 * The benchmark consumer: JMH runs {@link UserServiceBenchmark} inside this JVM against the provider at {@code --url}.
 * Options: those of {@link DubboClient} and of {@link JmhConsumer}.
 */
public final class ConsumerMain {

    private ConsumerMain() {
    }

    public static void main(String[] args) throws Exception {
        Set<String> known = new HashSet<String>(DubboClient.OPTIONS);
        known.addAll(JmhConsumer.OPTIONS);
        Args options = Args.parse(args, known);
        DubboClient.configure(options);
        JmhConsumer.run(UserServiceBenchmark.class, options);
        // Dubbo's non-daemon threads would keep the JVM alive
        System.exit(0);
    }
}
