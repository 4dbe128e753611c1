package org.apache.dubbo.remoting.transport.telemetry;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.RejectedExecutionException;

import io.netty.util.concurrent.EventExecutor;
import io.netty.util.concurrent.SingleThreadEventExecutor;

/**
 * Watches one IO thread (event loop): the channels placed on it, its task-queue depth, how long a task waits from
 * submission to running (sampled: the telemetry sampler submits one tiny task per interval from outside the loop,
 * so a loop stuck in a long task shows a growing wait), and how busy the thread is (its CPU time over wall time
 * between two samples). Nothing is added to the loop's own work beyond that one task per interval.
 */
public final class IoThreadProbe {

    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

    private final EventExecutor loop;
    private final String group;
    private final Set<ChannelTelemetryHandler> channels = ConcurrentHashMap.newKeySet();
    private volatile String threadName;
    private volatile long threadId = -1;
    /** When the outstanding latency sample was submitted; 0 when none is outstanding. */
    private volatile long sampleSubmittedAt;
    private volatile long lastQueueLatencyNanos;
    private volatile long maxQueueLatencyNanos;
    private volatile long samples;
    private long lastCpuNanos = -1;
    private long lastWallNanos;
    private volatile double busyRatio = Double.NaN;

    IoThreadProbe(EventExecutor loop, String group) {
        this.loop = loop;
        this.group = group;
    }

    /** Learns which thread runs the loop (starting it, if it had not started yet). */
    void identifyThread() {
        try {
            loop.execute(this::identify);
        } catch (RejectedExecutionException e) {
            // shutting down: nothing to watch
        }
    }

    private void identify() {
        if (threadId < 0) {
            Thread t = Thread.currentThread();
            threadName = t.getName();
            threadId = t.getId();
        }
    }

    void attach(ChannelTelemetryHandler channel) {
        channels.add(channel);
    }

    void detach(ChannelTelemetryHandler channel) {
        channels.remove(channel);
    }

    /** Called by the sampler thread only. */
    void sample(long now) {
        long submitted = sampleSubmittedAt;
        if (submitted != 0) {
            // the previous sample has not run yet: the loop is busy; report how long it has waited so far
            long waited = now - submitted;
            lastQueueLatencyNanos = waited;
            if (waited > maxQueueLatencyNanos) {
                maxQueueLatencyNanos = waited;
            }
        } else {
            sampleSubmittedAt = now;
            try {
                loop.execute(this::measured);
            } catch (RejectedExecutionException e) {
                sampleSubmittedAt = 0;
            }
        }
        long id = threadId;
        if (id >= 0 && THREADS.isThreadCpuTimeSupported()) {
            long cpu = THREADS.getThreadCpuTime(id);
            if (cpu >= 0 && lastCpuNanos >= 0 && now > lastWallNanos) {
                busyRatio = Math.min(1.0, Math.max(0.0, (double) (cpu - lastCpuNanos) / (now - lastWallNanos)));
            }
            lastCpuNanos = cpu;
            lastWallNanos = now;
        }
    }

    private void measured() {
        long submitted = sampleSubmittedAt;
        long latency = System.nanoTime() - submitted;
        identify();
        lastQueueLatencyNanos = latency;
        if (latency > maxQueueLatencyNanos) {
            maxQueueLatencyNanos = latency;
        }
        samples++;
        sampleSubmittedAt = 0;
    }

    String threadNameOrNull() {
        return threadName;
    }

    /** The loop this probe watches. */
    public EventExecutor loop() {
        return loop;
    }

    /** The telemetry handlers of the channels on this loop now (live objects: read, do not keep). */
    public List<ChannelTelemetryHandler> channels() {
        return new ArrayList<>(channels);
    }

    /** The group this loop belongs to. */
    public String group() {
        return group;
    }

    /** The thread's name; null until its first task ran. */
    public String threadName() {
        return threadName;
    }

    /** The channels on this loop now. */
    public int channelCount() {
        return channels.size();
    }

    public IoThreadStats snapshot() {
        List<ChannelStats> stats = new ArrayList<>(channels.size());
        for (ChannelTelemetryHandler channel : channels) {
            stats.add(channel.snapshot());
        }
        stats.sort(Comparator.comparing(ChannelStats::remoteAddress).thenComparing(ChannelStats::localAddress));
        int pending = loop instanceof SingleThreadEventExecutor ? ((SingleThreadEventExecutor) loop).pendingTasks()
                : -1;
        String name = threadName;
        return new IoThreadStats(name == null ? group + "-?" : name, group, pending, lastQueueLatencyNanos,
                maxQueueLatencyNanos, samples, busyRatio, stats);
    }
}
