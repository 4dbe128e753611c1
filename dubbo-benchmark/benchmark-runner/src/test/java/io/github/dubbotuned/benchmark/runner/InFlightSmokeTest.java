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
 * The CI run of the in-flight experiment, scaled down: a Dubbo Tuned consumer with a 128 MB heap keeps 2,000
 * asynchronous calls outstanding against a provider that answers each after 1–2 s, for 5 s. Every call must end
 * answered (none failed, none unanswered, no out-of-memory); the figures rows must come out. The full-size run (10,000
 * calls, docs/reliability.md) is run by hand.
 */
class InFlightSmokeTest {

    @Test
    @Timeout(value = 300, unit = TimeUnit.SECONDS)
    void twoThousandCallsInFlightInA128MegabyteConsumerAreAllAnswered(@TempDir Path out) throws Exception {
        RunSettings settings = new RunSettings(Args.parse(new String[] {"--smoke", "true", "--experiments",
            "in-flight", "--in-flight", "2000", "--in-flight-heap", "128m", "--in-flight-seconds", "5",
            "--out", out.toString()}, RunSettings.OPTIONS), out.toFile());
        ByteArrayOutputStream console = new ByteArrayOutputStream();

        RunnerMain.run(Installation.locate(), settings, new PrintStream(console, true, "UTF-8"));

        String printed = new String(console.toByteArray(), StandardCharsets.UTF_8);
        List<Map<String, String>> rows = CsvRows.read(out.resolve("in-flight.csv").toFile());
        Map<String, String> totals = rows.get(rows.size() - 1);
        assertEquals("totals", totals.get("label"), rows.toString());
        assertEquals("ok", totals.get("status"), "the consumer ran to its end (no OOM): " + printed);
        assertEquals(0.0, CsvRows.number(totals, "failed"), 0.0, printed);
        assertEquals(0.0, CsvRows.number(totals, "unanswered"), 0.0, printed);
        assertEquals(CsvRows.number(totals, "issued"), CsvRows.number(totals, "ok"), 0.0, printed);
        assertTrue(CsvRows.number(totals, "ok") >= 2000, "at least the first 2,000 calls ended: " + printed);
        double maxInFlight = 0;
        for (Map<String, String> row : rows.subList(0, rows.size() - 1)) {
            assertTrue(CsvRows.number(row, "heap_after_gc_mb") > 0, row.toString());
            assertTrue(CsvRows.number(row, "threads") > 0, row.toString());
            maxInFlight = Math.max(maxInFlight, CsvRows.number(row, "in_flight"));
        }
        // every call waits at least 1 s at the provider, and the first sample is taken 1 s after the start
        assertTrue(maxInFlight >= 1000, "calls were outstanding together: " + printed);
        assertTrue(printed.contains("| implementation | consumer -Xmx | calls in flight (max) |"), printed);
    }
}
