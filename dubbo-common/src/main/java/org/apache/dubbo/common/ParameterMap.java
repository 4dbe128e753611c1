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
 * The parameters of a {@link URL}: an immutable map kept as two arrays, the keys sorted, found by binary search.
 * A consumer of a large fleet holds millions of provider URLs whose parameters differ in a value or two (host,
 * {@code timestamp}), so the arrays are shared where they can be:
 * <ul>
 * <li>the key array is shared by every map with the same key set (a bounded pool of {@value #MAX_KEY_SETS} sets);</li>
 * <li>keys and values are canonical strings ({@link String#intern()}, which the JVM collects once unreferenced),
 * except the values of keys that differ per address and process ({@code timestamp}, {@code pid}) and long values
 * above {@value #MAX_SHARED_VALUE_LENGTH} characters, which are kept as given.</li>
 * </ul>
 * A parameter map of 30 entries costs two object headers and one array of 30 references beside its unique values,
 * instead of a hash table with 30 nodes and 60 strings of its own.
 */
final class ParameterMap extends AbstractMap<String, String> implements Serializable {

    private static final long serialVersionUID = 1L;

    static final int MAX_KEY_SETS = 8192;
    static final int MAX_SHARED_VALUE_LENGTH = 4096;

    private static final Map<KeySet, String[]> KEY_SETS = new ConcurrentHashMap<>();

    private final String[] keys;
    private final String[] values;

    private ParameterMap(String[] keys, String[] values) {
        this.keys = keys;
        this.values = values;
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
        String[] v = new String[n];
        for (int i = 0; i < n; i++) {
            v[i] = canonicalValue(k[i], source.get(k[i]));
            k[i] = k[i].intern();
        }
        return new ParameterMap(sharedKeys(k), v);
    }

    private static String[] sharedKeys(String[] keys) {
        KeySet set = new KeySet(keys);
        String[] shared = KEY_SETS.get(set);
        if (shared != null) {
            return shared;
        }
        if (KEY_SETS.size() >= MAX_KEY_SETS) {
            return keys;
        }
        shared = KEY_SETS.putIfAbsent(set, keys);
        return shared != null ? shared : keys;
    }

    private static String canonicalValue(String key, String value) {
        if (value == null || value.isEmpty()) {
            return value;
        }
        if (value.length() > MAX_SHARED_VALUE_LENGTH || "timestamp".equals(key) || "pid".equals(key)) {
            return value;
        }
        return value.intern();
    }

    private int indexOf(Object key) {
        if (!(key instanceof String)) {
            return -1;
        }
        return Arrays.binarySearch(keys, (String) key);
    }

    @Override
    public String get(Object key) {
        int at = indexOf(key);
        return at >= 0 ? values[at] : null;
    }

    @Override
    public boolean containsKey(Object key) {
        return indexOf(key) >= 0;
    }

    @Override
    public int size() {
        return keys.length;
    }

    @Override
    public boolean isEmpty() {
        return keys.length == 0;
    }

    @Override
    public boolean equals(Object other) {
        if (other instanceof ParameterMap) {
            ParameterMap that = (ParameterMap) other;
            return (keys == that.keys || Arrays.equals(keys, that.keys)) && Arrays.equals(values, that.values);
        }
        return super.equals(other);
    }

    /** As {@link Map#hashCode()} defines it, without creating entries. */
    @Override
    public int hashCode() {
        int h = 0;
        for (int i = 0; i < keys.length; i++) {
            h += keys[i].hashCode() ^ (values[i] == null ? 0 : values[i].hashCode());
        }
        return h;
    }

    @Override
    public Set<Map.Entry<String, String>> entrySet() {
        return new AbstractSet<Map.Entry<String, String>>() {
            @Override
            public Iterator<Map.Entry<String, String>> iterator() {
                return new Iterator<Map.Entry<String, String>>() {
                    private int next;

                    @Override
                    public boolean hasNext() {
                        return next < keys.length;
                    }

                    @Override
                    public Map.Entry<String, String> next() {
                        if (next >= keys.length) {
                            throw new NoSuchElementException();
                        }
                        int at = next++;
                        return new SimpleImmutableEntry<>(keys[at], values[at]);
                    }
                };
            }

            @Override
            public int size() {
                return keys.length;
            }
        };
    }

    /** Writes a plain map, so that the serialized form does not depend on this class. */
    private Object writeReplace() {
        return java.util.Collections.unmodifiableMap(new java.util.HashMap<>(this));
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
