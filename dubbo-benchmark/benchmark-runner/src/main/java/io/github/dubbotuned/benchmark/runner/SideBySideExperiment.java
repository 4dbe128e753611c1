package io.github.dubbotuned.benchmark.runner;

import io.github.dubbotuned.benchmark.harness.MethodResult;

import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * The four UserService methods with defaults, for every implementation in turn (ours, Apache 3.2.15, Apache 3.3.5,
 * the raw ceiling), round after round, so that slow drifts of the machine's load hit every implementation alike. Each
 * implementation gets a fresh provider per round and, by default, a fresh consumer JVM per method (a smoke run lets
 * neighbouring implementations that run the same provider program share it). The triple
 * experiment is the same procedure over other implementations and methods (the article's three shapes).
 */
final class SideBySideExperiment {

    private final RunSettings settings;
    private final Launcher launcher;
    private final PrintStream console;

    private final String name;
    private final List<Implementation> implementations;
    private final List<String> methods;

    SideBySideExperiment(RunSettings settings, Launcher launcher, PrintStream console) {
        this(settings, launcher, console, "side-by-side", settings.implementations, settings.methods);
    }

    SideBySideExperiment(RunSettings settings, Launcher launcher, PrintStream console, String name,
                         List<Implementation> implementations, List<String> methods) {
        this.settings = settings;
        this.launcher = launcher;
        this.console = console;
        this.name = name;
        this.implementations = implementations;
        this.methods = methods;
    }

    ResultTable run() throws IOException, InterruptedException {
        ResultTable table = new ResultTable(name);
        Network loopback = new Loopback(null);
        String prefix = "side-by-side".equals(name) ? "sbs" : name;
        for (int round = 1; round <= settings.rounds; round++) {
            ChildJvm shared = null;
            int sharedPort = 0;
            try {
                for (int i = 0; i < implementations.size(); i++) {
                    Implementation implementation = implementations.get(i);
                    String label = prefix + "-r" + round + "-" + implementation.id();
                    console.printf("%s round %d/%d: %s%n", name, round, settings.rounds, implementation.title());
                    if (shared == null) {
                        sharedPort = Launcher.freePort();
                        shared = launcher.startProvider(implementation, loopback, sharedPort,
                                implementation.providerArguments(), label);
                    }
                    measure(table, round, implementation, label, shared, sharedPort, loopback);
                    boolean keep = settings.smoke && i + 1 < implementations.size()
                            && implementation.sameProviderAs(implementations.get(i + 1));
                    if (!keep) {
                        // a full run gives every implementation a fresh provider; a smoke run only proves that
                        // each consumer works, so implementations running the same provider program share one
                        shared.close();
                        shared = null;
                    }
                }
            } finally {
                if (shared != null) {
                    shared.close();
                }
            }
        }
        return table;
    }

    private void measure(ResultTable table, int round, Implementation implementation, String label, ChildJvm provider,
                         int port, Network loopback) throws IOException, InterruptedException {
        for (List<String> group : settings.consumerGroups(methods)) {
            String methodList = String.join(",", group);
            File resultFile = Measurements.freshResultFile(settings.out, label + "-" + group.get(0));
            List<String> arguments = new ArrayList<String>(Arrays.asList("--url",
                    implementation.scheme() + "://127.0.0.1:" + port,
                    "--result-file", resultFile.getAbsolutePath()));
            arguments.addAll(implementation.consumerArguments());
            arguments.addAll(settings.jmhArguments(methodList));
            Map<String, CpuWindow> windows;
            try {
                windows = launcher.runConsumer(implementation, implementation.consumerMain(), loopback,
                        arguments, provider, label + "-" + group.get(0),
                        settings.consumerTimeoutMillis(group.size()));
            } catch (IllegalStateException e) {
                // one failed consumer (e.g. calls timing out on an overloaded machine) costs its cells
                // of the table ("–"), not the rest of the run
                console.printf("  %-10s FAILED: %s%n", methodList, e.getMessage());
                continue;
            }
            for (MethodResult result : Measurements.readMethodResults(resultFile)) {
                Map<String, Object> row = table.newRow();
                row.put("round", round);
                row.put("implementation", implementation.id());
                row.put("method", result.method());
                Measurements.put(row, result, Measurements.window(windows, result.method()));
                console.printf("  %-10s %10.0f ops/s  p50 %6.2f ms  p99 %6.2f ms  other load %s%n",
                        result.method(), result.opsPerSecond(), result.p50Micros() / 1000.0,
                        result.p99Micros() / 1000.0, percent(row.get("other_cpu_pct")));
            }
        }
    }

    static String percent(Object value) {
        if (!(value instanceof Double) || ((Double) value).isNaN()) {
            return "n/a";
        }
        return String.format("%.0f%%", (Double) value);
    }
}
