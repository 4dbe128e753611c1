package io.github.dubbotuned.benchmark.runner;

import java.util.ArrayList;
import java.util.List;

/**
 * One direction of a {@link DelayRelay}'s path, shared by all its connections: a first-in first-out link of the
 * shape's rate, then the one-way delay. Confined to the relay's one event loop, so it needs no locks.
 */
final class RelayLink {

    /** Told when the link has room again after being full. */
    interface Listener {
        void linkHasRoom();
    }

    private final RelayShape shape;
    private final long capacity;
    private final List<Listener> listeners = new ArrayList<Listener>();
    /** When the last admitted chunk has crossed the link (System.nanoTime). */
    private long freeAt = Long.MIN_VALUE;
    private long held;

    RelayLink(RelayShape shape) {
        this.shape = shape;
        this.capacity = shape.linkCapacityBytes();
    }

    /**
     * Admits a chunk read at {@code now}: it crosses the link after every chunk admitted before it, then travels the
     * one-way delay. Returns its arrival time; its bytes count as held until {@link #release}.
     */
    long admit(int bytes, long now) {
        long start = freeAt == Long.MIN_VALUE || now - freeAt > 0 ? now : freeAt;
        freeAt = start + shape.serializationNanos(bytes);
        held += bytes;
        return freeAt + shape.oneWayDelayNanos;
    }

    /** A chunk has arrived: its bytes leave the link, and everybody waiting for room hears of it. */
    void release(int bytes) {
        boolean wasFull = isFull();
        held -= bytes;
        if (wasFull && !isFull()) {
            for (Listener listener : new ArrayList<Listener>(listeners)) {
                listener.linkHasRoom();
            }
        }
    }

    /** Whether the link holds its capacity (what is on the wire plus the queue) or more: no more reading. */
    boolean isFull() {
        return capacity > 0 && held >= capacity;
    }

    long held() {
        return held;
    }

    void addListener(Listener listener) {
        listeners.add(listener);
    }

    void removeListener(Listener listener) {
        listeners.remove(listener);
    }
}
