package io.github.dubbotuned.benchmark.runner;

import io.github.dubbotuned.benchmark.harness.Args;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The CI smoke run of the scale experiment: 2,000 addresses over 20 interfaces, both models, ours and Apache Dubbo
 * 3.3.5, two seconds of churn each. It proves that the synthetic registry and service discovery plug into both
 * implementations, that every reference ends up with one invoker per address, and that the results, histograms and
 * chart come out. Nothing about speed or size is asserted.
 */
class ScaleSmokeTest {

    @Test
    @Timeout(value = 300, unit = TimeUnit.SECONDS)
    void scaleExperimentRunsForBothImplementationsAndModels(@TempDir Path out) throws Exception {
        RunSettings settings = new RunSettings(Args.parse(new String[] {"--smoke", "true", "--experiments", "scale",
            "--out", out.toString()}, RunSettings.OPTIONS), out.toFile());
        ByteArrayOutputStream console = new ByteArrayOutputStream();

        RunnerMain.run(Installation.locate(), settings, new PrintStream(console, true, "UTF-8"));

        String printed = new String(console.toByteArray(), StandardCharsets.UTF_8);
        List<Map<String, String>> rows = CsvRows.read(out.resolve("scale.csv").toFile());
        Set<String> runs = new HashSet<>();
        for (Map<String, String> row : rows) {
            assertEquals("ok", row.get("status"), row.toString());
            assertEquals(CsvRows.number(row, "addresses"), CsvRows.number(row, "invokers_after_push"), 0.0,
                    "every address became an invoker: " + row);
            assertEquals(CsvRows.number(row, "addresses_after_churn"), CsvRows.number(row, "invokers_after_churn"),
                    0.0, "the directories follow the churn: " + row);
            assertTrue(CsvRows.number(row, "live_pushed_mb") > 0, row.toString());
            assertEquals(0.0, CsvRows.number(row, "connections_opened"), 0.0,
                    "lazy=true (the experiment's default) dials no provider until it is called: " + row);
            String tag = "scale-" + row.get("implementation") + "-" + row.get("model") + "-2000";
            assertTrue(out.resolve("histograms").resolve(tag + ".txt").toFile().length() > 0, "histogram of " + tag);
            runs.add(row.get("implementation") + "/" + row.get("model"));
        }
        assertEquals(4, runs.size(), "ours and apache-3.3.5 x interface and application level, got " + runs);
        assertTrue(printed.contains("| implementation | model | addresses |"), printed);
        File chart = out.resolve("charts").resolve("scale-retained-heap.png").toFile();
        assertTrue(chart.isFile() && chart.length() > 1000, "missing chart " + chart);
    }

    /**
     * The same at interface level over a real ZooKeeper server: the runner writes the fleet and its churn, each
     * implementation's own ZooKeeper registry brings them into the directories, and every write is reflected.
     */
    @Test
    @Timeout(value = 300, unit = TimeUnit.SECONDS)
    void zooKeeperRunReachesEveryDirectoryForBothImplementations(@TempDir Path out) throws Exception {
        RunSettings settings = new RunSettings(Args.parse(new String[] {"--smoke", "true", "--experiments", "scale",
            "--scale-registry", "zookeeper", "--out", out.toString()}, RunSettings.OPTIONS), out.toFile());

        RunnerMain.run(Installation.locate(), settings, new PrintStream(new ByteArrayOutputStream(), true, "UTF-8"));

        List<Map<String, String>> rows = CsvRows.read(out.resolve("scale.csv").toFile());
        Set<String> runs = new HashSet<>();
        for (Map<String, String> row : rows) {
            assertEquals("ok", row.get("status"), row.toString());
            assertEquals("zookeeper", row.get("registry"), row.toString());
            assertEquals(CsvRows.number(row, "addresses"), CsvRows.number(row, "invokers_after_push"), 0.0,
                    "every address became an invoker: " + row);
            assertEquals(CsvRows.number(row, "addresses"), CsvRows.number(row, "zk_full_nodes"), 0.0,
                    "one node per address: " + row);
            assertEquals(CsvRows.number(row, "addresses_after_churn"), CsvRows.number(row, "invokers_after_churn"),
                    0.0, "the directories follow the churn: " + row);
            assertEquals(0.0, CsvRows.number(row, "writes_not_reflected"), 0.0, row.toString());
            assertTrue(CsvRows.number(row, "zk_one_percent_nodes") > 0, row.toString());
            runs.add(row.get("implementation") + "/" + row.get("model"));
        }
        assertEquals(new HashSet<>(java.util.Arrays.asList("ours/interface", "apache-3.3.5/interface")), runs);
    }
}
