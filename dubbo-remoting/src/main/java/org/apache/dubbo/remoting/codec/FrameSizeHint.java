package org.apache.dubbo.remoting.codec;

/**
 * The buffer size to start the next frame with, for frames encoded at one place (a client's requests, a server's
 * results): the size of recent frames, so that a body of the usual size is written without the buffer growing (a
 * new pooled buffer and a copy per frame, for bodies just above the allocator's 256-byte default). It follows a
 * larger frame at once and a smaller one slowly (an eighth of the difference per frame), and stays between
 * {@link #SMALLEST} and {@link #LARGEST}: a frame larger than that grows as before.
 *
 * <p>Read and updated without synchronization by every thread encoding at that place: it is a hint, and a lost
 * update costs at most one growth.
 */
public final class FrameSizeHint {

    static final int SMALLEST = 256;
    static final int LARGEST = 16 * 1024;

    private int estimate = SMALLEST;

    /** The capacity to allocate the next frame's buffer with. */
    public int initialCapacity() {
        return estimate;
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
