package io.github.dubbotuned.benchmark.harness;

import org.HdrHistogram.Histogram;

/** The measurement iterations' latencies of the benchmark running now, merged from every thread, in microseconds. */
public final class LatencyRecords {

    /** One hour in microseconds: no call lasts longer; three significant digits are plenty for p99.9. */
    private static final long HIGHEST_MICROS = 3_600_000_000L;

    private static final Histogram MERGED = newHistogram();

    private LatencyRecords() {
    }

    static Histogram newHistogram() {
        return new Histogram(HIGHEST_MICROS, 3);
    }

    static void add(Histogram histogram) {
        synchronized (MERGED) {
            MERGED.add(histogram);
        }
    }

    /** A copy of what was recorded so far, and a fresh start for the next benchmark. */
    public static Histogram takeAndReset() {
        synchronized (MERGED) {
            Histogram copy = MERGED.copy();
            MERGED.reset();
            return copy;
        }
    }
}
