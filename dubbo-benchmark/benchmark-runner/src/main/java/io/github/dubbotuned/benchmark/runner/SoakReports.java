package io.github.dubbotuned.benchmark.runner;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/** Markdown of the in-flight and soak experiments. */
final class SoakReports {

    private SoakReports() {
    }

    static String inFlight(ResultTable table) {
        StringBuilder out = new StringBuilder("| implementation | consumer -Xmx | calls in flight (max) | heap after full GC"
                + " MB: before / max / after | direct MB max: JDK / Netty | threads: before / max / after |"
                + " FDs: before / max / after | ok | failed | unanswered | failures |\n"
                + "|---|---|---|---|---|---|---|---|---|---|---|\n");
        Set<Object> implementations = new LinkedHashSet<Object>();
        for (Map<String, Object> row : table.rows()) {
            implementations.add(row.get("implementation"));
        }
        for (Object implementation : implementations) {
            Map<String, Object> before = null;
            Map<String, Object> after = null;
            Map<String, Object> totals = null;
            Stats heap = new Stats();
            Stats jdk = new Stats();
            Stats netty = new Stats();
            Stats threads = new Stats();
            Stats fds = new Stats();
            Stats inFlight = new Stats();
            Object xmx = "";
            for (Map<String, Object> row : table.rows()) {
                if (!implementation.equals(row.get("implementation"))) {
                    continue;
                }
                xmx = row.get("heap");
                Object label = row.get("label");
                if ("totals".equals(label)) {
                    totals = row;
                    continue;
                }
                if ("before".equals(label)) {
                    before = row;
                } else if ("after".equals(label)) {
                    after = row;
                }
                heap.add(row, "heap_after_gc_mb");
                jdk.add(row, "jdk_direct_mb");
                netty.add(row, "netty_direct_mb");
                threads.add(row, "threads");
                fds.add(row, "fds");
                inFlight.add(row, "in_flight");
            }
            boolean ok = totals != null && "ok".equals(totals.get("status"));
            out.append(String.format(Locale.ROOT, "| %s | %s | %,.0f | %s / %s / %s | %s / %s | %s / %s / %s |"
                            + " %s / %s / %s | %s | %s | %s | %s |%n",
                    implementation, xmx, inFlight.max, value(before, "heap_after_gc_mb"), fixed(heap.max),
                    value(after, "heap_after_gc_mb"), fixed(jdk.max), netty(netty.max), value(before, "threads"),
                    whole(threads.max), value(after, "threads"), value(before, "fds"), whole(fds.max),
                    value(after, "fds"), ok ? totals.get("ok") : "", ok ? totals.get("failed") : "",
                    ok ? totals.get("unanswered") : "", totals == null ? "no result" : ok ? totals.get("failures")
                            : totals.get("status")));
        }
        return out.toString();
    }

    static String soak(ResultTable table, SoakExperiment soak) {
        StringBuilder out = new StringBuilder();
        out.append("| minute | calls ok | failed | not issued | mean ms | max ms | heap after full GC MB |"
                + " direct MB (JDK / Netty) | threads | FDs |\n|---|---|---|---|---|---|---|---|---|---|\n");
        List<double[]> heapByMinute = new ArrayList<double[]>();
        for (Map<String, Object> row : table.rows()) {
            out.append(String.format(Locale.ROOT, "| %s | %s | %s | %s | %s | %s | %s | %s / %s | %s | %s |%n",
                    row.get("interval"), row.get("ok"), row.get("failed"), row.get("not_issued"),
                    ResultTable.format(row.get("mean_ms")), ResultTable.format(row.get("max_ms")),
                    ResultTable.format(row.get("heap_after_gc_mb")), ResultTable.format(row.get("jdk_direct_mb")),
                    netty(FiguresLine.number(row, "netty_direct_mb")), row.get("threads"), row.get("fds")));
            heapByMinute.add(new double[] {FiguresLine.number(row, "interval"),
                    FiguresLine.number(row, "heap_after_gc_mb")});
        }
        out.append('\n');
        out.append(String.format(Locale.ROOT, "Consumer heap after full GC: %s%n", flatness(heapByMinute)));
        List<double[]> providerHeap = new ArrayList<double[]>();
        int minute = 0;
        for (Map<String, Object> row : soak.providerTable().rows()) {
            providerHeap.add(new double[] {++minute, FiguresLine.number(row, "heap_after_gc_mb")});
        }
        out.append(String.format(Locale.ROOT, "Steady provider heap after full GC: %s%n%n", flatness(providerHeap)));

        out.append("| restart | signal | at s | provider ended after ms | exit | new provider serving after ms |\n"
                + "|---|---|---|---|---|---|\n");
        for (Map<String, Object> row : soak.restartTable().rows()) {
            out.append(String.format(Locale.ROOT, "| %s | %s | %s | %s | %s | %s |%n", row.get("restart"),
                    row.get("signal"), row.get("at_s"), row.get("exit_ms"), row.get("exit_value"),
                    row.get("new_provider_serving_ms")));
        }
        Map<String, Object> totals = soak.totals();
        RestartLedger ledger = soak.ledger();
        out.append(String.format(Locale.ROOT, "%nCalls: %s issued, %s ok, %s failed (%d in flight at a KILL, %d in "
                        + "flight at a graceful TERM), %s not issued (every caller busy), %s unanswered at the end; "
                        + "**lost calls: %d**%n", totals.get("issued"), totals.get("ok"), totals.get("failed"),
                ledger.inFlightAt("KILL"), ledger.inFlightAt("TERM"), totals.get("not_issued"),
                totals.get("unanswered"), ledger.lost().size()));
        for (RestartLedger.Failure lost : ledger.lost()) {
            out.append(String.format(Locale.ROOT, "- lost: started %tT.%<tL UTC, failed after %d ms: %s%n",
                    utc(lost.start), lost.end - lost.start, lost.kind()));
        }
        return out.toString();
    }

    /**
     * First and last value, min and max, and the least-squares slope in MB per hour over the rows after the first
     * (the first minute still loads classes and warms caches).
     */
    static String flatness(List<double[]> points) {
        if (points.size() < 2) {
            return "too few readings";
        }
        List<double[]> steady = points.subList(1, points.size());
        double min = Double.MAX_VALUE;
        double max = -Double.MAX_VALUE;
        double sx = 0;
        double sy = 0;
        for (double[] p : steady) {
            min = Math.min(min, p[1]);
            max = Math.max(max, p[1]);
            sx += p[0];
            sy += p[1];
        }
        double n = steady.size();
        double mx = sx / n;
        double my = sy / n;
        double sxy = 0;
        double sxx = 0;
        for (double[] p : steady) {
            sxy += (p[0] - mx) * (p[1] - my);
            sxx += (p[0] - mx) * (p[0] - mx);
        }
        double slopePerMinute = sxx == 0 ? 0 : sxy / sxx;
        return String.format(Locale.ROOT, "minute 1 %.2f MB, minutes 2-%d between %.2f and %.2f MB, last %.2f MB;"
                        + " trend %+.2f MB/hour", points.get(0)[1], points.size(), min, max,
                points.get(points.size() - 1)[1], slopePerMinute * 60);
    }

    private static java.util.Calendar utc(long epochMillis) {
        java.util.Calendar calendar = java.util.Calendar.getInstance(java.util.TimeZone.getTimeZone("UTC"),
                Locale.ROOT);
        calendar.setTimeInMillis(epochMillis);
        return calendar;
    }

    private static String value(Map<String, Object> row, String key) {
        return row == null ? "" : ResultTable.format(row.get(key));
    }

    private static String fixed(double value) {
        return Double.isNaN(value) ? "" : String.format(Locale.ROOT, "%.2f", value);
    }

    /** Netty's own counter is -1 when it allocates through the JDK (then the JDK's figure counts its buffers). */
    static String netty(double value) {
        return Double.isNaN(value) ? "" : value < 0 ? "n/a" : String.format(Locale.ROOT, "%.2f", value);
    }

    private static String whole(double value) {
        return Double.isNaN(value) ? "" : String.format(Locale.ROOT, "%.0f", value);
    }

    private static final class Stats {
        double max = Double.NaN;

        void add(Map<String, Object> row, String key) {
            double value = FiguresLine.number(row, key);
            if (!Double.isNaN(value) && (Double.isNaN(max) || value > max)) {
                max = value;
            }
        }
    }
}
