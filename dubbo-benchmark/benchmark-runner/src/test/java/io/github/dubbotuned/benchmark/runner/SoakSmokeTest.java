package io.github.dubbotuned.benchmark.runner;

import io.github.dubbotuned.benchmark.harness.Args;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * The CI run of the soak, 45 s instead of 30 min: a real ZooKeeper server, two providers, a consumer calling at a
 * steady rate, one provider restarted twice (TERM, then KILL). It proves the machinery — the restarts happen and end
 * the way they should, the per-interval figures and the call accounting come out and add up. Whether calls were lost
 * is the full run's figure (docs/reliability.md), not asserted on a CI machine of unknown load.
 */
class SoakSmokeTest {

    @Test
    @Timeout(value = 400, unit = TimeUnit.SECONDS)
    void soakRestartsAProviderBothWaysAndAccountsForEveryCall(@TempDir Path out) throws Exception {
        RunSettings settings = new RunSettings(Args.parse(new String[] {"--smoke", "true", "--experiments", "soak",
            "--soak-seconds", "45", "--soak-restart-every-s", "10", "--soak-report-every-s", "15", "--soak-rate", "100",
            "--out", out.toString()}, RunSettings.OPTIONS), out.toFile());
        ByteArrayOutputStream console = new ByteArrayOutputStream();

        RunnerMain.run(Installation.locate(), settings, new PrintStream(console, true, "UTF-8"));

        String printed = new String(console.toByteArray(), StandardCharsets.UTF_8);
        List<Map<String, String>> restarts = CsvRows.read(out.resolve("soak-restarts.csv").toFile());
        assertEquals(2, restarts.size(), printed);
        assertEquals("TERM", restarts.get(0).get("signal"));
        assertEquals("143", restarts.get(0).get("exit_value"), "SIGTERM ends the JVM through its hooks: " + printed);
        assertEquals("KILL", restarts.get(1).get("signal"));
        assertEquals("137", restarts.get(1).get("exit_value"), printed);

        List<Map<String, String>> intervals = CsvRows.read(out.resolve("soak.csv").toFile());
        assertEquals(3, intervals.size(), printed);
        double ok = 0;
        double failed = 0;
        double notIssued = 0;
        double issued = 0;
        for (Map<String, String> row : intervals) {
            assertTrue(CsvRows.number(row, "heap_after_gc_mb") > 0, row.toString());
            assertTrue(CsvRows.number(row, "threads") > 0, row.toString());
            assertTrue(CsvRows.number(row, "fds") > 0, row.toString());
            ok += CsvRows.number(row, "ok");
            failed += CsvRows.number(row, "failed");
            notIssued += CsvRows.number(row, "not_issued");
            issued += CsvRows.number(row, "issued");
        }
        assertTrue(ok > 0, printed);
        // calls still running at the end of the last interval end later and are only in the totals
        assertTrue(ok + failed + notIssued <= issued, printed);
        assertTrue(CsvRows.read(out.resolve("soak-provider.csv").toFile()).size() >= 2, printed);
        assertTrue(printed.contains("lost calls: "), printed);
        assertTrue(printed.contains("unanswered at the end"), printed);
    }
}
