package io.github.dubbotuned.benchmark.harness;

import org.HdrHistogram.Histogram;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.infra.IterationParams;
import org.openjdk.jmh.runner.IterationType;

/**
 * One benchmark thread's latency record. Every call is timed (two {@code nanoTime} reads, tens of nanoseconds against
 * calls of hundreds of microseconds), not sampled, into a thread-private histogram; at the end of each measurement
 * iteration the thread adds it to {@link LatencyRecords}, so warm-up calls never count. JMH keeps its own throughput
 * figure, which this does not touch.
 */
@State(Scope.Thread)
public class CallLatency {

    private final Histogram histogram = LatencyRecords.newHistogram();
    private long sequence;

    /** A number unique to this call within the thread, for building distinct arguments. */
    public long next() {
        return ++sequence;
    }

    /** Records a call that started at {@code startNanos} ({@link System#nanoTime()}) and has just ended. */
    public void record(long startNanos) {
        histogram.recordValue(Math.max(1, (System.nanoTime() - startNanos) / 1000));
    }

    @Setup(Level.Iteration)
    public void startIteration() {
        histogram.reset();
        // threads start far apart so that arguments differ across threads too
        if (sequence == 0) {
            sequence = (long) System.identityHashCode(this) << 20;
        }
    }

    @TearDown(Level.Iteration)
    public void endIteration(IterationParams iteration) {
        if (iteration.getType() == IterationType.MEASUREMENT) {
            LatencyRecords.add(histogram);
        }
    }
}
