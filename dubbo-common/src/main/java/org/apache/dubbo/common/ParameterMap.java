package org.apache.dubbo.common;

import java.io.Serializable;
import java.util.AbstractMap;
import java.util.AbstractSet;
import java.util.Arrays;
import java.util.Iterator;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The parameters of a {@link URL}: an immutable map kept as arrays, the keys sorted, found by binary search.
 * A consumer of a large fleet holds millions of provider URLs (and as many merged ones) whose parameters differ only
 * in the values that are the address's own, so whatever else can be shared is:
 * <ul>
 * <li>the key layout is shared by every map with the same key set (a bounded pool of {@value #MAX_KEY_SETS} sets);</li>
 * <li>keys and values are canonical strings ({@link String#intern()}, which the JVM collects once unreferenced),
 * except the per-address values ({@code timestamp}, {@code pid}) and values above
 * {@value #MAX_SHARED_VALUE_LENGTH} characters, which are kept as given;</li>
 * <li>the per-address values live in fields of the map, the timestamp as a number when it is a plain one; the
 * layout and all other values are one array (the <em>row</em>), shared by every map of {@value #MIN_SHARED_SIZE} or
 * more entries with the same keys and values ({@link SharedValueArrays}, held weakly);</li>
 * <li>a map holds a field for the {@code pid} only when it has one ({@link WithPid}): registries drop the pid from
 * the provider URLs they hand on, so the millions of maps of a large consumer are 24 bytes each.</li>
 * </ul>
 * So the thousands of provider URLs of one service cost one small object each beside their timestamps, instead of a
 * hash table with 30 nodes and 60 strings of their own. (It implements {@link Map} itself rather than extending
 * {@link AbstractMap}, whose two cached view fields would cost every URL eight bytes more.)
 */
class ParameterMap implements Map<String, String>, Serializable {

    private static final long serialVersionUID = 1L;

    static final int MAX_KEY_SETS = 8192;
    static final int MAX_SHARED_VALUE_LENGTH = 4096;
    /** Smaller maps keep their own value array: sharing pays only for the large maps registries send. */
    static final int MIN_SHARED_SIZE = 8;

    private static final String TIMESTAMP = "timestamp";
    private static final String PID = "pid";
    /**
     * This process's pid as text: left in the shared row, since every URL this process merges for its references
     * carries it (the consumer's pid); other pids are the providers' own and held apart.
     */
    static final String OWN_PID = ownPid();

    private static final Map<KeySet, Layout> LAYOUTS = new ConcurrentHashMap<>();

    /** What {@link #timestamp} holds when the timestamp's text is in {@link #row} (absent, or not a plain number). */
    static final long TEXT_TIMESTAMP = Long.MIN_VALUE;
    /** The longest timestamp text held as a number: 18 digits always fit in a long. */
    private static final int MAX_NUMBER_DIGITS = 18;

    /**
     * The {@link Layout} at index 0, then the value of each key by its index + 1; null at the pid's slot when
     * {@link #pid()} holds it, and at the timestamp's slot when {@link #timestamp} holds it.
     */
    private final Object[] row;
    /**
     * The timestamp as a number when its text is the number's own decimal form (as every provider writes it), else
     * {@link #TEXT_TIMESTAMP}: a million provider URLs then hold no timestamp string each (56 bytes).
     */
    private final long timestamp;

    private ParameterMap(Object[] row, long timestamp) {
        this.row = row;
        this.timestamp = timestamp;
    }

    /** A map with a pid: one field more, so that the maps without one do not pay for it. */
    private static final class WithPid extends ParameterMap {
        private static final long serialVersionUID = 1L;
        private final String pid;

        WithPid(Object[] row, long timestamp, String pid) {
            super(row, timestamp);
            this.pid = pid;
        }

        @Override
        String pid() {
            return pid;
        }
    }

    /** The value of the {@code pid} key when it is held apart from the shared row, else null. */
    String pid() {
        return null;
    }

    private Layout layout() {
        return (Layout) row[0];
    }

    /**
     * An immutable copy of {@code source} without its null or empty keys.
     * Returns {@code source} itself when it is already a parameter map.
     */
    static Map<String, String> copyOf(Map<String, String> source) {
        if (source instanceof ParameterMap) {
            return source;
        }
        if (source == null || source.isEmpty()) {
            return java.util.Collections.emptyMap();
        }
        String[] k = new String[source.size()];
        int n = 0;
        for (Map.Entry<String, String> entry : source.entrySet()) {
            String key = entry.getKey();
            if (key != null && !key.isEmpty()) {
                k[n++] = key;
            }
        }
        if (n == 0) {
            return java.util.Collections.emptyMap();
        }
        if (n < k.length) {
            k = Arrays.copyOf(k, n);
        }
        Arrays.sort(k);
        Layout layout = layout(k);
        Object[] row = new Object[n + 1];
        row[0] = layout;
        for (int i = 0; i < n; i++) {
            row[i + 1] = source.get(k[i]);
        }
        long timestamp = takeNumber(row, layout.timestampAt);
        String pid = takePid(row, layout.pidAt);
        if (n >= MIN_SHARED_SIZE) {
            // a row seen before (the provider URLs of one service, parsed again) is found by content first: its
            // values are canonical already, which spares interning each of the new map's strings
            Object[] known = SharedValueArrays.find(row);
            row = known != null ? known : SharedValueArrays.share(canonicalValues(row, layout));
        } else {
            canonicalValues(row, layout);
        }
        return withRow(row, timestamp, pid);
    }

    /**
     * A map of {@code row} (a pooled row, or one that is not to be shared) with its per-address values:
     * {@code timestamp} as {@link #heldTimestamp()} holds it, {@code pid} apart from the row (null: none).
     */
    static ParameterMap withRow(Object[] row, long timestamp, String pid) {
        return pid == null ? new ParameterMap(row, timestamp) : new WithPid(row, timestamp, pid);
    }

    /** Whether {@code text[from, to)} is this process's pid, which maps keep in their row. */
    static boolean isOwnPid(String text, int from, int to) {
        return OWN_PID != null && OWN_PID.length() == to - from && text.regionMatches(from, OWN_PID, 0, to - from);
    }

    /** Replaces the values of {@code row} by their canonical forms; returns it. */
    private static Object[] canonicalValues(Object[] row, Layout layout) {
        for (int i = 1; i < row.length; i++) {
            row[i] = canonicalValue(layout.keys[i - 1], (String) row[i]);
        }
        return row;
    }

    /** Whether this map's row is pooled, so that every map with the same shared values holds this very array. */
    boolean hasSharedRow() {
        return row.length > MIN_SHARED_SIZE;
    }

    /**
     * The row, as an identity key for callers that remember something per distinct row: maps with the same row differ
     * at most in their per-address values (timestamp, pid).
     */
    Object rowKey() {
        return row;
    }

    /** This map's timestamp as it is held: a number, or {@link #TEXT_TIMESTAMP} when its text is in the row. */
    long heldTimestamp() {
        return timestamp;
    }

    /**
     * A map with this map's row and the per-address values given: {@code heldTimestamp} as {@link #heldTimestamp()}
     * holds it, {@code pid} apart from the row (null: the row's own pid slot, if any).
     */
    ParameterMap withPerAddressValues(long heldTimestamp, String pid) {
        return withRow(row, heldTimestamp, pid);
    }

    /** Takes the pid (the key at {@code at}) out of {@code row} unless it is this process's own. */
    private static String takePid(Object[] row, int at) {
        if (at < 0) {
            return null;
        }
        String value = (String) row[at + 1];
        if (value != null && value.equals(OWN_PID)) {
            row[at + 1] = OWN_PID;
            return null;
        }
        row[at + 1] = null;
        return value;
    }

    private static String ownPid() {
        int pid = org.apache.dubbo.common.utils.ConfigUtils.getPid();
        return pid < 0 ? null : String.valueOf(pid);
    }

    /** Takes the value of the key at {@code at} out of {@code row} when it is a plain decimal number. */
    private static long takeNumber(Object[] row, int at) {
        if (at < 0) {
            return TEXT_TIMESTAMP;
        }
        long number = plainNumber((String) row[at + 1]);
        if (number != TEXT_TIMESTAMP) {
            row[at + 1] = null;
        }
        return number;
    }

    /**
     * The value of {@code text} if it is a non-negative decimal number of at most {@value #MAX_NUMBER_DIGITS} digits
     * written without a sign or leading zeros (so that it prints back as the same text), else {@link #TEXT_TIMESTAMP}.
     */
    static long plainNumber(String text) {
        return text == null ? TEXT_TIMESTAMP : plainNumber(text, 0, text.length());
    }

    /** {@link #plainNumber(String)} of {@code text[from, to)}. */
    static long plainNumber(String text, int from, int to) {
        int length = to - from;
        if (length == 0 || length > MAX_NUMBER_DIGITS || text.charAt(from) == '0' && length > 1) {
            return TEXT_TIMESTAMP;
        }
        long number = 0;
        for (int i = from; i < to; i++) {
            char c = text.charAt(i);
            if (c < '0' || c > '9') {
                return TEXT_TIMESTAMP;
            }
            number = number * 10 + (c - '0');
        }
        return number;
    }

    /**
     * The value of {@code key} when this map holds it as a number (the timestamp of a provider URL), else
     * {@link #TEXT_TIMESTAMP}: lets {@link URL#getParameter(String, long)} skip printing and parsing it.
     */
    long numberOf(String key) {
        return timestamp != TEXT_TIMESTAMP && TIMESTAMP.equals(key) ? timestamp : TEXT_TIMESTAMP;
    }

    /** The layout of the sorted {@code keys}: the pooled one (whose keys are canonical), or a new one. */
    private static Layout layout(String[] keys) {
        Layout shared = LAYOUTS.get(new KeySet(keys));
        if (shared != null) {
            return shared;
        }
        for (int i = 0; i < keys.length; i++) {
            keys[i] = keys[i].intern();
        }
        KeySet set = new KeySet(keys);
        Layout layout = new Layout(keys);
        if (LAYOUTS.size() >= MAX_KEY_SETS) {
            return layout;
        }
        shared = LAYOUTS.putIfAbsent(set, layout);
        return shared != null ? shared : layout;
    }

    static String canonicalValue(String key, String value) {
        if (value == null || value.isEmpty()) {
            return value;
        }
        if (value.length() > MAX_SHARED_VALUE_LENGTH || TIMESTAMP.equals(key) || PID.equals(key)) {
            return value;
        }
        return value.intern();
    }

    private String valueAt(int at) {
        Layout layout = layout();
        if (at == layout.timestampAt && timestamp != TEXT_TIMESTAMP) {
            return Long.toString(timestamp);
        }
        if (at == layout.pidAt) {
            String pid = pid();
            if (pid != null) {
                return pid;
            }
        }
        return (String) row[at + 1];
    }

    private int indexOf(Object key) {
        if (!(key instanceof String)) {
            return -1;
        }
        return layout().indexOf((String) key);
    }

    @Override
    public String get(Object key) {
        int at = indexOf(key);
        return at >= 0 ? valueAt(at) : null;
    }

    @Override
    public boolean containsKey(Object key) {
        return indexOf(key) >= 0;
    }

    @Override
    public int size() {
        return layout().keys.length;
    }

    @Override
    public boolean isEmpty() {
        return layout().keys.length == 0;
    }

    @Override
    public boolean containsValue(Object value) {
        for (int i = 0; i < layout().keys.length; i++) {
            if (java.util.Objects.equals(value, valueAt(i))) {
                return true;
            }
        }
        return false;
    }

    @Override
    public String put(String key, String value) {
        throw new UnsupportedOperationException("URL parameters are immutable");
    }

    @Override
    public String remove(Object key) {
        throw new UnsupportedOperationException("URL parameters are immutable");
    }

    @Override
    public void putAll(Map<? extends String, ? extends String> map) {
        throw new UnsupportedOperationException("URL parameters are immutable");
    }

    @Override
    public void clear() {
        throw new UnsupportedOperationException("URL parameters are immutable");
    }

    @Override
    public Set<String> keySet() {
        return new AbstractSet<String>() {
            @Override
            public Iterator<String> iterator() {
                return new Cursor<String>() {
                    @Override
                    String at(int index) {
                        return layout().keys[index];
                    }
                };
            }

            @Override
            public boolean contains(Object key) {
                return containsKey(key);
            }

            @Override
            public int size() {
                return layout().keys.length;
            }
        };
    }

    @Override
    public java.util.Collection<String> values() {
        return new java.util.AbstractCollection<String>() {
            @Override
            public Iterator<String> iterator() {
                return new Cursor<String>() {
                    @Override
                    String at(int index) {
                        return valueAt(index);
                    }
                };
            }

            @Override
            public int size() {
                return layout().keys.length;
            }
        };
    }

    @Override
    public String toString() {
        StringBuilder text = new StringBuilder().append('{');
        for (int i = 0; i < layout().keys.length; i++) {
            text.append(i == 0 ? "" : ", ").append(layout().keys[i]).append('=').append(valueAt(i));
        }
        return text.append('}').toString();
    }

    @Override
    public boolean equals(Object other) {
        if (other instanceof ParameterMap) {
            ParameterMap that = (ParameterMap) other;
            return timestamp == that.timestamp && java.util.Objects.equals(pid(), that.pid())
                    && (row == that.row || sameRow(row, that.row));
        }
        if (!(other instanceof Map)) {
            return false;
        }
        Map<?, ?> that = (Map<?, ?>) other;
        if (that.size() != size()) {
            return false;
        }
        for (int i = 0; i < layout().keys.length; i++) {
            String value = valueAt(i);
            Object theirs = that.get(layout().keys[i]);
            if (value == null ? theirs != null || !that.containsKey(layout().keys[i]) : !value.equals(theirs)) {
                return false;
            }
        }
        return true;
    }

    /** Equal keys and values, the layouts compared by their keys (a layout outside the pool is its own object). */
    private static boolean sameRow(Object[] mine, Object[] theirs) {
        if (mine.length != theirs.length
                || mine[0] != theirs[0] && !Arrays.equals(((Layout) mine[0]).keys, ((Layout) theirs[0]).keys)) {
            return false;
        }
        for (int i = 1; i < mine.length; i++) {
            if (!java.util.Objects.equals(mine[i], theirs[i])) {
                return false;
            }
        }
        return true;
    }

    /** As {@link Map#hashCode()} defines it, without creating entries. */
    @Override
    public int hashCode() {
        Layout layout = layout();
        String[] keys = layout.keys;
        int h = 0;
        for (int i = 0; i < keys.length; i++) {
            int valueHash;
            if (i == layout.timestampAt && timestamp != TEXT_TIMESTAMP) {
                valueHash = decimalHash(timestamp);
            } else {
                String value = valueAt(i);
                valueHash = value == null ? 0 : value.hashCode();
            }
            h += keys[i].hashCode() ^ valueHash;
        }
        return h;
    }

    /**
     * {@code Long.toString(number).hashCode()} for a number ≥ 0, without making the string: the digits from the last,
     * each weighted by the power of 31 its place gives it (divisions by the constant 10 only, which compile to
     * multiplications).
     */
    static int decimalHash(long number) {
        int h = 0;
        int weight = 1;
        do {
            h += ('0' + (int) (number % 10)) * weight;
            weight *= 31;
            number /= 10;
        } while (number > 0);
        return h;
    }

    @Override
    public Set<Map.Entry<String, String>> entrySet() {
        return new AbstractSet<Map.Entry<String, String>>() {
            @Override
            public Iterator<Map.Entry<String, String>> iterator() {
                return new Cursor<Map.Entry<String, String>>() {
                    @Override
                    Map.Entry<String, String> at(int index) {
                        return new AbstractMap.SimpleImmutableEntry<>(layout().keys[index], valueAt(index));
                    }
                };
            }

            @Override
            public int size() {
                return layout().keys.length;
            }
        };
    }

    /** Walks the entries in key order; the views above each say what they give of an entry. */
    private abstract class Cursor<E> implements Iterator<E> {
        private int next;

        abstract E at(int index);

        @Override
        public boolean hasNext() {
            return next < layout().keys.length;
        }

        @Override
        public E next() {
            if (next >= layout().keys.length) {
                throw new NoSuchElementException();
            }
            return at(next++);
        }
    }

    /**
     * Writes a plain map, so that the serialized form does not depend on this class (package access, not private, so
     * that {@link WithPid} inherits it).
     */
    Object writeReplace() {
        return java.util.Collections.unmodifiableMap(new java.util.HashMap<>(this));
    }

    /**
     * The sorted keys of a key set, where its per-address values sit (-1 when absent), and a hash index of the keys:
     * a lookup is the key's cached hash and, as keys and most callers' key constants are the same interned strings,
     * one reference comparison — instead of a binary search comparing characters (URL parameters are read on every
     * call and, by routers, for every provider on every notification).
     */
    static final class Layout {
        final String[] keys;
        final int timestampAt;
        final int pidAt;
        /** Open addressing, twice the keys or more: slot → key, and slot → its index in {@link #keys}. */
        private final String[] slots;
        private final int[] indexes;

        Layout(String[] keys) {
            this.keys = keys;
            this.timestampAt = Arrays.binarySearch(keys, TIMESTAMP);
            this.pidAt = Arrays.binarySearch(keys, PID);
            int capacity = Integer.highestOneBit(Math.max(keys.length, 1) * 4 - 1);
            this.slots = new String[capacity];
            this.indexes = new int[capacity];
            for (int i = 0; i < keys.length; i++) {
                int slot = slotOf(keys[i]);
                while (slots[slot] != null) {
                    slot = (slot + 1) & (capacity - 1);
                }
                slots[slot] = keys[i];
                indexes[slot] = i;
            }
        }

        int indexOf(String key) {
            int mask = slots.length - 1;
            for (int slot = slotOf(key); ; slot = (slot + 1) & mask) {
                String known = slots[slot];
                if (known == null) {
                    return -1;
                }
                if (known == key || known.equals(key)) {
                    return indexes[slot];
                }
            }
        }

        private int slotOf(String key) {
            int h = key.hashCode() * 0x9E3779B9;
            return (h ^ (h >>> 16)) & (slots.length - 1);
        }
    }

    /** A key set as a pool key: the sorted keys, compared by content. */
    private static final class KeySet {
        private final String[] keys;
        private final int hash;

        KeySet(String[] keys) {
            this.keys = keys;
            this.hash = Arrays.hashCode(keys);
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof KeySet && Arrays.equals(keys, ((KeySet) other).keys);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }
}
