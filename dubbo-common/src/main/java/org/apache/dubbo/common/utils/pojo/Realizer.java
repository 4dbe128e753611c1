package org.apache.dubbo.common.utils.pojo;

import org.apache.dubbo.common.config.ValueConversion;
import org.apache.dubbo.common.utils.ClassResolver;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.lang.reflect.Array;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Type;
import java.util.ArrayDeque;
import java.util.Collection;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.Predicate;

/**
 * Turns the plain form of generic invocation back into typed objects; see
 * {@link org.apache.dubbo.common.utils.PojoUtils#realize(Object, Class, Type, Predicate)} for the rules.
 *
 * <p>One instance serves one call. It remembers the objects it built per source map, so a map met twice (a shared
 * reference or a cycle, as Hessian delivers them) becomes one and the same object, and it tracks where it is in the
 * input so that an error can say which property of which element was wrong.
 */
public final class Realizer {

    private static final Logger logger = LoggerFactory.getLogger(Realizer.class);

    private static final String CLASS_KEY = "class";

    private static final int MAX_SHOWN_TEXT = 80;

    private final Predicate<String> classNameAllowed;

    /** Objects built so far: source map → (class built → object). */
    private final Map<Object, Map<Class<?>, Object>> built = new IdentityHashMap<>();

    /** Collections, arrays and maps being converted on the current path; meeting one again means it contains itself. */
    private final Set<Object> openContainers = Collections.newSetFromMap(new IdentityHashMap<>());

    /**
     * Where the conversion is: a {@code String} is a property, an {@code Integer} an element index, a
     * {@code Map.Entry} a map entry. Formatted only when something fails.
     */
    private final Deque<Object> path = new ArrayDeque<>();

    private String failurePath;

    private Realizer(Predicate<String> classNameAllowed) {
        this.classNameAllowed = Objects.requireNonNull(classNameAllowed, "classNameAllowed");
    }

    public static Object realize(Object value, Class<?> type, Type genericType, Predicate<String> classNameAllowed) {
        Objects.requireNonNull(type, "type");
        return new Realizer(classNameAllowed).realizeTop(value, type, genericType, null);
    }

    /** Realizes {@code values[i]} as {@code types[i]}; objects shared between values stay shared. */
    public static Object[] realize(Object[] values, Class<?>[] types, Type[] genericTypes,
            Predicate<String> classNameAllowed) {
        if (values == null) {
            return null;
        }
        Objects.requireNonNull(types, "types");
        if (values.length != types.length || (genericTypes != null && genericTypes.length != types.length)) {
            throw new IllegalArgumentException("Got " + values.length + " values for " + types.length + " types"
                    + (genericTypes == null ? "" : " and " + genericTypes.length + " generic types"));
        }
        Realizer realizer = new Realizer(classNameAllowed);
        Object[] result = new Object[values.length];
        for (int i = 0; i < values.length; i++) {
            Objects.requireNonNull(types[i], "types[" + i + "]");
            result[i] = realizer.realizeTop(values[i], types[i], genericTypes == null ? null : genericTypes[i],
                    "argument " + i);
        }
        return result;
    }

    private Object realizeTop(Object value, Class<?> type, Type genericType, String what) {
        try {
            return convert(value, type, genericType == null ? type : genericType);
        } catch (IllegalArgumentException e) {
            String where = failurePath == null || failurePath.isEmpty() ? "" : " at " + failurePath;
            throw new IllegalArgumentException("Cannot realize " + (what == null ? "" : what + " as ")
                    + type.getTypeName() + where + ": " + e.getMessage(), e);
        } finally {
            failurePath = null;
        }
    }

    private Object convert(Object value, Class<?> type, Type genericType) {
        if (value == null) {
            return null;
        }
        Class<?> target = ValueConversion.boxed(type);
        Type generic = GenericTypes.bounded(genericType);
        if (value instanceof Map) {
            return fromMap((Map<?, ?>) value, target, generic);
        }
        if (value instanceof Collection || value.getClass().isArray()) {
            return fromElements(value, target, generic);
        }
        if (target.isInstance(value)) {
            return value;
        }
        return fromScalar(value, target);
    }

    /** Converts a nested value, remembering where in the input it is. */
    private Object convertAt(Object segment, Object value, Type genericType) {
        path.addLast(segment);
        try {
            return convert(value, GenericTypes.rawClass(genericType), genericType);
        } catch (IllegalArgumentException e) {
            recordFailurePath();
            throw e;
        } finally {
            path.removeLast();
        }
    }

    private void recordFailurePath() {
        if (failurePath == null) {
            StringBuilder text = new StringBuilder();
            for (Object segment : path) {
                if (segment instanceof String) {
                    text.append(text.length() == 0 ? "" : ".").append(segment);
                } else if (segment instanceof Integer) {
                    text.append('[').append(segment).append(']');
                } else {
                    text.append('[').append(describeKey(((Map.Entry<?, ?>) segment).getKey())).append(']');
                }
            }
            failurePath = text.toString();
        }
    }

    private Object fromMap(Map<?, ?> map, Class<?> target, Type generic) {
        if (Map.class.isAssignableFrom(target)) {
            return toMap(map, target, generic, false);
        }
        Object className = map.get(CLASS_KEY);
        Class<?> named = className == null ? null : namedClass(className, target);
        if (named == null) {
            if (target.isAssignableFrom(LinkedHashMap.class)) {
                return toMap(map, target, generic, false);
            }
            return Enum.class.isAssignableFrom(target) ? enumFromMap(map, target) : toPojo(map, target, generic);
        }
        if (Map.class.isAssignableFrom(named)) {
            return toMap(map, named, named, true);
        }
        if (Enum.class.isAssignableFrom(named)) {
            return enumFromMap(map, named);
        }
        return toPojo(map, named, named == target ? generic : named);
    }

    /**
     * The class a map's {@code "class"} entry names, or null when it names nothing we know: like Apache Dubbo, an
     * unknown class falls back to the declared type, so a consumer may describe its own copy of a DTO under another
     * name. A class the filter refuses is an error, never a fallback.
     */
    private Class<?> namedClass(Object className, Class<?> target) {
        if (!(className instanceof String)) {
            throw new IllegalArgumentException("The 'class' entry must be a class name, got " + describe(className));
        }
        String name = (String) className;
        if (name.equals(target.getName())) {
            // the declared type itself: nothing for the peer to choose, so no lookup and no filter
            return target;
        }
        Class<?> named;
        try {
            named = ClassResolver.resolve(name, classNameAllowed);
        } catch (ClassNotFoundException e) {
            logger.debug("Class '{}' named by a 'class' entry is unknown here; realizing the map as {}", name,
                    target.getName());
            return null;
        }
        if (!target.isAssignableFrom(named)) {
            throw new IllegalArgumentException("The 'class' entry names " + name + ", which is not a "
                    + target.getName());
        }
        if (named.isArray() || named.isPrimitive() || SimpleTypes.isSimple(named)
                || Collection.class.isAssignableFrom(named) || named == Class.class) {
            throw new IllegalArgumentException("The 'class' entry names " + name
                    + ", which cannot be built from a map");
        }
        return named;
    }

    private Object toMap(Map<?, ?> source, Class<?> target, Type generic, boolean dropClassEntry) {
        Map<Object, Object> result = Containers.newMap(target);
        Type[] keyAndValue = GenericTypes.typeArguments(generic, Map.class);
        open(source);
        for (Map.Entry<?, ?> entry : source.entrySet()) {
            if (dropClassEntry && CLASS_KEY.equals(entry.getKey())) {
                continue;
            }
            Object key = convertAt(entry, entry.getKey(), keyAndValue[0]);
            Object value = convertAt(entry, entry.getValue(), keyAndValue[1]);
            try {
                result.put(key, value);
            } catch (RuntimeException e) {
                throw failAt(entry, "cannot put the entry into " + result.getClass().getName() + ": " + e);
            }
        }
        openContainers.remove(source);
        return result;
    }

    private Object fromElements(Object source, Class<?> target, Type generic) {
        boolean sourceIsArray = source.getClass().isArray();
        if (target.isArray()) {
            return toArray(source, target, generic);
        }
        if (sourceIsArray && target.isInstance(source)) {
            // an Object-typed slot holding an array: keep its array type, convert what is inside
            return toArray(source, source.getClass(), source.getClass());
        }
        if (Collection.class.isAssignableFrom(target) || target.isAssignableFrom(Collection.class)) {
            return toCollection(source, target, generic);
        }
        throw new IllegalArgumentException("Cannot convert " + describe(source) + " to " + target.getName());
    }

    private Object toArray(Object source, Class<?> arrayType, Type generic) {
        if (arrayType.isInstance(source) && SimpleTypes.isSimpleArray(source.getClass())) {
            return source;
        }
        Class<?> component = arrayType.getComponentType();
        Type componentType = generic instanceof GenericArrayType
                ? ((GenericArrayType) generic).getGenericComponentType() : component;
        Object[] elements = elementsOf(source);
        Object result = Array.newInstance(component, elements.length);
        open(source);
        for (int i = 0; i < elements.length; i++) {
            Object element = convertAt(i, elements[i], componentType);
            if (element == null && component.isPrimitive()) {
                throw failAt(i, "null cannot go into " + arrayType.getSimpleName());
            }
            Array.set(result, i, element);
        }
        openContainers.remove(source);
        return result;
    }

    private Object toCollection(Object source, Class<?> target, Type generic) {
        Collection<Object> result = Containers.newCollection(target, source instanceof Set);
        Type elementType = GenericTypes.typeArguments(generic, Iterable.class)[0];
        Object[] elements = elementsOf(source);
        open(source);
        for (int i = 0; i < elements.length; i++) {
            Object element = convertAt(i, elements[i], elementType);
            try {
                result.add(element);
            } catch (RuntimeException e) {
                throw failAt(i, "cannot add the element to " + result.getClass().getName() + ": " + e);
            }
        }
        openContainers.remove(source);
        return result;
    }

    private Object toPojo(Map<?, ?> map, Class<?> type, Type generic) {
        if (SimpleTypes.isSimple(type) || type == Class.class) {
            throw new IllegalArgumentException("Cannot convert a map to " + type.getName());
        }
        Map<Class<?>, Object> fromThisMap = built.get(map);
        if (fromThisMap != null && fromThisMap.containsKey(type)) {
            return fromThisMap.get(type);
        }
        boolean throwable = Throwable.class.isAssignableFrom(type);
        Object message = map.get("message");
        Object bean = throwable && message instanceof String
                ? Instantiation.newThrowable(type, (String) message) : Instantiation.newInstance(type);
        built.computeIfAbsent(map, k -> new HashMap<>()).put(type, bean);
        WritableProperties properties = WritableProperties.of(type);
        for (Map.Entry<?, ?> entry : map.entrySet()) {
            Object key = entry.getKey();
            if (!(key instanceof String) || CLASS_KEY.equals(key) || (throwable && "message".equals(key))) {
                continue;
            }
            PropertyWriter property = properties.find((String) key);
            if (property == null) {
                logger.debug("Ignoring '{}' while realizing {}: no such writable property", key, type.getName());
                continue;
            }
            Type propertyType = GenericTypes.resolve(property.genericType(), property.declaringClass(), generic);
            Object value = convertAt(key, entry.getValue(), propertyType);
            if (value == null && property.type().isPrimitive()) {
                // a missing primitive keeps its default, as if the map had not mentioned it
                continue;
            }
            try {
                property.write(bean, value);
            } catch (IllegalArgumentException e) {
                throw failAt(key, e.getMessage());
            }
        }
        return bean;
    }

    private Object enumFromMap(Map<?, ?> map, Class<?> enumType) {
        Object name = map.get("name");
        if (!(name instanceof String)) {
            throw new IllegalArgumentException("Cannot convert a map to enum " + enumType.getName()
                    + ": it has no 'name' entry");
        }
        return enumConstant((String) name, enumType);
    }

    private Object fromScalar(Object value, Class<?> target) {
        if (value instanceof String) {
            String text = (String) value;
            if (Enum.class.isAssignableFrom(target)) {
                return enumConstant(text, target);
            }
            if (target == Class.class) {
                return classNamed(text);
            }
            if (StringConversion.canParse(target)) {
                return StringConversion.parse(text, target);
            }
        }
        if (value instanceof Number && NumericConversion.isNumericTarget(target)) {
            return NumericConversion.convert((Number) value, target);
        }
        if (value instanceof Character && target == String.class) {
            return value.toString();
        }
        throw new IllegalArgumentException("Cannot convert " + describe(value) + " to " + target.getName());
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    private static Object enumConstant(String name, Class<?> enumType) {
        try {
            return Enum.valueOf((Class) enumType, name);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("No constant '" + name + "' in enum " + enumType.getName());
        }
    }

    private Class<?> classNamed(String name) {
        try {
            return ClassResolver.resolve(name, classNameAllowed);
        } catch (ClassNotFoundException e) {
            throw new IllegalArgumentException("Class '" + name + "' is not found");
        }
    }

    private void open(Object container) {
        if (!openContainers.add(container)) {
            throw new IllegalArgumentException("A " + container.getClass().getName() + " contains itself");
        }
    }

    private IllegalArgumentException failAt(Object segment, String message) {
        path.addLast(segment);
        recordFailurePath();
        path.removeLast();
        return new IllegalArgumentException(message);
    }

    private static Object[] elementsOf(Object source) {
        if (source instanceof Collection) {
            return ((Collection<?>) source).toArray();
        }
        Object[] elements = new Object[Array.getLength(source)];
        for (int i = 0; i < elements.length; i++) {
            elements[i] = Array.get(source, i);
        }
        return elements;
    }

    private static String describe(Object value) {
        if (value instanceof String) {
            String text = (String) value;
            String shown = text.length() > MAX_SHOWN_TEXT ? text.substring(0, MAX_SHOWN_TEXT) + "..." : text;
            return "string '" + shown + "'";
        }
        if (value instanceof Number || value instanceof Boolean || value instanceof Character) {
            return value.getClass().getName() + " " + value;
        }
        return value.getClass().getName();
    }

    private static String describeKey(Object key) {
        return key instanceof String || key instanceof Number || key instanceof Enum ? String.valueOf(key)
                : key == null ? "null" : key.getClass().getSimpleName();
    }
}
