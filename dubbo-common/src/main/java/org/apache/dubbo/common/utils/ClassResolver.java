package org.apache.dubbo.common.utils;

import java.lang.reflect.Array;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import java.util.function.Predicate;

/**
 * Turns a class name as it appears in generic invocations and {@code "class"} entries into a {@link Class}.
 *
 * <p>Accepted forms: primitive names ({@code int}, {@code void}), ordinary binary names ({@code demo.Pojo},
 * {@code demo.Outer$Inner}), source-style arrays ({@code java.lang.String[]}, {@code int[][]}) and JVM array names
 * ({@code [I}, {@code [Ljava.lang.String;}). Classes are looked up through the thread context class loader first,
 * because that is where an application server or a test framework puts the application's classes, then through the
 * loader that loaded Dubbo itself. Lookups do not initialize the class, so naming a class runs none of its code.
 *
 * <p>Names usually come from a peer, so every lookup takes a filter that sees the (element) class name before any
 * class loader does; pass {@link PojoUtils#ANY_CLASS} only for names from trusted sources such as our own
 * configuration.
 */
public final class ClassResolver {

    private static final Map<String, Class<?>> PRIMITIVES_BY_NAME = new HashMap<>();

    private static final Map<Character, Class<?>> PRIMITIVES_BY_DESCRIPTOR = new HashMap<>();

    static {
        Class<?>[] primitives = {boolean.class, byte.class, char.class, short.class, int.class, long.class,
                float.class, double.class, void.class};
        char[] descriptors = {'Z', 'B', 'C', 'S', 'I', 'J', 'F', 'D', 'V'};
        for (int i = 0; i < primitives.length; i++) {
            PRIMITIVES_BY_NAME.put(primitives[i].getName(), primitives[i]);
            PRIMITIVES_BY_DESCRIPTOR.put(descriptors[i], primitives[i]);
        }
    }

    private ClassResolver() {
    }

    /**
     * Resolves {@code name}.
     *
     * @param classNameAllowed sees the name of the class to load (the element class for arrays; never consulted
     *                         for primitives); returning false refuses it
     * @throws IllegalArgumentException when the name is empty or malformed, or the filter refuses the class
     * @throws ClassNotFoundException   when no class loader knows the class
     */
    public static Class<?> resolve(String name, Predicate<String> classNameAllowed) throws ClassNotFoundException {
        Objects.requireNonNull(classNameAllowed, "classNameAllowed");
        if (name == null || name.trim().isEmpty()) {
            throw new IllegalArgumentException("Class name must not be empty, got " + (name == null ? "null" : "'"
                    + name + "'"));
        }
        String trimmed = name.trim();
        if (trimmed.endsWith("[]")) {
            Class<?> component = resolve(trimmed.substring(0, trimmed.length() - 2), classNameAllowed);
            return arrayOf(component, 1, name);
        }
        if (trimmed.startsWith("[")) {
            return resolveJvmArrayName(trimmed, classNameAllowed);
        }
        Class<?> primitive = PRIMITIVES_BY_NAME.get(trimmed);
        if (primitive != null) {
            return primitive;
        }
        return load(trimmed, classNameAllowed);
    }

    private static Class<?> resolveJvmArrayName(String name, Predicate<String> classNameAllowed)
            throws ClassNotFoundException {
        int dimensions = 0;
        while (dimensions < name.length() && name.charAt(dimensions) == '[') {
            dimensions++;
        }
        String element = name.substring(dimensions);
        Class<?> elementClass;
        if (element.length() == 1 && PRIMITIVES_BY_DESCRIPTOR.containsKey(element.charAt(0))
                && element.charAt(0) != 'V') {
            elementClass = PRIMITIVES_BY_DESCRIPTOR.get(element.charAt(0));
        } else if (element.length() > 2 && element.startsWith("L") && element.endsWith(";")) {
            elementClass = load(element.substring(1, element.length() - 1), classNameAllowed);
        } else {
            throw new IllegalArgumentException("Malformed array class name '" + name + "'");
        }
        return arrayOf(elementClass, dimensions, name);
    }

    private static Class<?> arrayOf(Class<?> element, int dimensions, String name) {
        if (element == void.class) {
            throw new IllegalArgumentException("Malformed array class name '" + name + "': no arrays of void");
        }
        Class<?> result = element;
        for (int i = 0; i < dimensions; i++) {
            result = Array.newInstance(result, 0).getClass();
        }
        return result;
    }

    private static Class<?> load(String className, Predicate<String> classNameAllowed) throws ClassNotFoundException {
        if (!classNameAllowed.test(className)) {
            throw new IllegalArgumentException("Class '" + className + "' is refused by the class name filter");
        }
        ClassLoader contextLoader = Thread.currentThread().getContextClassLoader();
        if (contextLoader != null) {
            try {
                return Class.forName(className, false, contextLoader);
            } catch (ClassNotFoundException e) {
                // fall through to our own loader, which also knows the JDK and Dubbo's own types
            }
        }
        return Class.forName(className, false, ClassResolver.class.getClassLoader());
    }
}
