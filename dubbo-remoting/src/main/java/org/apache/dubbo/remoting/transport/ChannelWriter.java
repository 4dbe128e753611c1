package org.apache.dubbo.remoting.transport;

import java.net.InetSocketAddress;
import java.nio.channels.ClosedChannelException;
import java.util.Queue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

import io.netty.buffer.ByteBuf;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelOutboundBuffer;
import io.netty.channel.ChannelPromise;
import io.netty.util.ReferenceCountUtil;
import io.netty.util.internal.PlatformDependent;
import org.apache.dubbo.remoting.transport.telemetry.ChannelCounters;

/**
 * The one write path of a channel. Senders (caller and business threads) hand over already encoded frames;
 * the channel's event loop drains them in batches, writing each and flushing once per batch, so many small
 * messages cost one syscall instead of one each.
 *
 * <p>Memory is bounded: bytes count as pending from the moment they are handed over until Netty reports them
 * written to the socket, whether they wait in our queue or in Netty's outbound buffer. A send that would take the
 * pending total past {@code max.pending.write.bytes} either fails at once or waits for the backlog to drain, up to
 * its deadline ({@link OverloadPolicy}); a single message larger than the bound is still accepted when nothing
 * else is pending, so the payload limit, not this bound, decides the largest message. Senders on the event loop
 * itself never wait (they would wait for themselves).
 *
 * <p>With telemetry on, the writer keeps its part of the channel's {@link ChannelCounters}: frames and flushes
 * (so frames per flush), flushes that left bytes behind, the pending-bytes high-water mark, overload refusals and
 * waits; and it is where the counters read the pending bytes from.
 */
public final class ChannelWriter {

    /** Messages written per drain before flushing and yielding the loop to other channels and tasks. */
    private static final int MAX_MESSAGES_PER_DRAIN = 256;

    private final Channel channel;
    private final long maxPendingBytes;
    private final OverloadPolicy policy;
    private final Queue<PendingWrite> queue = PlatformDependent.newMpscQueue();
    private final AtomicBoolean drainScheduled = new AtomicBoolean();
    private final AtomicLong pendingBytes = new AtomicLong();
    private final Object drained = new Object();
    private volatile int waiters;
    private final Runnable drainTask = this::drain;
    /** Null when telemetry is off. */
    private final ChannelCounters counters;

    public ChannelWriter(Channel channel, long maxPendingBytes, OverloadPolicy policy) {
        this(channel, maxPendingBytes, policy, null);
    }

    /** @param counters the channel's telemetry counters, or null when telemetry is off */
    public ChannelWriter(Channel channel, long maxPendingBytes, OverloadPolicy policy, ChannelCounters counters) {
        this.channel = channel;
        this.maxPendingBytes = maxPendingBytes;
        this.policy = policy;
        this.counters = counters;
        if (counters != null) {
            counters.pendingBytesFrom(pendingBytes::get);
        }
    }

    /**
     * Queues {@code frame} for writing; ownership of the buffer passes to the writer in every case (it is
     * released if the send is refused).
     *
     * @param deadlineNanos {@link System#nanoTime()} after which a waiting sender gives up
     * @throws ChannelOverloadedException when the backlog is full and does not drain in time (or policy FAIL)
     */
    public void write(ByteBuf frame, WriteListener listener, long deadlineNanos) throws ChannelOverloadedException {
        write(frame, frame.readableBytes(), listener, deadlineNanos);
    }

    /**
     * Queues a message that a handler of the channel's pipeline turns into bytes (for example a request for an
     * HTTP/2 DATA frame), counting {@code size} bytes as pending until the write's promise completes. The pipeline
     * must complete that promise only once the bytes reached the socket, so flow-controlled data still counts.
     * Ownership of {@code message} passes to the writer ({@link ReferenceCountUtil#release} if refused).
     */
    public void write(Object message, int size, WriteListener listener, long deadlineNanos)
            throws ChannelOverloadedException {
        try {
            reserve(size, deadlineNanos);
        } catch (ChannelOverloadedException e) {
            ReferenceCountUtil.release(message);
            throw e;
        }
        queue.offer(new PendingWrite(message, size, listener));
        if (drainScheduled.compareAndSet(false, true)) {
            channel.eventLoop().execute(drainTask);
        }
    }

    /** Bytes handed over but not yet written to the socket. */
    public long pendingBytes() {
        return pendingBytes.get();
    }

    private void reserve(int size, long deadlineNanos) throws ChannelOverloadedException {
        boolean waited = false;
        for (;;) {
            long current = pendingBytes.get();
            if (current == 0 || current + size <= maxPendingBytes) {
                if (pendingBytes.compareAndSet(current, current + size)) {
                    if (counters != null) {
                        counters.pendingReached(current + size);
                    }
                    return;
                }
                continue;
            }
            if (policy == OverloadPolicy.FAIL || channel.eventLoop().inEventLoop()) {
                throw overloaded(current, size, null);
            }
            long remaining = deadlineNanos - System.nanoTime();
            if (remaining <= 0) {
                throw overloaded(current, size, "waited until the call's deadline");
            }
            if (!waited) {
                waited = true;
                if (counters != null) {
                    counters.overloadWaited();
                }
            }
            synchronized (drained) {
                waiters++;
                try {
                    if (pendingBytes.get() + size > maxPendingBytes && pendingBytes.get() != 0) {
                        TimeUnit.NANOSECONDS.timedWait(drained, remaining);
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw overloaded(pendingBytes.get(), size, "interrupted while waiting");
                } finally {
                    waiters--;
                }
            }
            if (!channel.isActive()) {
                // the drain will fail the queued writes; do not wait for space that will never come
                return;
            }
        }
    }

    private ChannelOverloadedException overloaded(long pending, int size, String detail) {
        if (counters != null) {
            counters.overloadRejected();
        }
        return new ChannelOverloadedException((InetSocketAddress) channel.localAddress(),
                (InetSocketAddress) channel.remoteAddress(), "Channel " + describe() + " is overloaded: " + pending
                + " bytes are waiting to be written and a message of " + size + " bytes would exceed "
                + TransportKeys.MAX_PENDING_WRITE_BYTES + "=" + maxPendingBytes + " (overload.policy=" + policy
                + (detail == null ? "" : ", " + detail) + "); the peer or the network is not keeping up");
    }

    private void release(int size) {
        pendingBytes.addAndGet(-size);
        if (waiters > 0) {
            synchronized (drained) {
                drained.notifyAll();
            }
        }
    }

    private void drain() {
        drainScheduled.set(false);
        int written = 0;
        PendingWrite w;
        while ((w = queue.poll()) != null) {
            if (!channel.isActive()) {
                w.fail(new ClosedChannelException());
                continue;
            }
            ChannelPromise promise = channel.newPromise();
            promise.addListener(w);
            channel.write(w.frame, promise);
            if (++written == MAX_MESSAGES_PER_DRAIN) {
                flush(written);
                written = 0;
                if (!queue.isEmpty() && drainScheduled.compareAndSet(false, true)) {
                    channel.eventLoop().execute(drainTask);
                    return;
                }
            }
        }
        if (written > 0) {
            flush(written);
        }
    }

    private void flush(int frames) {
        channel.flush();
        if (counters != null) {
            ChannelOutboundBuffer left = channel.unsafe().outboundBuffer();
            counters.flushed(frames, left != null && !left.isEmpty());
        }
    }

    private String describe() {
        return channel.localAddress() + " -> " + channel.remoteAddress();
    }

    private final class PendingWrite implements ChannelFutureListener {
        final Object frame;
        final int size;
        final WriteListener listener;

        PendingWrite(Object frame, int size, WriteListener listener) {
            this.frame = frame;
            this.size = size;
            this.listener = listener;
        }

        @Override
        public void operationComplete(ChannelFuture future) {
            release(size);
            listener.onWritten(future.isSuccess() ? null : future.cause());
        }

        void fail(Throwable cause) {
            ReferenceCountUtil.release(frame);
            release(size);
            listener.onWritten(cause);
        }
    }
}
