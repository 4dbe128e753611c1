package io.github.dubbotuned.benchmark.runner;

import io.github.dubbotuned.benchmark.harness.Args;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The CI smoke run: every experiment, every implementation, a few hundred milliseconds each. It proves that the
 * providers and consumers start from the built class paths, talk, and that every result file, table and chart comes
 * out. It asserts nothing about speed.
 */
class RunnerSmokeTest {

    @Test
    @Timeout(value = 600, unit = TimeUnit.SECONDS)
    void everyExperimentRunsAndWritesResults() throws Exception {
        // under target/, not a temporary directory: the child JVMs' logs stay there when something fails
        Path out = Paths.get("target", "runner-smoke").toAbsolutePath();
        deleteRecursively(out.toFile());
        RunSettings settings = new RunSettings(Args.parse(new String[] {"--smoke", "true", "--out", out.toString()},
                RunSettings.OPTIONS), out.toFile());
        ByteArrayOutputStream console = new ByteArrayOutputStream();

        RunnerMain.run(Installation.locate(), settings, new PrintStream(console, true, "UTF-8"));

        String printed = new String(console.toByteArray(), StandardCharsets.UTF_8);
        System.out.println(printed);
        List<Map<String, String>> sideBySide = CsvRows.read(out.resolve("side-by-side.csv").toFile());
        Set<String> measured = new HashSet<>();
        for (Map<String, String> row : sideBySide) {
            assertTrue(CsvRows.number(row, "ops_per_sec") > 0, "no throughput in " + row);
            assertTrue(CsvRows.number(row, "p99_us") > 0, "no p99 in " + row);
            measured.add(row.get("implementation") + "/" + row.get("method"));
        }
        assertEquals(20, measured.size(), "5 implementations x 4 methods, got " + measured + "; logs in " + out);
        assertTrue(printed.contains("| method | ours | apache-3.2.15 | apache-3.3.5 | apache-3.3.6 | raw |"), printed);

        Set<String> triple = new HashSet<>();
        for (Map<String, String> row : CsvRows.read(out.resolve("triple.csv").toFile())) {
            assertTrue(CsvRows.number(row, "ops_per_sec") > 0, "no throughput in " + row);
            triple.add(row.get("implementation") + "/" + row.get("method"));
        }
        // ours on dubbo is left out of the smoke's triple table: the side-by-side run above proved it
        assertEquals(15, triple.size(), "5 implementations x 3 methods, got " + triple + "; logs in " + out);
        assertTrue(printed.contains("| method | ours-tri-protobuf | ours-tri-wrapped | apache-3.3.5-tri-protobuf"
                + " | apache-3.3.5-tri-wrapped | grpc-java |"), printed);

        List<Map<String, String>> connections = CsvRows.read(out.resolve("connections.csv").toFile());
        assertFalse(connections.isEmpty());
        assertTrue(CsvRows.number(connections.get(0), "ops_per_sec") > 0, connections.toString());

        // one buffers x connections cell and our defaults, both through the delay relay (smoke: 2 ms round trip)
        List<Map<String, String>> congestion = CsvRows.read(out.resolve("congestion.csv").toFile());
        assertEquals(2, congestion.size(), congestion.toString());
        for (Map<String, String> row : congestion) {
            assertTrue(CsvRows.number(row, "calls") > 0, congestion.toString());
            assertTrue(CsvRows.number(row, "service_mean_ms") > 0, congestion.toString());
            assertEquals("2", row.get("rtt_ms"), congestion.toString());
            assertTrue(CsvRows.number(row, "relay_connections") > 0, congestion.toString());
            assertFalse(Double.isNaN(CsvRows.number(row, "added_p99_ms")), congestion.toString());
        }
        assertEquals("default", congestion.get(1).get("buffer_bytes"), congestion.toString());

        for (String chart : new String[] {"side-by-side-throughput", "side-by-side-relative", "side-by-side-p99",
                "connections-getUser", "congestion-rtt2-mean", "congestion-rtt2-p99", "congestion-added-mean",
                "congestion-added-p99", "triple-throughput", "triple-relative",
                "triple-p99"}) {
            File png = out.resolve("charts").resolve(chart + ".png").toFile();
            assertTrue(png.isFile() && png.length() > 1000, "missing chart " + png);
        }
        assertTrue(out.resolve("summary.md").toFile().isFile());
        assertTrue(out.resolve("side-by-side.json").toFile().isFile());
    }

    private static void deleteRecursively(File file) {
        File[] children = file.listFiles();
        if (children != null) {
            for (File child : children) {
                deleteRecursively(child);
            }
        }
        file.delete();
    }
}
