package io.github.dubbotuned.benchmark.runner;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class CpuWindowTest {

    @Test
    void otherLoadIsSystemBusyTimeLessOurProcesses() throws Exception {
        long self = Long.parseLong(java.lang.management.ManagementFactory.getRuntimeMXBean().getName().split("@")[0]);
        CpuCounters start = CpuCounters.read(self);
        long end = System.nanoTime() + 300_000_000L;
        long spin = 0;
        while (System.nanoTime() < end) {
            spin++;
        }
        CpuWindow window = CpuWindow.between(start, CpuCounters.read(self));

        assertTrue(spin > 0);
        assertTrue(window.seconds() >= 0.29, "window " + window.seconds());
        assertTrue(window.processPercent(0) > 30, "a spinning thread uses most of a core: " + window.processPercent(0));
        assertTrue(window.otherPercent() >= 0);
        assertTrue(window.interruptPercent() >= 0);
    }

    @Test
    void processThatDoesNotExistReadsZero() {
        assertEquals(0, CpuCounters.readProcessTicks(Long.MAX_VALUE));
    }
}
