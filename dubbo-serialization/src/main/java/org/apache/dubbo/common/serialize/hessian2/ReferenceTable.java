package org.apache.dubbo.common.serialize.hessian2;

import java.util.Arrays;

/**
 * The objects a hessian2 message has written so far, by identity, each with its reference number: what
 * hessian-lite's writer keeps in its own identity map, with the same numbering rules (a new object gets the number
 * of entries, a removed one gives its entry up), but emptied in time proportional to the entries a message put in
 * rather than to the table's size — hessian-lite's clear writes all of its 256 or more slots after every message,
 * and nearly every message (an attachments map, a result's) takes a reference or two.
 *
 * <p>Open addressing with linear probing; removal shifts the entries behind it back, so lookups never meet a
 * tombstone. The slots filled since the last {@link #clear} are logged so that clearing touches only them; an entry
 * only ever moves into a slot that was filled before (the hole a removal leaves), so the log covers every entry.
 */
final class ReferenceTable {

    /** What {@link #get} and {@link #remove} answer for an object not in the table (hessian-lite's marker). */
    static final int MISSING = 0xdeadbeef;

    private static final int INITIAL_SLOTS = 64;

    private Object[] keys = new Object[INITIAL_SLOTS];
    private int[] values = new int[INITIAL_SLOTS];
    private int size;
    /** Slots filled since the last clear (or growth), in order; some may be empty again after removals. */
    private int[] filled = new int[INITIAL_SLOTS / 2];
    private int filledCount;

    int size() {
        return size;
    }

    /** The number of {@code object}, or {@link #MISSING}. */
    int get(Object object) {
        int mask = keys.length - 1;
        for (int i = home(object, mask); ; i = (i + 1) & mask) {
            Object key = keys[i];
            if (key == object) {
                return values[i];
            }
            if (key == null) {
                return MISSING;
            }
        }
    }

    /** Gives {@code object} the number {@code value}; returns its previous number, or {@link #MISSING}. */
    int put(Object object, int value) {
        int mask = keys.length - 1;
        int i = home(object, mask);
        for (; keys[i] != null; i = (i + 1) & mask) {
            if (keys[i] == object) {
                int previous = values[i];
                values[i] = value;
                return previous;
            }
        }
        keys[i] = object;
        values[i] = value;
        size++;
        log(i);
        if (2 * size > keys.length) {
            grow();
        }
        return MISSING;
    }

    /** Takes {@code object} out; returns its number, or {@link #MISSING}. */
    int remove(Object object) {
        int mask = keys.length - 1;
        int i = home(object, mask);
        while (keys[i] != object) {
            if (keys[i] == null) {
                return MISSING;
            }
            i = (i + 1) & mask;
        }
        int removed = values[i];
        keys[i] = null;
        size--;
        // close the hole: an entry further along the run moves into it unless its home slot lies after the hole
        // (cyclically in (hole, its slot]), where a lookup starting at home still finds it
        for (int next = (i + 1) & mask; keys[next] != null; next = (next + 1) & mask) {
            int home = home(keys[next], mask);
            boolean mustMove = i <= next ? (home <= i || home > next) : (home <= i && home > next);
            if (mustMove) {
                keys[i] = keys[next];
                values[i] = values[next];
                keys[next] = null;
                i = next;
            }
        }
        return removed;
    }

    /** Forgets every entry, so that none of the objects is kept reachable. */
    void clear() {
        for (int n = 0; n < filledCount; n++) {
            keys[filled[n]] = null;
        }
        filledCount = 0;
        size = 0;
    }

    private void log(int slot) {
        if (filledCount == filled.length) {
            filled = Arrays.copyOf(filled, 2 * filled.length);
        }
        filled[filledCount++] = slot;
    }

    private void grow() {
        Object[] oldKeys = keys;
        int[] oldValues = values;
        keys = new Object[2 * oldKeys.length];
        values = new int[keys.length];
        filledCount = 0;
        int mask = keys.length - 1;
        for (int j = 0; j < oldKeys.length; j++) {
            Object key = oldKeys[j];
            if (key != null) {
                int i = home(key, mask);
                while (keys[i] != null) {
                    i = (i + 1) & mask;
                }
                keys[i] = key;
                values[i] = oldValues[j];
                log(i);
            }
        }
    }

    private static int home(Object object, int mask) {
        int h = System.identityHashCode(object);
        return (h ^ (h >>> 16)) & mask;
    }
}
