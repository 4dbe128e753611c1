package io.github.dubbotuned.benchmark.runner;

import java.util.Locale;

/**
 * CPU use over a measurement window, in percent of one core (the machine has {@code cores × 100}): each of our
 * processes, everything else on the machine ("other": the system's process time minus ours), and interrupt time,
 * which Linux charges to no process. Other load is the noise figure: the runner shares the machine with whatever else
 * runs.
 */
final class CpuWindow {

    private final double seconds;
    private final double[] processPercent;
    private final double otherPercent;
    private final double interruptPercent;

    private CpuWindow(double seconds, double[] processPercent, double otherPercent, double interruptPercent) {
        this.seconds = seconds;
        this.processPercent = processPercent;
        this.otherPercent = otherPercent;
        this.interruptPercent = interruptPercent;
    }

    /** The window between two readings of the same processes. */
    static CpuWindow between(CpuCounters start, CpuCounters end) {
        double seconds = Math.max(1e-9, (end.wallNanos() - start.wallNanos()) / 1e9);
        double ticksAvailable = seconds * CpuCounters.TICKS_PER_SECOND;
        double[] percent = new double[start.processCount()];
        long ours = 0;
        for (int i = 0; i < percent.length; i++) {
            long used = Math.max(0, end.processTicks(i) - start.processTicks(i));
            ours += used;
            percent[i] = 100.0 * used / ticksAvailable;
        }
        long busy = Math.max(0, end.systemBusyTicks() - start.systemBusyTicks());
        double other = Math.max(0, 100.0 * (busy - ours) / ticksAvailable);
        long interrupts = Math.max(0, end.interruptTicks() - start.interruptTicks());
        return new CpuWindow(seconds, percent, other, 100.0 * interrupts / ticksAvailable);
    }

    /** A window for which no counters were read (the child never announced one). */
    static CpuWindow unknown(int processes) {
        double[] percent = new double[processes];
        return new CpuWindow(0, percent, Double.NaN, Double.NaN);
    }

    double seconds() {
        return seconds;
    }

    double processPercent(int index) {
        return processPercent[index];
    }

    double otherPercent() {
        return otherPercent;
    }

    /** irq + softirq time, mostly the network stack's work for the benchmark's own packets. */
    double interruptPercent() {
        return interruptPercent;
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "%.0f s, other %.0f%%", seconds, otherPercent);
    }
}
