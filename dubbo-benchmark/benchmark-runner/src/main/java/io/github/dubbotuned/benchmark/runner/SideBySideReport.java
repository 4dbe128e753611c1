package io.github.dubbotuned.benchmark.runner;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The side-by-side table as Markdown: per method and implementation the mean over rounds of ops/s, p50 and p99, and
 * the other processes' load; then ours against each Apache release (ops/s and p99 ratios) and against the ceiling.
 */
final class SideBySideReport {

    private SideBySideReport() {
    }

    static String render(ResultTable table, RunSettings settings) {
        return render(table, settings, settings.implementations, settings.methods, "ours");
    }

    /**
     * The table of {@code chosen} over {@code methods}, with the ratio of {@code baseline} to every other
     * implementation (throughput, and p99 for the RPC stacks).
     */
    static String render(ResultTable table, RunSettings settings, List<Implementation> chosen, List<String> methods,
                         String baseline) {
        Map<String, Map<String, double[]>> means = means(table);
        List<String> implementations = new ArrayList<String>();
        for (Implementation implementation : chosen) {
            implementations.add(implementation.id());
        }
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "Side by side: %d round(s), %d threads, %d x %.1f s measured per method"
                        + " (after %d x %.1f s warm-up); ops/s (p50 / p99 ms) [other load, %% of one core], means over"
                        + " rounds%n%n", settings.rounds, settings.threads, settings.iterations,
                settings.iterationMillis / 1000.0, settings.warmupIterations, settings.warmupMillis / 1000.0));
        out.append("| method |");
        for (String implementation : implementations) {
            out.append(' ').append(implementation).append(" |");
        }
        List<String> comparisons = new ArrayList<String>();
        if (implementations.contains(baseline)) {
            for (String implementation : implementations) {
                if (!implementation.equals(baseline)) {
                    comparisons.add(implementation);
                    out.append(' ').append(baseline).append('/').append(implementation)
                            .append(implementation.equals("raw") ? "" : " (p99)").append(" |");
                }
            }
        }
        out.append('\n').append("|---|");
        for (int i = 0; i < implementations.size() + comparisons.size(); i++) {
            out.append("---|");
        }
        out.append('\n');
        for (String method : methods) {
            Map<String, double[]> byImplementation = means.get(method);
            if (byImplementation == null) {
                continue;
            }
            out.append("| ").append(method).append(" |");
            for (String implementation : implementations) {
                double[] m = byImplementation.get(implementation);
                out.append(m == null ? " – |" : String.format(Locale.ROOT, " %,.0f (%.2f / %.2f) [%.0f%%] |", m[0],
                        m[1] / 1000.0, m[2] / 1000.0, m[3]));
            }
            double[] ours = byImplementation.get(baseline);
            for (String implementation : comparisons) {
                double[] other = byImplementation.get(implementation);
                if (ours == null || other == null) {
                    out.append(" – |");
                } else if (implementation.equals("raw")) {
                    out.append(String.format(Locale.ROOT, " %.2f |", ours[0] / other[0]));
                } else {
                    out.append(String.format(Locale.ROOT, " %.2f (%.2f) |", ours[0] / other[0], ours[2] / other[2]));
                }
            }
            out.append('\n');
        }
        return out.toString();
    }

    /** method → implementation → {ops/s, p50 µs, p99 µs, other %}, averaged over rounds. */
    static Map<String, Map<String, double[]>> means(ResultTable table) {
        Map<String, Map<String, double[]>> sums = new LinkedHashMap<String, Map<String, double[]>>();
        for (Map<String, Object> row : table.rows()) {
            String method = (String) row.get("method");
            String implementation = (String) row.get("implementation");
            Map<String, double[]> byImplementation = sums.get(method);
            if (byImplementation == null) {
                byImplementation = new LinkedHashMap<String, double[]>();
                sums.put(method, byImplementation);
            }
            double[] sum = byImplementation.get(implementation);
            if (sum == null) {
                sum = new double[6];
                byImplementation.put(implementation, sum);
            }
            sum[0] += number(row.get("ops_per_sec"));
            sum[1] += number(row.get("p50_us"));
            sum[2] += number(row.get("p99_us"));
            double other = number(row.get("other_cpu_pct"));
            if (!Double.isNaN(other)) {
                sum[3] += other;
                sum[5]++;
            }
            sum[4]++;
        }
        for (Map<String, double[]> byImplementation : sums.values()) {
            for (double[] sum : byImplementation.values()) {
                double n = sum[4];
                sum[0] /= n;
                sum[1] /= n;
                sum[2] /= n;
                sum[3] = sum[5] > 0 ? sum[3] / sum[5] : Double.NaN;
            }
        }
        return sums;
    }

    private static double number(Object value) {
        return value instanceof Number ? ((Number) value).doubleValue() : Double.NaN;
    }
}
