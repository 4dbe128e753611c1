package org.apache.dubbo.remoting.transport.telemetry;

import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.LongSupplier;

/**
 * The live counters of one channel. Most are written only by the channel's event loop (one writer, so a volatile
 * field and a plain add are enough and cost no more than a store); the few that senders touch from other threads
 * (overload refusals and waits, the pending-bytes high-water mark) use contention-free adders or a CAS taken only
 * when a new maximum is reached. Nothing here allocates or locks on the per-call path.
 *
 * <p>Readers (QoS, metrics) see each value as of a slightly different instant: fine for telemetry, not for
 * synchronisation.
 */
public final class ChannelCounters {

    private static final LongSupplier NO_PENDING = () -> 0L;

    private volatile long bytesRead;
    private volatile long bytesWritten;
    private volatile long framesRead;
    private volatile long framesWritten;
    private volatile long flushes;
    private volatile long incompleteFlushes;
    private volatile long unwritableEpisodes;
    private volatile long reconnects;
    private volatile long unwritableNanos;
    /** {@link System#nanoTime()} when the channel last became unwritable; 0 while writable. */
    private volatile long unwritableSince;
    private final AtomicLong pendingHighWater = new AtomicLong();
    private final LongAdder overloadRejections = new LongAdder();
    private final LongAdder overloadWaits = new LongAdder();
    private volatile LongSupplier pendingBytes = NO_PENDING;

    // ---- event-loop writers ----

    void addBytesRead(long n) {
        bytesRead += n;
    }

    void addBytesWritten(long n) {
        bytesWritten += n;
    }

    /** One inbound message decoded (a dubbo frame, an HTTP/2 message...). Event loop only. */
    public void frameRead() {
        framesRead++;
    }

    /** {@code frames} messages written and flushed at once; {@code incomplete} if bytes stayed behind. */
    public void flushed(int frames, boolean incomplete) {
        framesWritten += frames;
        flushes++;
        if (incomplete) {
            incompleteFlushes++;
        }
    }

    void writabilityChanged(boolean writable, long nowNanos) {
        if (!writable) {
            if (unwritableSince == 0) {
                unwritableSince = nowNanos;
                unwritableEpisodes++;
            }
        } else {
            long since = unwritableSince;
            if (since != 0) {
                unwritableNanos += nowNanos - since;
                unwritableSince = 0;
            }
        }
    }

    /** The client connection these counters belong to opened a new channel after losing one. */
    public void reconnected() {
        reconnects++;
    }

    // ---- any-thread writers ----

    /** Records the pending total a sender just reserved, keeping the highest seen. */
    public void pendingReached(long pending) {
        AtomicLong high = pendingHighWater;
        long current = high.get();
        while (pending > current && !high.compareAndSet(current, pending)) {
            current = high.get();
        }
    }

    /** A send refused because the channel's pending bytes were at their bound. */
    public void overloadRejected() {
        overloadRejections.increment();
    }

    /** A sender that had to wait for the backlog to drain (whether it then got through or not). */
    public void overloadWaited() {
        overloadWaits.increment();
    }

    /** Where the current pending outbound bytes are read from: the channel's writer, which owns that number. */
    public void pendingBytesFrom(LongSupplier source) {
        this.pendingBytes = source == null ? NO_PENDING : source;
    }

    // ---- readers ----

    public long bytesRead() {
        return bytesRead;
    }

    public long bytesWritten() {
        return bytesWritten;
    }

    public long framesRead() {
        return framesRead;
    }

    public long framesWritten() {
        return framesWritten;
    }

    public long flushes() {
        return flushes;
    }

    /** Flushes after which bytes were left in Netty's outbound buffer: write-spin ran out or the socket was full. */
    public long incompleteFlushes() {
        return incompleteFlushes;
    }

    public long reconnects() {
        return reconnects;
    }

    public long unwritableEpisodes() {
        return unwritableEpisodes;
    }

    /** Total time spent unwritable, including the episode in progress. */
    public long unwritableNanos(long nowNanos) {
        long since = unwritableSince;
        long total = unwritableNanos;
        return since == 0 ? total : total + Math.max(0, nowNanos - since);
    }

    public long pendingBytes() {
        return pendingBytes.getAsLong();
    }

    public long pendingHighWater() {
        return pendingHighWater.get();
    }

    public long overloadRejections() {
        return overloadRejections.sum();
    }

    public long overloadWaits() {
        return overloadWaits.sum();
    }
}
