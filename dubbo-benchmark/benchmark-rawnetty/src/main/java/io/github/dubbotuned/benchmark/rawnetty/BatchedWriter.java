package io.github.dubbotuned.benchmark.rawnetty;

import io.netty.buffer.ByteBuf;
import io.netty.channel.Channel;
import io.netty.util.internal.PlatformDependent;

import java.util.Queue;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * How the ceiling's client writes from its callers' threads, the way Dubbo Tuned's client does: callers queue their
 * encoded frames; one task on the channel's event loop writes everything queued and flushes once per batch, so many
 * callers cost one event-loop wake-up and one syscall instead of one each.
 */
final class BatchedWriter {

    private static final int MAX_FRAMES_PER_FLUSH = 256;

    private final Channel channel;
    private final Queue<ByteBuf> queue = PlatformDependent.newMpscQueue();
    private final AtomicBoolean scheduled = new AtomicBoolean();
    private final Runnable drain = this::drain;

    BatchedWriter(Channel channel) {
        this.channel = channel;
    }

    void write(ByteBuf frame) {
        queue.offer(frame);
        if (scheduled.compareAndSet(false, true)) {
            channel.eventLoop().execute(drain);
        }
    }

    private void drain() {
        // cleared first: a frame queued after the last poll below schedules the next drain itself
        scheduled.set(false);
        int written = 0;
        ByteBuf frame;
        while ((frame = queue.poll()) != null) {
            channel.write(frame, channel.voidPromise());
            if (++written == MAX_FRAMES_PER_FLUSH) {
                channel.flush();
                written = 0;
            }
        }
        if (written > 0) {
            channel.flush();
        }
    }
}
