package io.github.dubbotuned.benchmark.runner;

import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

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

    /**
     * Every cell, in the order of the round trips, with what the path and the transport added to the service's own
     * mean and p99 (in ms and in % of the service's own figure), and what they added beyond the round trip itself,
     * which every call pays once whatever the settings.
     */
    static String congestion(ResultTable table) {
        StringBuilder out = new StringBuilder();
        if (!table.isEmpty()) {
            Map<String, Object> first = table.rows().get(0);
            out.append(String.format(Locale.ROOT, "%s callers, %s-byte requests, answers twice that. Network:%n",
                    first.get("callers"), first.get("payload_bytes")));
            Set<Object> networks = new LinkedHashSet<Object>();
            for (Map<String, Object> row : table.rows()) {
                networks.add(row.get("network"));
            }
            for (Object network : networks) {
                out.append("- ").append(network).append('\n');
            }
            out.append('\n');
        }
        out.append("| RTT ms | SO_SNDBUF/SO_RCVBUF | connections | mean ms (service) | added mean ms (% of service)"
                + " | beyond the RTT | p99 ms (service) | added p99 ms (% of service) | beyond the RTT | calls/s |"
                + " errors | other load |\n|---|---|---|---|---|---|---|---|---|---|---|---|\n");
        for (Map<String, Object> row : table.rows()) {
            double rtt = ((Number) rtt(row)).doubleValue();
            double addedMean = number(row, "mean_ms") - number(row, "service_mean_ms");
            double addedP99 = number(row, "p99_ms") - number(row, "service_p99_ms");
            out.append(String.format(Locale.ROOT, "| %s | %s | %s | %.1f (%.1f) | %s | %+.1f | %.1f (%.1f) | %s | %+.1f |"
                            + " %,.0f | %s | %s |%n", rtt(row), bufferLabel(row.get("buffer_bytes")),
                    row.get("connections"), number(row, "mean_ms"), number(row, "service_mean_ms"),
                    added(addedMean, number(row, "service_mean_ms")), addedMean - rtt, number(row, "p99_ms"),
                    number(row, "service_p99_ms"), added(addedP99, number(row, "service_p99_ms")), addedP99 - rtt,
                    number(row, "ops_per_sec"), row.get("errors"),
                    SideBySideExperiment.percent(row.get("other_cpu_pct"))));
        }
        return out.toString();
    }

    /** The round trip a row added; rows of runs before the relay have none: 0. */
    private static Object rtt(Map<String, Object> row) {
        Object rtt = row.get("rtt_ms");
        return rtt == null ? 0 : rtt;
    }

    /** {@code 32 KiB}, or {@code defaults} for the cell with no buffers set. */
    static String bufferLabel(Object buffer) {
        if (buffer instanceof Number) {
            return CongestionExperiment.bytes(((Number) buffer).intValue());
        }
        try {
            return CongestionExperiment.bytes(Integer.parseInt(String.valueOf(buffer)));
        } catch (NumberFormatException e) {
            return "defaults";
        }
    }

    /** {@code +12.3 (8 %)}: what was added, in ms and in % of the service's own figure. */
    private static String added(double added, double service) {
        return String.format(Locale.ROOT, "%+.1f (%.0f %%)", added, service > 0 ? 100 * added / service : Double.NaN);
    }

    /** One line per consumer run: heap, push and churn figures; {@code oom} rows ran out of their heap. */
    static String scale(ResultTable table) {
        StringBuilder out = new StringBuilder("| implementation | model | addresses | registry | heap | status | MB"
                + " for the addresses | bytes/address | full push s | 1 % push ms | 1 % push again ms | churn MB/s"
                + " | young GCs | full GCs |"
                + " max pause ms | tick p99 ms | connections |\n|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"
                + "---|---|---|\n");
        for (Map<String, Object> row : table.rows()) {
            out.append(String.format(Locale.ROOT, "| %s | %s | %,d | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |"
                            + " %s | %s | %s | %s |%n", row.get("implementation"), row.get("model"),
                    ((Number) row.get("addresses_wanted")).longValue(), text(row, "registry"), row.get("heap"),
                    row.get("status"),
                    fixed(row, "retained_by_addresses_mb", 1), fixed(row, "bytes_per_address", 0),
                    fixed(row, "push_seconds", 2), fixed(row, "one_percent_push_ms", 1),
                    fixed(row, "one_percent_again_push_ms", 1),
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
