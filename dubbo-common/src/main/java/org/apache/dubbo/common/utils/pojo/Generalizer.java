package org.apache.dubbo.common.utils.pojo;

import java.lang.reflect.Array;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;

/**
 * Turns an object graph into the plain form generic invocation puts on the wire; see
 * {@link org.apache.dubbo.common.utils.PojoUtils#generalize(Object)} for the rules.
 *
 * <p>One instance serves one call: it remembers what it has converted, so an object met twice (a shared reference or
 * a cycle) becomes one and the same map or list.
 */
public final class Generalizer {

    private static final String CLASS_KEY = "class";

    private final Map<Object, Object> converted = new IdentityHashMap<>();

    private Generalizer() {
    }

    public static Object generalize(Object value) {
        return new Generalizer().convert(value);
    }

    /** Generalizes each element; objects shared between elements stay shared. */
    public static Object[] generalize(Object[] values) {
        if (values == null) {
            return null;
        }
        Generalizer generalizer = new Generalizer();
        Object[] result = new Object[values.length];
        for (int i = 0; i < values.length; i++) {
            result[i] = generalizer.convert(values[i]);
        }
        return result;
    }

    /** True when {@link #generalize} turns instances of {@code type} into a property map. */
    public static boolean isPojoType(Class<?> type) {
        return !SimpleTypes.isSimple(type)
                && !type.isArray()
                && !Enum.class.isAssignableFrom(type)
                && !Collection.class.isAssignableFrom(type)
                && !Map.class.isAssignableFrom(type)
                && !Throwable.class.isAssignableFrom(type)
                && type != Class.class;
    }

    private Object convert(Object value) {
        if (value == null) {
            return null;
        }
        if (value instanceof Enum) {
            return ((Enum<?>) value).name();
        }
        if (value instanceof Class) {
            return ((Class<?>) value).getName();
        }
        Class<?> type = value.getClass();
        if (SimpleTypes.isSimple(type) || SimpleTypes.isSimpleArray(type) || value instanceof Throwable) {
            return value;
        }
        Object done = converted.get(value);
        if (done != null) {
            return done;
        }
        if (value instanceof Map) {
            return convertMap((Map<?, ?>) value);
        }
        if (value instanceof Collection) {
            return convertCollection((Collection<?>) value);
        }
        if (type.isArray()) {
            return convertArray(value);
        }
        return convertPojo(value);
    }

    private Object convertMap(Map<?, ?> map) {
        // an ordered source keeps its iteration order; a sorted one loses its comparator, which could not
        // compare generalised keys anyway
        Map<Object, Object> result = map instanceof LinkedHashMap || map instanceof SortedMap
                ? new LinkedHashMap<>() : new HashMap<>();
        converted.put(map, result);
        for (Map.Entry<?, ?> entry : map.entrySet()) {
            result.put(convert(entry.getKey()), convert(entry.getValue()));
        }
        return result;
    }

    private Object convertCollection(Collection<?> collection) {
        Collection<Object> result;
        if (collection instanceof LinkedHashSet || collection instanceof SortedSet) {
            result = new LinkedHashSet<>();
        } else if (collection instanceof Set) {
            result = new HashSet<>();
        } else {
            result = new ArrayList<>(collection.size());
        }
        converted.put(collection, result);
        for (Object element : collection) {
            result.add(convert(element));
        }
        return result;
    }

    /** As Apache Dubbo does: enum arrays become {@code String[]} of names, other arrays {@code Object[]}. */
    private Object convertArray(Object array) {
        int length = Array.getLength(array);
        Object[] result = Enum.class.isAssignableFrom(array.getClass().getComponentType())
                ? new String[length] : new Object[length];
        converted.put(array, result);
        for (int i = 0; i < length; i++) {
            result[i] = convert(Array.get(array, i));
        }
        return result;
    }

    private Object convertPojo(Object pojo) {
        Map<String, Object> result = new HashMap<>();
        converted.put(pojo, result);
        result.put(CLASS_KEY, pojo.getClass().getName());
        for (PropertyReader property : ReadableProperties.of(pojo.getClass())) {
            Object propertyValue = property.read(pojo);
            if (propertyValue != null) {
                result.put(property.name(), convert(propertyValue));
            }
        }
        return result;
    }
}
