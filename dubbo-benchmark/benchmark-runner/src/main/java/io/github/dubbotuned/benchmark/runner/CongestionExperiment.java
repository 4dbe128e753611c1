package io.github.dubbotuned.benchmark.runner;

import io.github.dubbotuned.benchmark.harness.CongestionResult;

import java.io.File;
import java.io.IOException;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

/**
 * Experiment B: a slow service (0–300 ms, mean 150 ms) answering twice the request size to 800 callers, for every
 * round trip × socket buffer size × connection count, plus a cell of our defaults (no buffers, no connections set)
 * per round trip; reports the response time the callers saw against the provider's own time, and the difference.
 * Socket buffers are set on both sides, as in the production incident it reproduces; only Dubbo Tuned can set them.
 *
 * <p>A round trip above 0 puts a {@link DelayRelay} in the runner between consumer and provider, both on loopback: it
 * adds the delay, paces to {@code --link-rate} with a {@code --link-queue-ms} queue, and limits each connection to the
 * window its cell's socket buffers would allow over that round trip. Round trip 0 is the bare network: loopback, or
 * the veth + tbf link between two namespaces ({@link ShapedLink}) when the relay is not used at all.
 */
final class CongestionExperiment {

    /** A buffer size or connection count left unset: our defaults. */
    static final int DEFAULTS = 0;

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
            console.printf("congestion: network %s%s%n", network.describe(), settings.relayed()
                    ? "; round trips " + settings.rttMillis + " ms through a delay relay at " + settings.linkRate
                    : "");
            List<Integer> cells = new ArrayList<Integer>(settings.buffers);
            if (settings.congestionDefaults) {
                cells.add(DEFAULTS);
            }
            for (int buffer : cells) {
                String label = buffer == DEFAULTS ? "cong-defaults" : "cong-b" + buffer;
                int port = Launcher.freePort();
                List<String> providerArguments = new ArrayList<String>(Arrays.asList("--service", "congestion",
                        "--threads", String.valueOf(settings.congestionProviderThreads)));
                providerArguments.addAll(bufferArguments("--protocol-param", buffer));
                ChildJvm provider = launcher.startProvider(Implementation.OURS, network, port, providerArguments, label);
                try {
                    for (int rtt : settings.rttMillis) {
                        List<Integer> connectionCounts = buffer == DEFAULTS
                                ? Collections.singletonList(DEFAULTS) : settings.congestionConnections;
                        for (int connections : connectionCounts) {
                            measure(table, network, provider, port, buffer, rtt, connections, label);
                        }
                    }
                } finally {
                    provider.close();
                }
            }
        } finally {
            network.close();
        }
        // one block per round trip, in the order asked for; within it, the order measured
        final List<Integer> order = settings.rttMillis;
        Collections.sort(table.rows(), new Comparator<Map<String, Object>>() {
            @Override
            public int compare(Map<String, Object> a, Map<String, Object> b) {
                return Integer.compare(order.indexOf(a.get("rtt_ms")), order.indexOf(b.get("rtt_ms")));
            }
        });
        return table;
    }

    /** One cell: a consumer run against {@code provider}, through a fresh relay when {@code rtt} is above 0. */
    private void measure(ResultTable table, Network network, ChildJvm provider, int port, int buffer, int rtt,
                         int connections, String label) throws IOException, InterruptedException {
        String tag = label + (rtt > 0 ? "-rtt" + rtt : "") + (connections == DEFAULTS ? "" : "-c" + connections);
        File resultFile = Measurements.freshResultFile(settings.out, tag);
        DelayRelay relay = rtt == 0 ? null : DelayRelay.start(network.providerHost(),
                new InetSocketAddress(network.providerHost(), port), relayShape(rtt, buffer));
        try {
            String address = relay == null ? network.providerHost() + ":" + port
                    : network.providerHost() + ":" + relay.port();
            List<String> arguments = new ArrayList<String>(Arrays.asList(
                    "--url", "dubbo://" + address,
                    "--timeout", "60000",
                    "--callers", String.valueOf(settings.callers),
                    "--payload-bytes", String.valueOf(settings.payloadBytes),
                    "--warmup-ms", String.valueOf(settings.congestionWarmupMillis),
                    "--duration-ms", String.valueOf(settings.congestionMillis),
                    "--result-file", resultFile.getAbsolutePath()));
            if (connections != DEFAULTS) {
                arguments.add("--connections");
                arguments.add(String.valueOf(connections));
            }
            arguments.addAll(bufferArguments("--reference-param", buffer));
            console.printf("congestion: %s, %s, %d callers, %d-byte requests%n",
                    relay == null ? "no added delay" : relay.shape().describe() + ", window "
                            + window(relay.shape().windowBytes) + " (relay on " + relay.transport() + ")",
                    buffer == DEFAULTS ? "our defaults (no socket buffers, no connections set)"
                            : "buffers " + bytes(buffer) + ", connections " + connections,
                    settings.callers, settings.payloadBytes);
            long started = System.nanoTime();
            Map<String, CpuWindow> windows = launcher.runConsumer(Implementation.OURS,
                    Implementation.Mains.CONGESTION_CLIENT, network, arguments, provider, tag,
                    120_000L + settings.congestionWarmupMillis + settings.congestionMillis);
            double seconds = (System.nanoTime() - started) / 1e9;
            if (relay != null && relay.connectionsAccepted() == 0) {
                throw new IllegalStateException("the consumer of " + tag + " never connected through the relay");
            }
            CongestionResult result = read(resultFile);
            Map<String, Object> row = table.newRow();
            row.put("network", relay == null ? network.describe() : network.describe() + " + " + relay.shape().describe());
            row.put("rtt_ms", rtt);
            row.put("buffer_bytes", buffer == DEFAULTS ? "default" : (Object) buffer);
            row.put("connections", connections == DEFAULTS ? "default" : (Object) connections);
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
            row.put("added_p99_ms", (result.p99Micros() - result.serviceP99Micros()) / 1000.0);
            // the round trip every call pays once, whatever the settings; the rest is queueing and windows
            row.put("added_mean_beyond_rtt_ms", number(row, "added_mean_ms") - rtt);
            row.put("added_p99_beyond_rtt_ms", number(row, "added_p99_ms") - rtt);
            if (relay != null) {
                row.put("relay_window_bytes", relay.shape().windowBytes);
                row.put("relay_connections", relay.connectionsAccepted());
                // over the whole consumer run (start-up and warm-up included): below the measured window's rate
                row.put("relay_to_provider_mbit_s", relay.bytesToTarget() * 8 / 1e6 / seconds);
                row.put("relay_to_consumer_mbit_s", relay.bytesFromTarget() * 8 / 1e6 / seconds);
            }
            Measurements.putCpu(row, Measurements.window(windows, "congestion"), result.opsPerSecond());
            console.printf("  mean %.1f ms (service %.1f ms, added %.1f), p99 %.1f ms (service %.1f ms, added %.1f),"
                            + " %.0f calls/s, %d errors, other load %s%n", result.meanMicros() / 1000.0,
                    result.serviceMeanMicros() / 1000.0, number(row, "added_mean_ms"), result.p99Micros() / 1000.0,
                    result.serviceP99Micros() / 1000.0, number(row, "added_p99_ms"), result.opsPerSecond(),
                    result.errors(), SideBySideExperiment.percent(row.get("other_cpu_pct")));
        } finally {
            if (relay != null) {
                relay.close();
            }
        }
    }

    /**
     * The relay's path at {@code rtt}: the link rate and queue asked for, and a window of what the cell's socket
     * buffers would let a real connection keep unacknowledged — the buffer itself, or for our defaults the kernel's
     * auto-tuning ceiling.
     */
    private RelayShape relayShape(int rtt, int buffer) {
        long window = buffer == DEFAULTS ? autoTuningCeiling() : buffer;
        return RelayShape.forRoundTrip(rtt, settings.linkRate, settings.linkQueueMillis, window,
                buffer == DEFAULTS ? 0 : buffer, settings.linkSegmentBytes);
    }

    /** The smaller of the kernel's largest auto-tuned send and receive buffers; 0 (no window) when unknown. */
    static long autoTuningCeiling() {
        long send = lastField(new File("/proc/sys/net/ipv4/tcp_wmem"));
        long receive = lastField(new File("/proc/sys/net/ipv4/tcp_rmem"));
        return send > 0 && receive > 0 ? Math.min(send, receive) : 0;
    }

    private static long lastField(File file) {
        try {
            // one buffered read: a sysctl file answers nothing to a read that does not start at offset 0, so
            // Files.readAllBytes (which reads a file of "size 0" one byte first) sees only the first digit
            String[] fields = String.join(" ", Files.readAllLines(file.toPath(), StandardCharsets.US_ASCII)).trim()
                    .split("\\s+");
            return Long.parseLong(fields[fields.length - 1]);
        } catch (IOException | RuntimeException e) {
            return 0;
        }
    }

    private static double number(Map<String, Object> row, String column) {
        return ((Number) row.get(column)).doubleValue();
    }

    private Network network() throws IOException {
        if ("loopback".equals(settings.network)) {
            return new Loopback(null);
        }
        if (settings.relayed()) {
            // --network auto: the relay shapes the path, in the runner, so both JVMs stay on loopback
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
        if (buffer == DEFAULTS) {
            return Collections.emptyList();
        }
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

    static String window(long bytes) {
        return bytes == 0 ? "none" : bytes((int) Math.min(Integer.MAX_VALUE, bytes));
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
