package io.github.dubbotuned.benchmark.runner;

import io.github.dubbotuned.benchmark.harness.CongestionResult;

import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;

/**
 * Experiment B: a slow service (0–300 ms, mean 150 ms) answering twice the request size to 800 callers, for every
 * socket buffer size × connection count; reports the response time the callers saw against the provider's own time.
 * Socket buffers are set on both sides, as in the production incident it reproduces; only Dubbo Tuned can set them.
 */
final class CongestionExperiment {

    private final RunSettings settings;
    private final Launcher launcher;
    private final PrintStream console;

    CongestionExperiment(RunSettings settings, Launcher launcher, PrintStream console) {
        this.settings = settings;
        this.launcher = launcher;
        this.console = console;
    }

    ResultTable run() throws IOException, InterruptedException {
        ResultTable table = new ResultTable("congestion");
        Network network = network();
        try {
            console.printf("congestion: network %s%n", network.describe());
            for (int buffer : settings.buffers) {
                String label = "cong-b" + buffer;
                int port = Launcher.freePort();
                List<String> providerArguments = new ArrayList<String>(Arrays.asList("--service", "congestion",
                        "--threads", String.valueOf(settings.congestionProviderThreads)));
                providerArguments.addAll(bufferArguments("--protocol-param", buffer));
                ChildJvm provider = launcher.startProvider(Implementation.OURS, network, port, providerArguments, label);
                try {
                    for (int connections : settings.congestionConnections) {
                        String tag = label + "-c" + connections;
                        File resultFile = Measurements.freshResultFile(settings.out, tag);
                        List<String> arguments = new ArrayList<String>(Arrays.asList(
                                "--url", "dubbo://" + network.providerHost() + ":" + port,
                                "--connections", String.valueOf(connections),
                                "--timeout", "60000",
                                "--callers", String.valueOf(settings.callers),
                                "--payload-bytes", String.valueOf(settings.payloadBytes),
                                "--warmup-ms", String.valueOf(settings.congestionWarmupMillis),
                                "--duration-ms", String.valueOf(settings.congestionMillis),
                                "--result-file", resultFile.getAbsolutePath()));
                        arguments.addAll(bufferArguments("--reference-param", buffer));
                        console.printf("congestion: buffers %s, connections %d, %d callers, %d-byte requests%n",
                                bytes(buffer), connections, settings.callers, settings.payloadBytes);
                        Map<String, CpuWindow> windows = launcher.runConsumer(Implementation.OURS,
                                Implementation.Mains.CONGESTION_CLIENT, network, arguments, provider, tag,
                                120_000L + settings.congestionWarmupMillis + settings.congestionMillis);
                        CongestionResult result = read(resultFile);
                        Map<String, Object> row = table.newRow();
                        row.put("network", network.describe());
                        row.put("buffer_bytes", buffer);
                        row.put("connections", connections);
                        row.put("callers", result.callers());
                        row.put("payload_bytes", result.payloadBytes());
                        row.put("calls", result.calls());
                        row.put("errors", result.errors());
                        row.put("ops_per_sec", result.opsPerSecond());
                        row.put("mean_ms", result.meanMicros() / 1000.0);
                        row.put("p50_ms", result.p50Micros() / 1000.0);
                        row.put("p99_ms", result.p99Micros() / 1000.0);
                        row.put("max_ms", result.maxMicros() / 1000.0);
                        row.put("service_mean_ms", result.serviceMeanMicros() / 1000.0);
                        row.put("service_p99_ms", result.serviceP99Micros() / 1000.0);
                        row.put("added_mean_ms", (result.meanMicros() - result.serviceMeanMicros()) / 1000.0);
                        Measurements.putCpu(row, Measurements.window(windows, "congestion"), result.opsPerSecond());
                        console.printf("  mean %.1f ms (service %.1f ms), p99 %.1f ms (service %.1f ms), %.0f calls/s,"
                                        + " %d errors, other load %s%n", result.meanMicros() / 1000.0,
                                result.serviceMeanMicros() / 1000.0, result.p99Micros() / 1000.0,
                                result.serviceP99Micros() / 1000.0, result.opsPerSecond(), result.errors(),
                                SideBySideExperiment.percent(row.get("other_cpu_pct")));
                    }
                } finally {
                    provider.close();
                }
            }
        } finally {
            network.close();
        }
        return table;
    }

    private Network network() throws IOException {
        if ("loopback".equals(settings.network)) {
            return new Loopback(null);
        }
        String tag = Long.toString(System.nanoTime() % 100000L);
        try {
            return ShapedLink.create(tag, settings.linkRate);
        } catch (IOException e) {
            if ("netns".equals(settings.network)) {
                throw e;
            }
            console.printf("congestion: cannot build the shaped link (%s); using loopback%n", e.getMessage());
            return new Loopback("network namespaces unavailable");
        }
    }

    private static List<String> bufferArguments(String option, int buffer) {
        return Arrays.asList(option, "socket.send.buffer=" + buffer, option, "socket.receive.buffer=" + buffer);
    }

    private static CongestionResult read(File file) throws IOException {
        List<String> lines = Files.readAllLines(file.toPath(), StandardCharsets.UTF_8);
        for (int i = lines.size() - 1; i >= 0; i--) {
            String line = lines.get(i).trim();
            if (!line.isEmpty() && !line.startsWith("callers,")) {
                return CongestionResult.parseCsv(line);
            }
        }
        throw new IllegalStateException("no congestion result in " + file);
    }

    static String bytes(int value) {
        if (value % (1024 * 1024) == 0) {
            return value / (1024 * 1024) + " MiB";
        }
        if (value % 1024 == 0) {
            return value / 1024 + " KiB";
        }
        return value + " B";
    }
}
