package io.github.dubbotuned.benchmark.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Charts: each names the run it comes from (the results directory its charts directory sits in); a run without results draws none. */
class ChartsTest {

    @Test
    void theRunIsTheResultsDirectory() {
        assertEquals("quiet-3.3.6", Charts.runName(new File("docs/benchmarks/quiet-3.3.6/charts")));
        assertEquals("2026-11-27T21-30", Charts.runName(new File("/tmp/2026-11-27T21-30/charts")));
        assertEquals("pictures", Charts.runName(new File("/tmp/run/pictures")), "a charts directory of another name");
    }

    @Test
    void aRunWhoseCellsAllFailedDrawsNothingAndDoesNotFail(@TempDir Path results) throws IOException {
        // what a run writes when every consumer failed: an empty table
        Files.write(results.resolve("side-by-side.csv"), "\n".getBytes(StandardCharsets.UTF_8));
        assertEquals(0, Charts.drawAll(results.toFile(), results.resolve("charts").toFile()).size());
    }
}
