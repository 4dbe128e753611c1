package io.github.dubbotuned.benchmark.runner;

import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;

/**
 * Experiment {@code soak} (run only when named): a real ZooKeeper server, two providers registered in it and one
 * consumer finding them there, all Dubbo Tuned JVMs ({@code SoakProviderMain}, {@code SoakConsumerMain}). The consumer
 * calls at a steady rate ({@code --soak-rate} per second, not flat out) for {@code --soak-minutes}; every
 * {@code --soak-restart-every-s} the runner restarts the second provider, alternating {@code kill -TERM} (graceful)
 * and {@code kill -KILL}, on a new port each time. Each minute the consumer reports its heap after a full GC, direct
 * memory, threads, descriptors and its calls (one row of {@code soak.csv}); the steady provider reports the same
 * ({@code soak-provider.csv}); every restart is a row of {@code soak-restarts.csv}. At the end {@link RestartLedger}
 * separates the failed calls in flight at a {@code KILL} from the lost ones.
 */
final class SoakExperiment {

    static final String PROVIDER_MAIN = InFlightExperiment.PROVIDER_MAIN;
    static final String CONSUMER_MAIN = "io.github.dubbotuned.benchmark.soak.SoakConsumerMain";
    static final String ZOOKEEPER_MAIN = "org.apache.zookeeper.server.ZooKeeperServerMain";
    static final String FIGURES = InFlightExperiment.FIGURES;
    static final String STARTED = "BENCH SOAK STARTED";
    static final String FAILED = "BENCH SOAK FAILED";
    static final String DONE = "BENCH SOAK DONE";
    private static final long START_MILLIS = 120_000;

    private final RunSettings settings;
    private final Launcher launcher;
    private final PrintStream console;
    private final Implementation implementation = Implementation.OURS;

    private final ResultTable providerTable = new ResultTable("soak-provider");
    private final ResultTable restartTable = new ResultTable("soak-restarts");
    private final RestartLedger ledger = new RestartLedger();
    private final AtomicReference<Map<String, Object>> totals = new AtomicReference<Map<String, Object>>();
    private int providerStarts;

    SoakExperiment(RunSettings settings, Launcher launcher, PrintStream console) {
        this.settings = settings;
        this.launcher = launcher;
        this.console = console;
    }

    ResultTable run() throws IOException, InterruptedException {
        final ResultTable table = new ResultTable("soak");
        console.printf("soak: %s, %d calls/s for %d s against 2 providers, one restarted every %d s (TERM, KILL, "
                        + "...); consumer heap %s%n", implementation.title(), settings.soakRate, settings.soakSeconds,
                settings.soakRestartSeconds, settings.soakHeap);
        Path zookeeperData = Files.createTempDirectory("soak-zookeeper");
        List<ChildJvm> children = new ArrayList<ChildJvm>();
        try {
            int zookeeperPort = Launcher.freePort();
            ChildJvm zookeeper = launcher.startOwnHeap(implementation, ZOOKEEPER_MAIN, "256m",
                    Arrays.asList("-Dzookeeper.admin.enableServer=false"),
                    Arrays.asList(String.valueOf(zookeeperPort), zookeeperData.toString()), "soak-zookeeper");
            children.add(zookeeper);
            awaitListening(zookeeper, zookeeperPort);
            String registry = "zookeeper://127.0.0.1:" + zookeeperPort;

            ChildJvm steady = startProvider(registry, true);
            children.add(steady);
            ChildJvm restarted = startProvider(registry, false);

            ChildJvm consumer = launcher.startOwnHeap(implementation, CONSUMER_MAIN, settings.soakHeap,
                    Arrays.asList("-XX:+ExitOnOutOfMemoryError"), Arrays.asList(
                            "--registry", registry,
                            "--rate", String.valueOf(settings.soakRate),
                            "--seconds", String.valueOf(settings.soakSeconds),
                            "--report-every-ms", String.valueOf(settings.soakReportMillis)),
                    "soak-consumer");
            children.add(consumer);
            consumer.addListener(new ChildJvm.LineListener() {
                @Override
                public void line(String line) {
                    Map<String, Object> figures = FiguresLine.parse(line, FIGURES);
                    if (figures != null) {
                        synchronized (table) {
                            table.newRow().putAll(figures);
                        }
                        console.printf("  consumer %s%n", line.substring(line.indexOf(FIGURES) + FIGURES.length())
                                .trim());
                    }
                    Map<String, Object> failed = FiguresLine.parse(line, FAILED);
                    if (failed != null) {
                        ledger.failure(new RestartLedger.Failure(((Number) failed.get("start")).longValue(),
                                ((Number) failed.get("end")).longValue(), String.valueOf(failed.get("error")),
                                String.valueOf(failed.get("message"))));
                    }
                    Map<String, Object> done = FiguresLine.parse(line, DONE);
                    if (done != null) {
                        totals.set(done);
                    }
                }
            });
            AwaitedLine.on(consumer, STARTED).await(consumer, START_MILLIS);
            long started = System.nanoTime();
            long end = started + TimeUnit.SECONDS.toNanos(settings.soakSeconds);
            long restartEvery = TimeUnit.SECONDS.toNanos(settings.soakRestartSeconds);
            int number = 0;
            for (long next = started + restartEvery; next + TimeUnit.SECONDS.toNanos(20) < end;
                 next += restartEvery) {
                for (long left = next - System.nanoTime(); left > 0; left = next - System.nanoTime()) {
                    if (consumer.waitFor(Math.max(1, TimeUnit.NANOSECONDS.toMillis(left)))) {
                        break;
                    }
                }
                if (!consumer.isAlive()) {
                    break;
                }
                number++;
                restarted = restart(restarted, registry, number % 2 == 1 ? "TERM" : "KILL", number, started);
            }
            long timeout = TimeUnit.NANOSECONDS.toMillis(Math.max(0, end - System.nanoTime())) + 300_000L;
            if (!consumer.waitFor(timeout)) {
                throw new IllegalStateException("soak consumer still running " + timeout + " ms after its end");
            }
            restarted.close();
            if (totals.get() == null) {
                throw new IllegalStateException("soak consumer ended without its totals (exit " + consumer.exitValue()
                        + "); see its log in " + new File(settings.out, "logs"));
            }
        } finally {
            for (int i = children.size() - 1; i >= 0; i--) {
                children.get(i).close();
            }
            deleteTree(zookeeperData);
        }
        providerTable.write(settings.out);
        restartTable.write(settings.out);
        return table;
    }

    /** Signals the provider, waits for it to end, starts a new one on a new port and waits until it serves. */
    private ChildJvm restart(ChildJvm provider, String registry, String signal, int number, long started)
            throws IOException, InterruptedException {
        long pid = provider.pid();
        long signalledAt = System.currentTimeMillis();
        long signalledNanos = System.nanoTime();
        ledger.restart(new RestartLedger.Restart(signal, signalledAt));
        Signals.send(signal, pid);
        boolean ended = provider.waitFor(60_000);
        long exitMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - signalledNanos);
        String exit = ended ? String.valueOf(provider.exitValue()) : "still running after 60 s";
        provider.close();
        long startNanos = System.nanoTime();
        ChildJvm next = startProvider(registry, false);
        long startMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startNanos);
        Map<String, Object> row = restartTable.newRow();
        row.put("restart", number);
        row.put("signal", signal);
        row.put("at_s", TimeUnit.NANOSECONDS.toSeconds(signalledNanos - started));
        row.put("exit_ms", exitMillis);
        row.put("exit_value", exit);
        row.put("new_provider_serving_ms", startMillis);
        console.printf("  restart %d: kill -%s, provider ended in %d ms (exit %s), new one serving after %d ms%n",
                number, signal, exitMillis, exit, startMillis);
        return next;
    }

    private ChildJvm startProvider(String registry, final boolean steady) throws IOException, InterruptedException {
        int port = Launcher.freePort();
        List<String> arguments = new ArrayList<String>(Arrays.asList("--port", String.valueOf(port),
                "--registry", registry, "--threads", "200"));
        if (steady) {
            arguments.addAll(Arrays.asList("--figures-every-ms", String.valueOf(settings.soakReportMillis)));
        }
        ChildJvm provider = launcher.startOwnHeap(implementation, PROVIDER_MAIN, "512m",
                Collections.<String>emptyList(), arguments,
                steady ? "soak-provider-steady" : "soak-provider-restarted-" + (++providerStarts));
        if (steady) {
            provider.addListener(new ChildJvm.LineListener() {
                @Override
                public void line(String line) {
                    Map<String, Object> figures = FiguresLine.parse(line, FIGURES);
                    if (figures != null) {
                        synchronized (providerTable) {
                            providerTable.newRow().putAll(figures);
                        }
                    }
                }
            });
        }
        try {
            AwaitedLine.on(provider, "BENCH READY provider").await(provider, START_MILLIS);
        } catch (IllegalStateException e) {
            provider.close();
            throw e;
        }
        return provider;
    }

    private static void awaitListening(ChildJvm zookeeper, int port) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(START_MILLIS);
        while (true) {
            Socket socket = new Socket();
            try {
                socket.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 1000);
                return;
            } catch (IOException e) {
                if (!zookeeper.isAlive() || System.nanoTime() > deadline) {
                    throw new IllegalStateException("ZooKeeper did not start on port " + port + ": " + e);
                }
                Thread.sleep(200);
            } finally {
                try {
                    socket.close();
                } catch (IOException ignored) {
                    // closing a socket that never connected
                }
            }
        }
    }

    /** What the report needs besides the per-minute rows. */
    RestartLedger ledger() {
        return ledger;
    }

    Map<String, Object> totals() {
        return totals.get();
    }

    ResultTable providerTable() {
        return providerTable;
    }

    ResultTable restartTable() {
        return restartTable;
    }

    private static void deleteTree(Path root) throws IOException {
        if (!Files.exists(root)) {
            return;
        }
        List<Path> paths = new ArrayList<Path>();
        Stream<Path> walk = Files.walk(root);
        try {
            walk.forEach(paths::add);
        } finally {
            walk.close();
        }
        paths.sort(Comparator.reverseOrder());
        for (Path path : paths) {
            Files.deleteIfExists(path);
        }
    }
}
