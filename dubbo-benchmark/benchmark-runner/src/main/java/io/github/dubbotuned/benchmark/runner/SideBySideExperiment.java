package io.github.dubbotuned.benchmark.runner;

import io.github.dubbotuned.benchmark.harness.MethodResult;

import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * The four UserService methods with defaults, for every implementation in turn (ours, Apache 3.2.15, Apache 3.3.5,
 * the raw ceiling), round after round, so that slow drifts of the machine's load hit every implementation alike. Each
 * implementation gets a fresh provider per round and, by default, a fresh consumer JVM per method.
 */
final class SideBySideExperiment {

    private final RunSettings settings;
    private final Launcher launcher;
    private final PrintStream console;

    SideBySideExperiment(RunSettings settings, Launcher launcher, PrintStream console) {
        this.settings = settings;
        this.launcher = launcher;
        this.console = console;
    }

    ResultTable run() throws IOException, InterruptedException {
        ResultTable table = new ResultTable("side-by-side");
        Network loopback = new Loopback(null);
        for (int round = 1; round <= settings.rounds; round++) {
            for (Implementation implementation : settings.implementations) {
                String label = "sbs-r" + round + "-" + implementation.id();
                console.printf("side-by-side round %d/%d: %s%n", round, settings.rounds, implementation.title());
                int port = Launcher.freePort();
                ChildJvm provider = launcher.startProvider(implementation, loopback, port,
                        Collections.<String>emptyList(), label);
                try {
                    for (List<String> group : settings.consumerGroups()) {
                        String methods = String.join(",", group);
                        File resultFile = Measurements.freshResultFile(settings.out, label + "-" + group.get(0));
                        List<String> arguments = new ArrayList<String>(Arrays.asList("--url",
                                (implementation.isDubbo() ? "dubbo://" : "raw://") + "127.0.0.1:" + port,
                                "--result-file", resultFile.getAbsolutePath()));
                        arguments.addAll(settings.jmhArguments(methods));
                        Map<String, CpuWindow> windows = launcher.runConsumer(implementation,
                                implementation.consumerMain(), loopback, arguments, provider,
                                label + "-" + group.get(0), settings.consumerTimeoutMillis(group.size()));
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
                } finally {
                    provider.close();
                }
            }
        }
        return table;
    }

    static String percent(Object value) {
        if (!(value instanceof Double) || ((Double) value).isNaN()) {
            return "n/a";
        }
        return String.format("%.0f%%", (Double) value);
    }
}
