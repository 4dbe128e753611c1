package org.apache.dubbo.common.utils.pojo;

import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.LinkedList;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.function.Supplier;

/**
 * Picks the collection or map to fill for a declared type: the declared class itself when it is concrete, otherwise
 * the first of a few order-preserving JDK implementations that fits ({@code List}/{@code Collection}/{@code Object}
 * get an {@code ArrayList}, {@code Set} a {@code LinkedHashSet}, {@code SortedSet} a {@code TreeSet},
 * {@code Queue}/{@code Deque} a {@code LinkedList}; {@code Map} a {@code LinkedHashMap}, {@code SortedMap} a
 * {@code TreeMap}, {@code ConcurrentMap} a {@code ConcurrentHashMap}).
 */
final class Containers {

    private static final Map<Class<?>, Supplier<Object>> COLLECTIONS = new LinkedHashMap<>();

    private static final Map<Class<?>, Supplier<Object>> MAPS = new LinkedHashMap<>();

    static {
        COLLECTIONS.put(ArrayList.class, ArrayList::new);
        COLLECTIONS.put(LinkedHashSet.class, LinkedHashSet::new);
        COLLECTIONS.put(TreeSet.class, TreeSet::new);
        COLLECTIONS.put(LinkedList.class, LinkedList::new);
        MAPS.put(LinkedHashMap.class, LinkedHashMap::new);
        MAPS.put(TreeMap.class, TreeMap::new);
        MAPS.put(ConcurrentHashMap.class, ConcurrentHashMap::new);
        MAPS.put(ConcurrentSkipListMap.class, ConcurrentSkipListMap::new);
    }

    private Containers() {
    }

    /** An empty collection that is an instance of {@code declared}; a set when either will do and the source is one. */
    @SuppressWarnings("unchecked")
    static Collection<Object> newCollection(Class<?> declared, boolean preferSet) {
        if (preferSet && declared.isAssignableFrom(LinkedHashSet.class)) {
            return new LinkedHashSet<>();
        }
        return (Collection<Object>) create(declared, Collection.class, COLLECTIONS);
    }

    @SuppressWarnings("unchecked")
    static Map<Object, Object> newMap(Class<?> declared) {
        return (Map<Object, Object>) create(declared, Map.class, MAPS);
    }

    private static Object create(Class<?> declared, Class<?> kind, Map<Class<?>, Supplier<Object>> defaults) {
        if (kind.isAssignableFrom(declared) && !declared.isInterface()
                && !Modifier.isAbstract(declared.getModifiers())) {
            return Instantiation.newInstance(declared);
        }
        for (Map.Entry<Class<?>, Supplier<Object>> candidate : defaults.entrySet()) {
            if (declared.isAssignableFrom(candidate.getKey())) {
                return candidate.getValue().get();
            }
        }
        throw new IllegalArgumentException("No " + kind.getSimpleName() + " implementation known for "
                + declared.getName());
    }
}
