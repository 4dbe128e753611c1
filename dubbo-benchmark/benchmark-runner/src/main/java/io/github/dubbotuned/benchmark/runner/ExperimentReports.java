package io.github.dubbotuned.benchmark.runner;

import java.util.Locale;
import java.util.Map;

/** Markdown tables of the connections and congestion experiments, one line per measured configuration. */
final class ExperimentReports {

    private ExperimentReports() {
    }

    static String connections(ResultTable table) {
        StringBuilder out = new StringBuilder("| implementation | connections | client iothreads | server iothreads |"
                + " method | ops/s | p50 ms | p99 ms | CPU µs/call | other load |\n|---|---|---|---|---|---|---|---|---|---|\n");
        for (Map<String, Object> row : table.rows()) {
            out.append(String.format(Locale.ROOT, "| %s | %s | %s | %s | %s | %,.0f | %.2f | %.2f | %.1f | %s |%n",
                    row.get("implementation"), row.get("connections"), row.get("client_iothreads"),
                    row.get("server_iothreads"), row.get("method"), number(row, "ops_per_sec"),
                    number(row, "p50_us") / 1000.0, number(row, "p99_us") / 1000.0, number(row, "cpu_us_per_call"),
                    SideBySideExperiment.percent(row.get("other_cpu_pct"))));
        }
        return out.toString();
    }

    static String congestion(ResultTable table) {
        StringBuilder out = new StringBuilder();
        if (!table.isEmpty()) {
            Map<String, Object> first = table.rows().get(0);
            out.append(String.format(Locale.ROOT, "Network: %s; %s callers, %s-byte requests, answers twice that"
                    + "%n%n", first.get("network"), first.get("callers"), first.get("payload_bytes")));
        }
        out.append("| SO_SNDBUF/SO_RCVBUF | connections | mean ms (service) | p99 ms (service) | calls/s | errors |"
                + " other load |\n|---|---|---|---|---|---|---|\n");
        for (Map<String, Object> row : table.rows()) {
            out.append(String.format(Locale.ROOT, "| %s | %s | %.1f (%.1f) | %.1f (%.1f) | %,.0f | %s | %s |%n",
                    CongestionExperiment.bytes(((Number) row.get("buffer_bytes")).intValue()), row.get("connections"),
                    number(row, "mean_ms"), number(row, "service_mean_ms"), number(row, "p99_ms"),
                    number(row, "service_p99_ms"), number(row, "ops_per_sec"), row.get("errors"),
                    SideBySideExperiment.percent(row.get("other_cpu_pct"))));
        }
        return out.toString();
    }

    private static double number(Map<String, Object> row, String column) {
        Object value = row.get(column);
        return value instanceof Number ? ((Number) value).doubleValue() : Double.NaN;
    }
}
