package org.apache.dubbo.rpc.cluster.support.wrapper;

import java.lang.reflect.Array;
import java.lang.reflect.Constructor;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.SortedMap;
import java.util.SortedSet;
import java.util.TreeMap;
import java.util.TreeSet;

/** What {@code return empty} answers: the "nothing" of a type. */
final class EmptyValues {

    private EmptyValues() {
    }

    /**
     * Zero or false for primitives and their wrappers, {@code ""}, an empty array, collection, map or
     * {@code Optional}, else a new instance made with the public no-argument constructor.
     *
     * @throws IllegalStateException when the type has no empty form
     */
    static Object of(Class<?> type) {
        if (type == null || type == void.class || type == Void.class || type == Object.class) {
            return null;
        }
        if (type == boolean.class || type == Boolean.class) {
            return false;
        }
        if (type == char.class || type == Character.class) {
            return '\0';
        }
        if (type == byte.class || type == Byte.class) {
            return (byte) 0;
        }
        if (type == short.class || type == Short.class) {
            return (short) 0;
        }
        if (type == int.class || type == Integer.class) {
            return 0;
        }
        if (type == long.class || type == Long.class) {
            return 0L;
        }
        if (type == float.class || type == Float.class) {
            return 0f;
        }
        if (type == double.class || type == Double.class) {
            return 0d;
        }
        if (type == String.class || type == CharSequence.class) {
            return "";
        }
        if (type.isArray()) {
            return Array.newInstance(type.getComponentType(), 0);
        }
        if (type == Optional.class) {
            return Optional.empty();
        }
        if (type.isInterface() || Modifier.isAbstract(type.getModifiers())) {
            return emptyContainer(type);
        }
        try {
            Constructor<?> constructor = type.getConstructor();
            return constructor.newInstance();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("Cannot make an empty " + type.getName()
                    + " for 'return empty': it needs a public no-argument constructor", e);
        }
    }

    private static Object emptyContainer(Class<?> type) {
        if (SortedSet.class.isAssignableFrom(type) && type.isAssignableFrom(TreeSet.class)) {
            return new TreeSet<>();
        }
        if (Set.class.isAssignableFrom(type) && type.isAssignableFrom(HashSet.class)) {
            return new HashSet<>();
        }
        if (SortedMap.class.isAssignableFrom(type) && type.isAssignableFrom(TreeMap.class)) {
            return new TreeMap<>();
        }
        if (Map.class.isAssignableFrom(type) && type.isAssignableFrom(HashMap.class)) {
            return new HashMap<>();
        }
        if (Iterable.class.isAssignableFrom(type) && type.isAssignableFrom(ArrayList.class)) {
            return new ArrayList<>();
        }
        throw new IllegalStateException("Cannot make an empty " + type.getName() + " for 'return empty'");
    }
}
