package io.github.dubbotuned.benchmark.runner;

import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Experiment {@code in-flight} (run only when named): one consumer JVM with a modest heap ({@code --in-flight-heap})
 * keeps {@code --in-flight} asynchronous calls outstanding against a provider that answers each after 1–2 s without
 * holding a thread ({@code InFlightConsumerMain} and {@code SoakProviderMain} in {@code benchmark-dubbo-src}), for
 * {@code --in-flight-seconds}, then waits for every call to end. Every 5 s the consumer reports its heap after a full
 * GC, direct memory (the JDK's count and Netty's own), threads and descriptors: one row each. The summary row says how
 * every call ended; a consumer that ran out of memory ({@code -XX:+ExitOnOutOfMemoryError}) is a result, not a crash
 * of the runner.
 */
final class InFlightExperiment {

    static final String PROVIDER_MAIN = "io.github.dubbotuned.benchmark.soak.SoakProviderMain";
    static final String CONSUMER_MAIN = "io.github.dubbotuned.benchmark.soak.InFlightConsumerMain";
    static final String FIGURES = "BENCH FIGURES";
    static final String DONE = "BENCH INFLIGHT DONE";

    private final RunSettings settings;
    private final Launcher launcher;
    private final PrintStream console;

    InFlightExperiment(RunSettings settings, Launcher launcher, PrintStream console) {
        this.settings = settings;
        this.launcher = launcher;
        this.console = console;
    }

    ResultTable run() throws IOException, InterruptedException {
        ResultTable table = new ResultTable("in-flight");
        for (Implementation implementation : settings.inFlightImplementations) {
            runOne(implementation, table);
        }
        return table;
    }

    private void runOne(final Implementation implementation, final ResultTable table)
            throws IOException, InterruptedException {
        console.printf("in-flight: %s, %,d calls outstanding for %d s, consumer heap %s%n", implementation.title(),
                settings.inFlightCalls, settings.inFlightSeconds, settings.inFlightHeap);
        int port = Launcher.freePort();
        ChildJvm provider = launcher.startOwnHeap(implementation, PROVIDER_MAIN, "1g",
                Collections.<String>emptyList(), Arrays.asList("--port", String.valueOf(port), "--threads", "200", "--queues",
                        String.valueOf(settings.inFlightCalls)),
                "in-flight-provider-" + implementation.id());
        try {
            AwaitedLine.on(provider, "BENCH READY provider").await(provider, 120_000);
            List<String> arguments = new ArrayList<String>(Arrays.asList(
                    "--url", "dubbo://127.0.0.1:" + port,
                    "--in-flight", String.valueOf(settings.inFlightCalls),
                    "--seconds", String.valueOf(settings.inFlightSeconds),
                    "--min-delay-ms", "1000", "--max-delay-ms", "2000",
                    "--timeout-ms", "30000",
                    "--sample-every-ms", String.valueOf(settings.smoke ? 1000 : 5000)));
            final AtomicReference<Map<String, Object>> done = new AtomicReference<Map<String, Object>>();
            final AtomicBoolean outOfMemory = new AtomicBoolean();
            ChildJvm consumer = launcher.startOwnHeap(implementation, CONSUMER_MAIN, settings.inFlightHeap,
                    Arrays.asList("-XX:+ExitOnOutOfMemoryError"), arguments,
                    "in-flight-consumer-" + implementation.id());
            try {
                consumer.addListener(new ChildJvm.LineListener() {
                    @Override
                    public void line(String line) {
                        if (line.contains("OutOfMemoryError")) {
                            outOfMemory.set(true);
                        }
                        Map<String, Object> figures = FiguresLine.parse(line, FIGURES);
                        if (figures != null) {
                            Map<String, Object> row = table.newRow();
                            row.put("implementation", implementation.id());
                            row.put("heap", settings.inFlightHeap);
                            row.putAll(figures);
                            console.printf("  %s%n", line.substring(line.indexOf(FIGURES) + FIGURES.length()).trim());
                        }
                        if (line.contains("BENCH INFLIGHT FAILURE EXAMPLE")) {
                            console.printf("  %s%n", line.trim());
                        }
                        Map<String, Object> totals = FiguresLine.parse(line, DONE);
                        if (totals != null) {
                            done.set(totals);
                        }
                    }
                });
                long timeout = settings.inFlightSeconds * 1000L + 300_000L;
                if (!consumer.waitFor(timeout)) {
                    throw new IllegalStateException("in-flight consumer still running after " + timeout + " ms");
                }
            } finally {
                consumer.close();
            }
            Map<String, Object> summary = table.newRow();
            summary.put("implementation", implementation.id());
            summary.put("heap", settings.inFlightHeap);
            summary.put("label", "totals");
            if (done.get() == null) {
                summary.put("status", outOfMemory.get() ? "oom" : "failed (exit " + consumer.exitValue() + ")");
                console.printf("  %s%n", summary.get("status"));
            } else {
                summary.put("status", "ok");
                summary.putAll(done.get());
                console.printf("  %s%n", done.get());
            }
        } finally {
            provider.close();
        }
    }
}
