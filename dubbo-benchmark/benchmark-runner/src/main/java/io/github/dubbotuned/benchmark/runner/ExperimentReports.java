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

    /** One line per consumer run: heap, push and churn figures; {@code oom} rows ran out of their heap. */
    static String scale(ResultTable table) {
        StringBuilder out = new StringBuilder("| implementation | model | addresses | registry | heap | status | MB"
                + " for the addresses | bytes/address | full push s | 1 % push ms | churn MB/s | young GCs | full GCs |"
                + " max pause ms | tick p99 ms | connections |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"
                + "---|---|\n");
        for (Map<String, Object> row : table.rows()) {
            out.append(String.format(Locale.ROOT, "| %s | %s | %,d | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |"
                            + " %s | %s | %s |%n", row.get("implementation"), row.get("model"),
                    ((Number) row.get("addresses_wanted")).longValue(), text(row, "registry"), row.get("heap"),
                    row.get("status"),
                    fixed(row, "retained_by_addresses_mb", 1), fixed(row, "bytes_per_address", 0),
                    fixed(row, "push_seconds", 2), fixed(row, "one_percent_push_ms", 1),
                    fixed(row, "churn_alloc_mb_per_s", 1), text(row, "churn_young_gcs"), text(row, "churn_full_gcs"),
                    text(row, "churn_max_pause_ms"), fixed(row, "tick_p99_ms", 1), text(row, "connections_opened")));
        }
        return out.toString();
    }

    private static String fixed(Map<String, Object> row, String column, int decimals) {
        double value = number(row, column);
        return Double.isNaN(value) ? "–" : String.format(Locale.ROOT, "%,." + decimals + "f", value);
    }

    private static String text(Map<String, Object> row, String column) {
        Object value = row.get(column);
        return value == null ? "–" : String.valueOf(value);
    }

    private static double number(Map<String, Object> row, String column) {
        Object value = row.get(column);
        return value instanceof Number ? ((Number) value).doubleValue() : Double.NaN;
    }
}
