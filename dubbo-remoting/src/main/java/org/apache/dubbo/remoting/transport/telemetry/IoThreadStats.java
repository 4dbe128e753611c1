package org.apache.dubbo.remoting.transport.telemetry;

import java.util.Collections;
import java.util.List;

/** One IO thread as {@link IoThreadProbe#snapshot()} saw it. */
public final class IoThreadStats {

    private final String name;
    private final String group;
    private final int pendingTasks;
    private final long queueLatencyNanos;
    private final long maxQueueLatencyNanos;
    private final long samples;
    private final double busyRatio;
    private final List<ChannelStats> channels;

    IoThreadStats(String name, String group, int pendingTasks, long queueLatencyNanos, long maxQueueLatencyNanos,
                  long samples, double busyRatio, List<ChannelStats> channels) {
        this.name = name;
        this.group = group;
        this.pendingTasks = pendingTasks;
        this.queueLatencyNanos = queueLatencyNanos;
        this.maxQueueLatencyNanos = maxQueueLatencyNanos;
        this.samples = samples;
        this.busyRatio = busyRatio;
        this.channels = Collections.unmodifiableList(channels);
    }

    /** The thread name, e.g. {@code DubboClientIO-shared-2}; {@code <group>-?} until the first sample ran. */
    public String name() {
        return name;
    }

    public String group() {
        return group;
    }

    /** Tasks waiting in the loop's queue now (-1 when the executor cannot tell). */
    public int pendingTasks() {
        return pendingTasks;
    }

    /** Submit-to-run time of the latest sample (or the wait so far of a sample still queued). */
    public long queueLatencyNanos() {
        return queueLatencyNanos;
    }

    /** The highest submit-to-run time sampled since the loop started. */
    public long maxQueueLatencyNanos() {
        return maxQueueLatencyNanos;
    }

    /** Latency samples taken so far. */
    public long samples() {
        return samples;
    }

    /** CPU time of the thread over wall time in the last sampling interval, 0..1; NaN before two samples. */
    public double busyRatio() {
        return busyRatio;
    }

    public int channelCount() {
        return channels.size();
    }

    public List<ChannelStats> channels() {
        return channels;
    }

    @Override
    public String toString() {
        return name + " channels=" + channels.size() + " pendingTasks=" + pendingTasks + " queueLatency="
                + queueLatencyNanos / 1000 + "us max=" + maxQueueLatencyNanos / 1000 + "us samples=" + samples
                + " busy=" + busyRatio;
    }
}
