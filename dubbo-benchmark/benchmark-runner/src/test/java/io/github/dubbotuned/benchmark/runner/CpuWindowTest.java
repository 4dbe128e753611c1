package io.github.dubbotuned.benchmark.runner;

import org.junit.jupiter.api.Test;

import java.lang.management.ManagementFactory;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

class CpuWindowTest {

    private static final long SECOND = TimeUnit.SECONDS.toNanos(1);

    @Test
    void percentagesAreTicksOverTheTicksTheWindowHad() {
        // 2 s = 200 ticks; the processes used 150 and 30 of them, the machine 260 in all, interrupts 10
        CpuWindow window = CpuWindow.between(CpuCounters.of(0, 1000, 50, 400, 70),
                CpuCounters.of(2 * SECOND, 1260, 60, 550, 100));

        assertEquals(2.0, window.seconds(), 1e-9);
        assertEquals(75.0, window.processPercent(0), 1e-9);
        assertEquals(15.0, window.processPercent(1), 1e-9);
        assertEquals(40.0, window.otherPercent(), 1e-9, "260 busy ticks less our 180, over 200");
        assertEquals(5.0, window.interruptPercent(), 1e-9);
    }

    @Test
    void countersThatWentBackwardsOrProcessesThatEndedNeverGiveNegativeFigures() {
        // a process that ended reads zero at the end; the machine's busy time read before ours
        CpuWindow window = CpuWindow.between(CpuCounters.of(0, 1000, 50, 400),
                CpuCounters.of(SECOND, 1010, 40, 0));

        assertEquals(0.0, window.processPercent(0));
        assertEquals(10.0, window.otherPercent(), 1e-9);
        assertEquals(0.0, window.interruptPercent());
    }

    @Test
    void ourOwnProcessIsSeenUsingTheCpuItBurns() throws Exception {
        long self = Long.parseLong(ManagementFactory.getRuntimeMXBean().getName().split("@")[0]);
        CpuCounters start = CpuCounters.read(self);
        assumeTrue(start.processTicks(0) > 0, "no /proc/<pid>/stat here");
        // burn until /proc has charged this process 20 ticks (0.2 s of CPU), however long a busy machine makes that
        long spin = 0;
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
        while (CpuCounters.readProcessTicks(self) - start.processTicks(0) < 20 && System.nanoTime() < deadline) {
            for (int i = 0; i < 1_000_000; i++) {
                spin += i ^ spin;
            }
        }
        CpuWindow window = CpuWindow.between(start, CpuCounters.read(self));

        assertTrue(spin != 1, "keeps the loop alive");
        // percent x seconds x ticks per second comes back as a double: 20 ticks may read 19.999999999999996
        double used = window.processPercent(0) * window.seconds() * CpuCounters.TICKS_PER_SECOND / 100;
        assertTrue(used >= 20 - 1e-6, "the window charges this process the ticks it burnt: " + used);
        assertTrue(window.otherPercent() >= 0);
        assertTrue(window.interruptPercent() >= 0);
    }

    @Test
    void processThatDoesNotExistReadsZero() {
        assertEquals(0, CpuCounters.readProcessTicks(Long.MAX_VALUE));
    }
}
