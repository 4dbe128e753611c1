package io.github.dubbotuned.benchmark.runner;

import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Experiment {@code scale}: one consumer referring to every interface of a synthetic fleet of providers, pushed by a
 * synthetic registry plugged in through each implementation's own extension point ({@code ScaleConsumerMain} in
 * {@code benchmark-dubbo-src}, compiled against each). For every address count, model (interface or application
 * level) and implementation, one consumer JVM with its own heap ({@code --scale-heap}) measures the live heap
 * before and after the full push, a 1 % push, a churn, and the connections it opened. A consumer that runs out of
 * heap ends ({@code -XX:+ExitOnOutOfMemoryError}) and its row says {@code oom}; one still running at the timeout
 * (typically collecting without end just below its heap limit) is ended and its row says {@code timeout}: both are
 * results, not failures.
 * Runs are strictly one at a time. Heap figures do not depend on the machine's load; times and CPU do.
 * With {@code --scale-registry zookeeper} the providers come from a real ZooKeeper server instead, through each
 * implementation's own ZooKeeper registry, written and churned by this runner ({@link ZooKeeperScaleRun}).
 */
final class ScaleExperiment {

    static final String MAIN = "io.github.dubbotuned.benchmark.scale.ScaleConsumerMain";
    /** The fleet's seed: the consumer and a ZooKeeper writer must build the same fleet and churn. */
    static final long SEED = 1;

    private final RunSettings settings;
    private final Launcher launcher;
    private final PrintStream console;

    ScaleExperiment(RunSettings settings, Launcher launcher, PrintStream console) {
        this.settings = settings;
        this.launcher = launcher;
        this.console = console;
    }

    ResultTable run() throws IOException, InterruptedException {
        ResultTable table = new ResultTable("scale");
        for (int addresses : settings.scaleAddresses) {
            for (String model : settings.scaleModels) {
                for (Implementation implementation : settings.scaleImplementations) {
                    table.rows().add(runOne(implementation, model, addresses));
                }
            }
        }
        return table;
    }

    private Map<String, Object> runOne(Implementation implementation, String model, int addresses)
            throws IOException, InterruptedException {
        boolean zookeeper = "zookeeper".equals(settings.scaleRegistry);
        String tag = "scale-" + (zookeeper ? "zookeeper-" : "") + implementation.id() + "-" + model + "-" + addresses;
        File resultFile = new File(settings.out, "raw/" + tag + ".properties");
        Files.createDirectories(resultFile.getParentFile().toPath());
        Files.deleteIfExists(resultFile.toPath());
        File histogram = new File(settings.out, "histograms/" + tag + ".txt");
        List<String> arguments = new ArrayList<String>(Arrays.asList(
                "--model", model,
                "--interfaces", String.valueOf(settings.scaleInterfaces),
                "--addresses", String.valueOf(addresses),
                "--services-per-app", String.valueOf(settings.scaleServicesPerApp),
                "--churn-percent-per-minute", String.valueOf(settings.scaleChurnPercent),
                "--churn-seconds", String.valueOf(settings.scaleChurnSeconds),
                "--lazy", String.valueOf(settings.scaleLazy),
                "--seed", String.valueOf(SEED),
                "--result-file", resultFile.getAbsolutePath(),
                "--histogram-file", histogram.getAbsolutePath()));
        console.printf("scale: %s, %s level, %,d addresses, %s registry, heap %s%n", implementation.title(), model,
                addresses, settings.scaleRegistry, settings.scaleHeap);
        Map<String, Object> row = new LinkedHashMap<String, Object>();
        row.put("implementation", implementation.id());
        row.put("registry", settings.scaleRegistry);
        row.put("model", model);
        row.put("addresses_wanted", addresses);
        row.put("heap", settings.scaleHeap);
        Launcher.Outcome outcome = zookeeper
                ? new ZooKeeperScaleRun(settings, launcher).run(implementation, addresses, arguments, tag, row)
                : launcher.runAlone(implementation, MAIN, settings.scaleHeap,
                        Arrays.asList("-XX:+ExitOnOutOfMemoryError"), arguments, tag, settings.scaleTimeoutMillis());
        if (outcome.timedOut || outcome.exitValue != 0) {
            boolean oom = outcome.outOfMemory;
            row.put("status", oom ? "oom" : outcome.timedOut ? "timeout" : "failed (exit " + outcome.exitValue + ")");
            Object log = outcome.log != null ? outcome.log : "the log of " + tag + " in " + new File(settings.out,
                    "logs");
            console.printf("  %s; see %s%n", row.get("status"), log);
            if (!oom && !outcome.timedOut) {
                throw new IllegalStateException("scale consumer " + tag + " failed (exit " + outcome.exitValue
                        + "); see " + log);
            }
            return row;
        }
        row.put("status", "ok");
        for (String line : Files.readAllLines(resultFile.toPath(), StandardCharsets.UTF_8)) {
            int eq = line.indexOf('=');
            if (eq > 0) {
                row.put(line.substring(0, eq), value(line.substring(eq + 1)));
            }
        }
        console.printf("  live heap for the addresses %s MB (%s bytes each), full push %s s, 1 %% push %s ms"
                        + " (again %s ms), "
                        + "churn: %s full GCs, %s MB/s allocated; %s connections opened%n",
                ResultTable.format(row.get("retained_by_addresses_mb")), ResultTable.format(row.get("bytes_per_address")),
                ResultTable.format(row.get("push_seconds")), ResultTable.format(row.get("one_percent_push_ms")),
                ResultTable.format(row.get("one_percent_again_push_ms")),
                row.get("churn_full_gcs"), ResultTable.format(row.get("churn_alloc_mb_per_s")),
                row.get("connections_opened"));
        return row;
    }

    private static Object value(String text) {
        try {
            if (text.matches("-?\\d+")) {
                return Long.parseLong(text);
            }
            return Double.parseDouble(text);
        } catch (NumberFormatException e) {
            return text;
        }
    }
}
