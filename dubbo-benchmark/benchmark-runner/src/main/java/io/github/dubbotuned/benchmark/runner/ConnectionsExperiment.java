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
 * Experiment A: connections × client IO threads with the server's IO threads fixed, so the effect of each is seen
 * apart. Only Dubbo Tuned can do this: Apache Dubbo's client IO threads are one static group of min(cores + 1, 32) per
 * JVM, so its reference rows ({@code --apache-reference}) vary the connections only and report that group's size.
 */
final class ConnectionsExperiment {

    private final RunSettings settings;
    private final Launcher launcher;
    private final PrintStream console;

    ConnectionsExperiment(RunSettings settings, Launcher launcher, PrintStream console) {
        this.settings = settings;
        this.launcher = launcher;
        this.console = console;
    }

    ResultTable run() throws IOException, InterruptedException {
        ResultTable table = new ResultTable("connections");
        Network loopback = new Loopback(null);
        List<Implementation> implementations = new ArrayList<Implementation>();
        implementations.add(Implementation.OURS);
        implementations.addAll(settings.apacheReference);
        for (Implementation implementation : implementations) {
            String label = "conn-" + implementation.id();
            int port = Launcher.freePort();
            ChildJvm provider = launcher.startProvider(implementation, loopback, port,
                    Arrays.asList("--iothreads", String.valueOf(settings.serverIoThreads)), label);
            try {
                for (int connections : settings.connections) {
                    List<Integer> ioThreadChoices = implementation == Implementation.OURS
                            ? settings.clientIoThreads : Collections.singletonList(0);
                    for (int ioThreads : ioThreadChoices) {
                        String clientIo = ioThreads > 0 ? String.valueOf(ioThreads)
                                : "static " + apacheStaticGroupSize();
                        console.printf("connections: %s connections=%d client iothreads=%s server iothreads=%d%n",
                                implementation.title(), connections, clientIo, settings.serverIoThreads);
                        for (List<String> group : settings.consumerGroups(settings.connectionsMethods)) {
                            String tag = label + "-c" + connections + "-t" + ioThreads + "-" + group.get(0);
                            File resultFile = Measurements.freshResultFile(settings.out, tag);
                            List<String> arguments = new ArrayList<String>(Arrays.asList(
                                    "--url", "dubbo://127.0.0.1:" + port,
                                    "--connections", String.valueOf(connections),
                                    "--result-file", resultFile.getAbsolutePath()));
                            if (ioThreads > 0) {
                                arguments.add("--reference-param");
                                arguments.add("iothreads=" + ioThreads);
                            }
                            arguments.addAll(settings.jmhArguments(String.join(",", group)));
                            Map<String, CpuWindow> windows = launcher.runConsumer(implementation,
                                    implementation.consumerMain(), loopback, arguments, provider, tag,
                                    settings.consumerTimeoutMillis(group.size()));
                            for (MethodResult result : Measurements.readMethodResults(resultFile)) {
                                Map<String, Object> row = table.newRow();
                                row.put("implementation", implementation.id());
                                row.put("connections", connections);
                                row.put("client_iothreads", clientIo);
                                row.put("server_iothreads", settings.serverIoThreads);
                                row.put("method", result.method());
                                Measurements.put(row, result, Measurements.window(windows, result.method()));
                                console.printf("  %-10s %10.0f ops/s  p99 %6.2f ms  other load %s%n",
                                        result.method(), result.opsPerSecond(), result.p99Micros() / 1000.0,
                                        SideBySideExperiment.percent(row.get("other_cpu_pct")));
                            }
                        }
                    }
                }
            } finally {
                provider.close();
            }
        }
        return table;
    }

    /** Apache Dubbo's client group size on this machine (its DEFAULT_IO_THREADS). */
    static int apacheStaticGroupSize() {
        return Math.min(Runtime.getRuntime().availableProcessors() + 1, 32);
    }
}
