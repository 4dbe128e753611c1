package org.apache.dubbo.remoting.codec;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.ByteBufAllocator;
import io.netty.buffer.Unpooled;
import io.netty.util.concurrent.FastThreadLocalThread;

/**
 * The buffer size to start the next frame with, for frames encoded at one place (a client's requests, a server's
 * results): the size of recent frames, so that a body of the usual size is written without the buffer growing (a
 * new pooled buffer and a copy per frame, for bodies just above the allocator's 256-byte default). It follows a
 * larger frame at once and a smaller one slowly (an eighth of the difference per frame), and stays between
 * {@link #SMALLEST} and {@link #LARGEST}: a frame larger than that grows as before.
 *
 * <p>Where the buffer comes from depends on the encoding thread ({@link #newBuffer}): a pooled direct buffer taken
 * by a caller or business thread is released by the channel's event loop after the write, into the event loop's
 * thread cache, so the encoding thread's cache stays empty and every frame was taken from the allocator's shared
 * arenas under their locks, which a consumer's callers and its event loop then contended for (8 % of an
 * {@code existUser} consumer's samples, half of them waiting for a lock; the same on a provider's business
 * threads). Apache Dubbo encodes on the event loop and does not meet this.
 *
 * <p>Read and updated without synchronization by every thread encoding at that place: it is a hint, and a lost
 * update costs at most one growth.
 */
public final class FrameSizeHint {

    static final int SMALLEST = 256;
    static final int LARGEST = 16 * 1024;
    /** Frames expected up to this size are encoded off the event loop into a heap buffer. */
    static final int HEAP_UP_TO = 2 * 1024;

    private int estimate = SMALLEST;

    /** The capacity {@link #newBuffer} gives the next frame's buffer (callers outside take the buffer itself). */
    int initialCapacity() {
        return estimate;
    }

    /**
     * A buffer for the next frame, of {@link #initialCapacity()}. On an event loop thread (a {@link
     * FastThreadLocalThread}, as Netty's and ours are), a pooled buffer from {@code alloc}: it is released on the same
     * thread and comes back from its cache. On any other thread, for a frame expected up to {@link #HEAP_UP_TO}
     * bytes, a heap buffer: the channel's transport copies it into a pooled direct buffer on its event loop when
     * writing it (which the event loop then allocates and releases itself), a small copy instead of a shared arena's
     * lock. Larger frames still take a pooled buffer from {@code alloc}.
     */
    public ByteBuf newBuffer(ByteBufAllocator alloc) {
        int capacity = estimate;
        if (capacity <= HEAP_UP_TO && !(Thread.currentThread() instanceof FastThreadLocalThread)) {
            return Unpooled.buffer(capacity);
        }
        return alloc.buffer(capacity);
    }

    /** Records the size of a frame just encoded (header and body). */
    public void record(int frameBytes) {
        int current = estimate;
        if (frameBytes >= current) {
            estimate = Math.min(frameBytes, LARGEST);
        } else {
            estimate = Math.max(SMALLEST, current - ((current - frameBytes) >> 3));
        }
    }
}
