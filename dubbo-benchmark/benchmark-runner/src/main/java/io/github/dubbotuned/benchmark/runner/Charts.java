package io.github.dubbotuned.benchmark.runner;

import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.style.Styler;

import java.io.File;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * PNG charts drawn from the result CSV files alone (so they can be redrawn for any results directory with
 * {@link ChartMain}): side-by-side throughput, relative throughput and p99 per method; throughput per connections ×
 * client IO threads; congestion response times per round trip and buffer size × connections against the service's
 * own time, and what the transport added.
 */
final class Charts {

    private static final int WIDTH = 1000;
    private static final int HEIGHT = 560;

    private Charts() {
    }

    /** Draws every chart whose result file exists in {@code results}; returns the files written. */
    static List<File> drawAll(File results, File charts) throws IOException {
        System.setProperty("java.awt.headless", "true");
        List<File> written = new ArrayList<File>();
        File sideBySide = new File(results, "side-by-side.csv");
        if (sideBySide.isFile()) {
            written.addAll(sideBySide(CsvRows.read(sideBySide), charts, "side-by-side", "apache-3.2.15"));
        }
        File triple = new File(results, "triple.csv");
        if (triple.isFile()) {
            written.addAll(sideBySide(CsvRows.read(triple), charts, "triple", "apache-3.3.5-tri-protobuf"));
        }
        File connections = new File(results, "connections.csv");
        if (connections.isFile()) {
            written.addAll(connections(CsvRows.read(connections), charts));
        }
        File congestion = new File(results, "congestion.csv");
        if (congestion.isFile()) {
            written.addAll(congestion(CsvRows.read(congestion), charts));
        }
        File scale = new File(results, "scale.csv");
        if (scale.isFile()) {
            written.add(scale(CsvRows.read(scale), charts));
        }
        return written;
    }

    /** Live heap held for the addresses, per implementation and model, against the address count. */
    private static File scale(List<Map<String, String>> rows, File charts) throws IOException {
        Map<String, Map<String, Double>> bySeries = new LinkedHashMap<String, Map<String, Double>>();
        Set<String> xs = new LinkedHashSet<String>();
        for (Map<String, String> row : rows) {
            String x = String.format(java.util.Locale.ROOT, "%,d", (long) CsvRows.number(row, "addresses_wanted"));
            xs.add(x);
            String series = row.get("implementation") + ", " + row.get("model") + " level";
            Map<String, Double> points = bySeries.get(series);
            if (points == null) {
                points = new LinkedHashMap<String, Double>();
                bySeries.put(series, points);
            }
            // a run that ran out of heap has no figure: drawn as 0 and named oom in the tables
            double value = "ok".equals(row.get("status")) ? CsvRows.number(row, "retained_by_addresses_mb") : 0;
            points.put(x, Double.isNaN(value) ? 0 : value);
        }
        List<String> categories = new ArrayList<String>(xs);
        CategoryChart chart = chart("Live heap held for the provider addresses (0 = ran out of heap)", "addresses",
                "MB");
        for (Map.Entry<String, Map<String, Double>> series : bySeries.entrySet()) {
            List<Double> values = new ArrayList<Double>();
            for (String x : categories) {
                Double value = series.getValue().get(x);
                values.add(value == null ? 0 : value);
            }
            chart.addSeries(series.getKey(), categories, values);
        }
        return save(chart, charts, "scale-retained-heap");
    }

    private static List<File> sideBySide(List<Map<String, String>> rows, File charts, String name,
                                         String preferredReference) throws IOException {
        Map<String, Map<String, double[]>> means = new LinkedHashMap<String, Map<String, double[]>>();
        Set<String> implementations = new LinkedHashSet<String>();
        for (Map<String, String> row : rows) {
            String implementation = row.get("implementation");
            implementations.add(implementation);
            Map<String, double[]> byMethod = means.get(implementation);
            if (byMethod == null) {
                byMethod = new LinkedHashMap<String, double[]>();
                means.put(implementation, byMethod);
            }
            double[] sum = byMethod.get(row.get("method"));
            if (sum == null) {
                sum = new double[3];
                byMethod.put(row.get("method"), sum);
            }
            sum[0] += CsvRows.number(row, "ops_per_sec");
            sum[1] += CsvRows.number(row, "p99_us") / 1000.0;
            sum[2]++;
        }
        List<String> methods = new ArrayList<String>();
        for (Map<String, String> row : rows) {
            if (!methods.contains(row.get("method"))) {
                methods.add(row.get("method"));
            }
        }
        if (implementations.isEmpty()) {
            // every cell failed: the table and the logs say why, there is nothing to draw
            return new ArrayList<File>();
        }
        String reference = implementations.contains(preferredReference) ? preferredReference
                : implementations.iterator().next();
        String prefix = "triple".equals(name) ? "Triple: " : "";
        CategoryChart throughput = chart(prefix + "Throughput, 32 callers (mean over rounds)", "method", "ops/s");
        CategoryChart relative = chart(prefix + "Throughput relative to " + reference, "method", "× " + reference);
        CategoryChart p99 = chart(prefix + "p99 latency, 32 callers (mean over rounds)", "method", "p99 (ms)");
        for (String implementation : implementations) {
            List<Double> ops = new ArrayList<Double>();
            List<Double> ratio = new ArrayList<Double>();
            List<Double> tail = new ArrayList<Double>();
            for (String method : methods) {
                double[] m = means.get(implementation).get(method);
                double[] r = means.get(reference).get(method);
                ops.add(m == null ? 0 : m[0] / m[2]);
                ratio.add(m == null || r == null ? 0 : (m[0] / m[2]) / (r[0] / r[2]));
                tail.add(m == null ? 0 : m[1] / m[2]);
            }
            throughput.addSeries(implementation, methods, ops);
            relative.addSeries(implementation, methods, ratio);
            p99.addSeries(implementation, methods, tail);
        }
        List<File> files = new ArrayList<File>();
        files.add(save(throughput, charts, name + "-throughput"));
        files.add(save(relative, charts, name + "-relative"));
        files.add(save(p99, charts, name + "-p99"));
        return files;
    }

    private static List<File> connections(List<Map<String, String>> rows, File charts) throws IOException {
        Map<String, Map<String, Map<String, Double>>> byMethod =
                new LinkedHashMap<String, Map<String, Map<String, Double>>>();
        Set<String> xs = new LinkedHashSet<String>();
        for (Map<String, String> row : rows) {
            String series = "ours".equals(row.get("implementation"))
                    ? "ours, client iothreads " + row.get("client_iothreads")
                    : row.get("implementation") + " (" + row.get("client_iothreads") + ")";
            String x = "connections " + row.get("connections");
            xs.add(x);
            Map<String, Map<String, Double>> bySeries = byMethod.get(row.get("method"));
            if (bySeries == null) {
                bySeries = new LinkedHashMap<String, Map<String, Double>>();
                byMethod.put(row.get("method"), bySeries);
            }
            Map<String, Double> points = bySeries.get(series);
            if (points == null) {
                points = new LinkedHashMap<String, Double>();
                bySeries.put(series, points);
            }
            points.put(x, CsvRows.number(row, "ops_per_sec"));
        }
        List<File> files = new ArrayList<File>();
        List<String> categories = new ArrayList<String>(xs);
        for (Map.Entry<String, Map<String, Map<String, Double>>> method : byMethod.entrySet()) {
            CategoryChart chart = chart(method.getKey() + ": throughput by connections and client IO threads"
                    + " (server IO threads fixed)", "", "ops/s");
            for (Map.Entry<String, Map<String, Double>> series : method.getValue().entrySet()) {
                List<Double> values = new ArrayList<Double>();
                for (String x : categories) {
                    Double value = series.getValue().get(x);
                    values.add(value == null ? 0 : value);
                }
                chart.addSeries(series.getKey(), categories, values);
            }
            files.add(save(chart, charts, "connections-" + method.getKey()));
        }
        return files;
    }

    /**
     * Per round trip, the mean and p99 response time of every buffers × connections cell and of our defaults against
     * the service's own ({@code congestion-rtt<N>-mean/p99}; results from before the round-trip column:
     * {@code congestion-mean/p99}); and over all round trips, what the transport added to the mean and the p99 in
     * every cell ({@code congestion-added-mean/p99}).
     */
    private static List<File> congestion(List<Map<String, String>> rows, File charts) throws IOException {
        boolean withRtt = !rows.isEmpty() && rows.get(0).containsKey("rtt_ms");
        Map<String, List<Map<String, String>>> byRtt = new LinkedHashMap<String, List<Map<String, String>>>();
        for (Map<String, String> row : rows) {
            String rtt = withRtt ? row.get("rtt_ms") : "";
            List<Map<String, String>> group = byRtt.get(rtt);
            if (group == null) {
                group = new ArrayList<Map<String, String>>();
                byRtt.put(rtt, group);
            }
            group.add(row);
        }
        List<File> files = new ArrayList<File>();
        for (Map.Entry<String, List<Map<String, String>>> group : byRtt.entrySet()) {
            files.addAll(congestionAtOneRtt(group.getValue(), charts,
                    withRtt ? "congestion-rtt" + group.getKey() + "-" : "congestion-"));
        }
        if (withRtt) {
            files.addAll(congestionAdded(rows, charts));
        }
        return files;
    }

    private static List<File> congestionAtOneRtt(List<Map<String, String>> rows, File charts, String prefix)
            throws IOException {
        Map<String, Map<String, double[]>> byBuffer = new LinkedHashMap<String, Map<String, double[]>>();
        Set<String> xs = new LinkedHashSet<String>();
        double serviceMean = 0;
        double serviceP99 = 0;
        for (Map<String, String> row : rows) {
            String bufferLabel = ExperimentReports.bufferLabel(row.get("buffer_bytes"));
            boolean defaults = "defaults".equals(bufferLabel);
            String buffer = defaults ? "our defaults" : "buffers " + bufferLabel;
            String x = defaults ? "defaults" : "connections " + row.get("connections");
            xs.add(x);
            Map<String, double[]> points = byBuffer.get(buffer);
            if (points == null) {
                points = new LinkedHashMap<String, double[]>();
                byBuffer.put(buffer, points);
            }
            points.put(x, new double[] {CsvRows.number(row, "mean_ms"), CsvRows.number(row, "p99_ms")});
            serviceMean = Math.max(serviceMean, CsvRows.number(row, "service_mean_ms"));
            serviceP99 = Math.max(serviceP99, CsvRows.number(row, "service_p99_ms"));
        }
        String network = rows.isEmpty() ? "" : rows.get(0).get("network");
        List<String> categories = new ArrayList<String>(xs);
        CategoryChart mean = chart("Mean response time vs the service's own time — " + network, "", "ms");
        CategoryChart p99 = chart("p99 response time vs the service's own p99 — " + network, "", "ms");
        for (Map.Entry<String, Map<String, double[]>> buffer : byBuffer.entrySet()) {
            List<Double> means = new ArrayList<Double>();
            List<Double> tails = new ArrayList<Double>();
            for (String x : categories) {
                double[] point = buffer.getValue().get(x);
                means.add(point == null ? 0 : point[0]);
                tails.add(point == null ? 0 : point[1]);
            }
            mean.addSeries(buffer.getKey(), categories, means);
            p99.addSeries(buffer.getKey(), categories, tails);
        }
        mean.addSeries("service's own mean", categories, repeat(serviceMean, categories.size()));
        p99.addSeries("service's own p99", categories, repeat(serviceP99, categories.size()));
        List<File> files = new ArrayList<File>();
        files.add(save(mean, charts, prefix + "mean"));
        files.add(save(p99, charts, prefix + "p99"));
        return files;
    }

    /** Added mean and p99 (measured minus the service's own) per cell, one series per round trip. */
    private static List<File> congestionAdded(List<Map<String, String>> rows, File charts) throws IOException {
        Map<String, Map<String, double[]>> byRtt = new LinkedHashMap<String, Map<String, double[]>>();
        Set<String> xs = new LinkedHashSet<String>();
        for (Map<String, String> row : rows) {
            String bufferLabel = ExperimentReports.bufferLabel(row.get("buffer_bytes"));
            String x = "defaults".equals(bufferLabel) ? "defaults" : bufferLabel + " × " + row.get("connections");
            xs.add(x);
            String series = "RTT " + row.get("rtt_ms") + " ms";
            Map<String, double[]> points = byRtt.get(series);
            if (points == null) {
                points = new LinkedHashMap<String, double[]>();
                byRtt.put(series, points);
            }
            points.put(x, new double[] {
                    CsvRows.number(row, "mean_ms") - CsvRows.number(row, "service_mean_ms"),
                    CsvRows.number(row, "p99_ms") - CsvRows.number(row, "service_p99_ms")});
        }
        List<String> categories = new ArrayList<String>(xs);
        CategoryChart mean = chart("Added to the service's own mean, by buffers × connections", "", "ms");
        CategoryChart p99 = chart("Added to the service's own p99, by buffers × connections", "", "ms");
        for (Map.Entry<String, Map<String, double[]>> series : byRtt.entrySet()) {
            List<Double> means = new ArrayList<Double>();
            List<Double> tails = new ArrayList<Double>();
            for (String x : categories) {
                double[] point = series.getValue().get(x);
                means.add(point == null || Double.isNaN(point[0]) ? 0 : point[0]);
                tails.add(point == null || Double.isNaN(point[1]) ? 0 : point[1]);
            }
            mean.addSeries(series.getKey(), categories, means);
            p99.addSeries(series.getKey(), categories, tails);
        }
        List<File> files = new ArrayList<File>();
        files.add(save(mean, charts, "congestion-added-mean"));
        files.add(save(p99, charts, "congestion-added-p99"));
        return files;
    }

    private static List<Double> repeat(double value, int times) {
        List<Double> values = new ArrayList<Double>();
        for (int i = 0; i < times; i++) {
            values.add(value);
        }
        return values;
    }

    private static CategoryChart chart(String title, String xTitle, String yTitle) {
        CategoryChart chart = new CategoryChartBuilder().width(WIDTH).height(HEIGHT).title(title)
                .xAxisTitle(xTitle).yAxisTitle(yTitle).build();
        chart.getStyler().setLegendPosition(Styler.LegendPosition.OutsideS);
        chart.getStyler().setLegendLayout(Styler.LegendLayout.Horizontal);
        chart.getStyler().setChartTitleFont(chart.getStyler().getChartTitleFont().deriveFont(14f));
        return chart;
    }

    /**
     * Writes the chart, its title naming the run it comes from: the results directory the charts directory sits in
     * (the runner's {@code --out}, or the directory a recorded run was copied to).
     */
    private static File save(CategoryChart chart, File directory, String name) throws IOException {
        directory.mkdirs();
        chart.setTitle(chart.getTitle() + "  [run: " + runName(directory) + "]");
        File file = new File(directory, name + ".png");
        BitmapEncoder.saveBitmap(chart, file.getAbsolutePath(), BitmapEncoder.BitmapFormat.PNG);
        return file;
    }

    /** The name of the results directory holding {@code charts} (its parent), or of {@code charts} itself. */
    static String runName(File charts) {
        File absolute = charts.getAbsoluteFile();
        File results = "charts".equals(absolute.getName()) ? absolute.getParentFile() : absolute;
        return results == null ? absolute.getName() : results.getName();
    }
}
