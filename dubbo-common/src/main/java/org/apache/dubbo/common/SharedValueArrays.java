package org.apache.dubbo.common;

import java.lang.ref.Reference;
import java.lang.ref.ReferenceQueue;
import java.lang.ref.WeakReference;
import java.util.Arrays;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A weak interner of the rows of {@link ParameterMap}s (their key layout, then their values): maps with equal keys and
 * values (the provider URLs of one service, their merged forms) hold the same array. An array stays in the pool only while some map holds it, so
 * the pool costs a small entry per distinct array alive and never keeps one alive by itself.
 */
final class SharedValueArrays {

    private static final ConcurrentHashMap<Entry, Entry> POOL = new ConcurrentHashMap<>();
    private static final ReferenceQueue<Object[]> CLEARED = new ReferenceQueue<>();

    private SharedValueArrays() {
    }

    /** The pooled array equal to {@code values}, or {@code values} itself (then pooled); never modify either. */
    static Object[] share(Object[] values) {
        expungeCleared();
        Entry probe = new Entry(values, CLEARED);
        while (true) {
            Entry known = POOL.putIfAbsent(probe, probe);
            if (known == null) {
                return values;
            }
            Object[] pooled = known.get();
            if (pooled != null) {
                return pooled;
            }
            // cleared after the lookup matched it: replace it
            POOL.remove(known, known);
        }
    }

    /** The pooled array equal to {@code values}, or null; pools nothing. */
    static Object[] find(Object[] values) {
        Entry known = POOL.get(new Entry(values, null));
        return known == null ? null : known.get();
    }

    /** The number of arrays pooled (including cleared ones not yet expunged); for tests. */
    static int size() {
        expungeCleared();
        return POOL.size();
    }

    private static void expungeCleared() {
        Reference<? extends Object[]> cleared;
        while ((cleared = CLEARED.poll()) != null) {
            POOL.remove(cleared, cleared);
        }
    }

    /** A pool entry; equal to another when both arrays are alive and equal, or when it is the same entry. */
    private static final class Entry extends WeakReference<Object[]> {
        private final int hash;

        Entry(Object[] values, ReferenceQueue<Object[]> queue) {
            super(values, queue);
            this.hash = Arrays.hashCode(values);
        }

        @Override
        public boolean equals(Object other) {
            if (this == other) {
                return true;
            }
            if (!(other instanceof Entry) || hash != ((Entry) other).hash) {
                return false;
            }
            Object[] mine = get();
            Object[] theirs = ((Entry) other).get();
            return mine != null && theirs != null && Arrays.equals(mine, theirs);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }
}
