package io.github.dubbotuned.benchmark.runner;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.File;

import org.junit.jupiter.api.Test;

/** Every chart names the run it comes from: the results directory its charts directory sits in. */
class ChartsRunNameTest {

    @Test
    void theRunIsTheResultsDirectory() {
        assertEquals("quiet-3.3.6", Charts.runName(new File("docs/benchmarks/quiet-3.3.6/charts")));
        assertEquals("2026-11-27T21-30", Charts.runName(new File("/tmp/2026-11-27T21-30/charts")));
        assertEquals("pictures", Charts.runName(new File("/tmp/run/pictures")), "a charts directory of another name");
    }
}
