package io.github.dubbotuned.benchmark.runner;

import io.github.dubbotuned.benchmark.harness.MethodResult;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Reading the consumers' result files, and the columns every JMH measurement row carries. */
final class Measurements {

    private Measurements() {
    }

    /**
     * {@code raw/NAME.csv} under {@code out}, empty: consumers append one line per method, so a file left by an
     * earlier run into the same directory would mix its results into this one's.
     */
    static File freshResultFile(File out, String name) throws IOException {
        File file = new File(out, "raw/" + name + ".csv");
        Files.createDirectories(file.getParentFile().toPath());
        Files.deleteIfExists(file.toPath());
        return file;
    }

    static List<MethodResult> readMethodResults(File file) throws IOException {
        List<MethodResult> results = new ArrayList<MethodResult>();
        if (!file.isFile()) {
            throw new IllegalStateException("the consumer wrote no result file " + file);
        }
        for (String line : Files.readAllLines(file.toPath(), StandardCharsets.UTF_8)) {
            if (!line.trim().isEmpty() && !MethodResult.isHeader(line)) {
                results.add(MethodResult.parseCsv(line));
            }
        }
        return results;
    }

    /** Throughput, latency and CPU columns of one method's measurement. */
    static void put(Map<String, Object> row, MethodResult result, CpuWindow window) {
        row.put("ops_per_sec", result.opsPerSecond());
        row.put("ops_error", result.opsError());
        row.put("mean_us", result.meanMicros());
        row.put("p50_us", result.p50Micros());
        row.put("p90_us", result.p90Micros());
        row.put("p99_us", result.p99Micros());
        row.put("p999_us", result.p999Micros());
        row.put("max_us", result.maxMicros());
        row.put("calls", result.calls());
        putCpu(row, window, result.opsPerSecond());
        StringBuilder iterations = new StringBuilder();
        for (Double ops : result.iterationOps()) {
            iterations.append(iterations.length() == 0 ? "" : " ").append(Math.round(ops));
        }
        row.put("iteration_ops", iterations.toString());
    }

    static void putCpu(Map<String, Object> row, CpuWindow window, double opsPerSecond) {
        row.put("provider_cpu_pct", window.processPercent(Launcher.PROVIDER));
        row.put("consumer_cpu_pct", window.processPercent(Launcher.CONSUMER));
        row.put("runner_cpu_pct", window.processPercent(Launcher.RUNNER));
        row.put("other_cpu_pct", window.otherPercent());
        row.put("interrupt_cpu_pct", window.interruptPercent());
        double ownPercent = window.processPercent(Launcher.PROVIDER) + window.processPercent(Launcher.CONSUMER);
        row.put("cpu_us_per_call", opsPerSecond > 0 ? ownPercent / 100.0 * 1e6 / opsPerSecond : Double.NaN);
        row.put("window_s", window.seconds());
    }

    static CpuWindow window(Map<String, CpuWindow> windows, String name) {
        CpuWindow window = windows.get(name);
        return window != null ? window : CpuWindow.unknown(3);
    }
}
