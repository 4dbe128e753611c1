package org.apache.dubbo.common.utils;

import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Collection helpers with the names and behaviour Apache Dubbo's {@code CollectionUtils} has.
 */
public class CollectionUtils {

    private static final int MAX_POWER_OF_TWO = 1 << 30;

    protected CollectionUtils() {
    }

    /** {@code list} sorted in place by natural order (when it has elements), and returned. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public static <T> List<T> sort(List<T> list) {
        if (isNotEmpty(list)) {
            Collections.sort((List) list);
        }
        return list;
    }

    /**
     * {@code list} of class names sorted by their simple names (names with the same simple name keep their
     * order), as a new list; {@code list} itself when it is empty.
     */
    public static List<String> sortSimpleName(List<String> list) {
        if (list != null && !list.isEmpty()) {
            List<String> sorted = new ArrayList<>(list);
            sorted.sort((a, b) -> {
                if (a == null || b == null) {
                    return a == null ? (b == null ? 0 : -1) : 1;
                }
                return simpleName(a).compareTo(simpleName(b));
            });
            return sorted;
        }
        return list;
    }

    private static String simpleName(String className) {
        int dot = className.lastIndexOf('.');
        return dot < 0 ? className : className.substring(dot + 1);
    }

    /**
     * The map with keys and values swapped.
     *
     * @throws IllegalArgumentException if two keys have the same value
     */
    public static <K, V> Map<V, K> flip(Map<K, V> map) {
        if (isEmptyMap(map)) {
            @SuppressWarnings("unchecked")
            Map<V, K> same = (Map<V, K>) map;
            return same;
        }
        Map<V, K> flipped = new HashMap<>(capacity(map.size()));
        for (Map.Entry<K, V> entry : map.entrySet()) {
            if (flipped.containsKey(entry.getValue())) {
                throw new IllegalArgumentException("The map value must be unique.");
            }
            flipped.put(entry.getValue(), entry.getKey());
        }
        return flipped;
    }

    /** {@link #split(List, String)} for each entry. */
    public static Map<String, Map<String, String>> splitAll(Map<String, List<String>> list, String separator) {
        if (list == null) {
            return null;
        }
        Map<String, Map<String, String>> result = new HashMap<>();
        for (Map.Entry<String, List<String>> entry : list.entrySet()) {
            result.put(entry.getKey(), split(entry.getValue(), separator));
        }
        return result;
    }

    /** {@link #join(Map, String)} for each entry. */
    public static Map<String, List<String>> joinAll(Map<String, Map<String, String>> map, String separator) {
        if (map == null) {
            return null;
        }
        Map<String, List<String>> result = new HashMap<>();
        for (Map.Entry<String, Map<String, String>> entry : map.entrySet()) {
            result.put(entry.getKey(), join(entry.getValue(), separator));
        }
        return result;
    }

    /**
     * {@code key<separator>value} items as a map; an item without the separator maps to an empty string.
     */
    public static Map<String, String> split(List<String> list, String separator) {
        if (list == null) {
            return null;
        }
        Map<String, String> map = new HashMap<>();
        if (list.isEmpty()) {
            return map;
        }
        for (String item : list) {
            int index = item.indexOf(separator);
            if (index == -1) {
                map.put(item, "");
            } else {
                map.put(item.substring(0, index), item.substring(index + 1));
            }
        }
        return map;
    }

    /** The entries as {@code key<separator>value} items, or just {@code key} for an empty value. */
    public static List<String> join(Map<String, String> map, String separator) {
        if (map == null) {
            return null;
        }
        List<String> list = new ArrayList<>();
        if (map.isEmpty()) {
            return list;
        }
        for (Map.Entry<String, String> entry : map.entrySet()) {
            String value = entry.getValue();
            if (StringUtils.isEmpty(value)) {
                list.add(entry.getKey());
            } else {
                list.add(entry.getKey() + separator + value);
            }
        }
        return list;
    }

    /** The items joined with {@code separator}; empty for no items. */
    public static String join(List<String> list, String separator) {
        StringBuilder b = new StringBuilder();
        if (isEmpty(list)) {
            return "";
        }
        for (String item : list) {
            if (b.length() > 0) {
                b.append(separator);
            }
            b.append(item);
        }
        return b.toString();
    }

    /** Whether both maps have the same entries; {@code null} equals only {@code null}. */
    public static boolean mapEquals(Map<?, ?> map1, Map<?, ?> map2) {
        if (map1 == null && map2 == null) {
            return true;
        }
        if (map1 == null || map2 == null || map1.size() != map2.size()) {
            return false;
        }
        for (Map.Entry<?, ?> entry : map1.entrySet()) {
            if (!Objects.equals(entry.getValue(), map2.get(entry.getKey()))) {
                return false;
            }
        }
        return true;
    }

    /** Alternating keys and values as a map. */
    public static Map<String, String> toStringMap(String... pairs) {
        Map<String, String> parameters = new HashMap<>();
        if (ArrayUtils.isEmpty(pairs)) {
            return parameters;
        }
        if (pairs.length % 2 != 0) {
            throw new IllegalArgumentException("pairs must be even.");
        }
        for (int i = 0; i < pairs.length; i += 2) {
            parameters.put(pairs[i], pairs[i + 1]);
        }
        return parameters;
    }

    /** Alternating keys and values as a map. */
    @SuppressWarnings("unchecked")
    public static <K, V> Map<K, V> toMap(Object... pairs) {
        Map<K, V> map = new HashMap<>();
        if (pairs == null || pairs.length == 0) {
            return map;
        }
        if (pairs.length % 2 != 0) {
            throw new IllegalArgumentException("Map pairs can not be odd number.");
        }
        for (int i = 0; i < pairs.length; i += 2) {
            map.put((K) pairs[i], (V) pairs[i + 1]);
        }
        return map;
    }

    /** The fields declared in the class of {@code object} (static ones included) by name; empty for {@code null}. */
    @SuppressWarnings("unchecked")
    public static <K, V> Map<K, V> objToMap(Object object) throws IllegalAccessException {
        Map<K, V> map = new HashMap<>();
        if (object == null) {
            return map;
        }
        for (Field field : object.getClass().getDeclaredFields()) {
            field.setAccessible(true);
            map.put((K) field.getName(), (V) field.get(object));
        }
        return map;
    }

    public static boolean isEmpty(Collection<?> collection) {
        return collection == null || collection.isEmpty();
    }

    public static boolean isNotEmpty(Collection<?> collection) {
        return !isEmpty(collection);
    }

    @SuppressWarnings("rawtypes")
    public static boolean isEmptyMap(Map map) {
        return map == null || map.isEmpty();
    }

    @SuppressWarnings("rawtypes")
    public static boolean isNotEmptyMap(Map map) {
        return !isEmptyMap(map);
    }

    /** The values as an unmodifiable set in their order; empty for none. */
    @SafeVarargs
    public static <T> Set<T> ofSet(T... values) {
        if (values == null || values.length == 0) {
            return Collections.emptySet();
        }
        Set<T> set = new LinkedHashSet<>(capacity(values.length));
        Collections.addAll(set, values);
        return Collections.unmodifiableSet(set);
    }

    /** The size, 0 for {@code null}. */
    public static int size(Collection<?> collection) {
        return collection == null ? 0 : collection.size();
    }

    /** Whether both have the same size and each holds every element of the other. */
    public static boolean equals(Collection<?> one, Collection<?> another) {
        if (one == another) {
            return true;
        }
        if (isEmpty(one) && isEmpty(another)) {
            return true;
        }
        if (size(one) != size(another)) {
            return false;
        }
        try {
            return one.containsAll(another) && another.containsAll(one);
        } catch (ClassCastException | NullPointerException e) {
            return false;
        }
    }

    /** Adds the values; returns how many were added. */
    @SafeVarargs
    public static <T> int addAll(Collection<T> collection, T... values) {
        if (collection == null || values == null) {
            return 0;
        }
        int added = 0;
        for (T value : values) {
            if (collection.add(value)) {
                added++;
            }
        }
        return added;
    }

    /** The first element in iteration order, or {@code null}. */
    public static <T> T first(Collection<T> values) {
        if (isEmpty(values)) {
            return null;
        }
        if (values instanceof List) {
            return ((List<T>) values).get(0);
        }
        Iterator<T> iterator = values.iterator();
        return iterator.next();
    }

    public static <T> T first(List<T> values) {
        return isEmpty(values) ? null : values.get(0);
    }

    /** The elements in a sorted set; the set itself when it is already a {@link TreeSet} or empty. */
    public static <T> Set<T> toTreeSet(Set<T> set) {
        if (isEmpty(set)) {
            return set;
        }
        if (!(set instanceof TreeSet)) {
            set = new TreeSet<>(set);
        }
        return set;
    }

    /** A set that holds {@code expectedSize} elements without resizing. */
    public static <T> Set<T> newHashSet(int expectedSize) {
        return new HashSet<>(capacity(expectedSize));
    }

    public static <T> Set<T> newLinkedHashSet(int expectedSize) {
        return new LinkedHashSet<>(capacity(expectedSize));
    }

    public static <K, T> Map<K, T> newHashMap(int expectedSize) {
        return new HashMap<>(capacity(expectedSize));
    }

    public static <K, T> Map<K, T> newLinkedHashMap(int expectedSize) {
        return new LinkedHashMap<>(capacity(expectedSize));
    }

    public static <K, T> Map<K, T> newConcurrentHashMap(int expectedSize) {
        return new ConcurrentHashMap<>(capacity(expectedSize));
    }

    public static <K, T> Map<K, T> newConcurrentHashMap() {
        return new ConcurrentHashMap<>();
    }

    /** The initial capacity a hash table needs to hold {@code expectedSize} entries at load factor 0.75. */
    public static int capacity(int expectedSize) {
        if (expectedSize < 3) {
            if (expectedSize < 0) {
                throw new IllegalArgumentException("expectedSize cannot be negative but was: " + expectedSize);
            }
            return expectedSize + 1;
        }
        if (expectedSize < MAX_POWER_OF_TWO) {
            return (int) ((float) expectedSize / 0.75F + 1.0F);
        }
        return Integer.MAX_VALUE;
    }
}
