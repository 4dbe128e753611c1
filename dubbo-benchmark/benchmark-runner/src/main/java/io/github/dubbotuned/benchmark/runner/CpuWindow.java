package io.github.dubbotuned.benchmark.runner;

import java.util.Locale;

/**
 * CPU use over a measurement window, in percent of one core (the machine has {@code cores × 100}): each of our
 * processes, and everything else on the machine ("other"), which is the system's busy time minus ours. Other load is
 * the noise figure: the runner shares the machine with whatever else runs.
 */
final class CpuWindow {

    private final double seconds;
    private final double[] processPercent;
    private final double otherPercent;

    private CpuWindow(double seconds, double[] processPercent, double otherPercent) {
        this.seconds = seconds;
        this.processPercent = processPercent;
        this.otherPercent = otherPercent;
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
        return new CpuWindow(seconds, percent, other);
    }

    /** A window for which no counters were read (the child never announced one). */
    static CpuWindow unknown(int processes) {
        double[] percent = new double[processes];
        return new CpuWindow(0, percent, Double.NaN);
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

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "%.0f s, other %.0f%%", seconds, otherPercent);
    }
}
