package org.apache.dubbo.common.utils;

import java.lang.reflect.Array;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Date;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

import org.apache.dubbo.rpc.model.FrameworkModel;

/**
 * Class and class-loader helpers with the names and behaviour of Apache Dubbo's {@code ClassUtils}.
 */
public class ClassUtils {

    /** The suffix of a source-style array name, {@code String[]}. */
    public static final String ARRAY_SUFFIX = "[]";

    /**
     * The types written as one value: primitives' wrappers, strings, big numbers, dates, durations and
     * {@code Object}.
     */
    public static final Set<Class<?>> SIMPLE_TYPES = Collections.unmodifiableSet(new LinkedHashSet<>(Arrays.asList(
            Void.class, Boolean.class, Character.class, Byte.class, Short.class, Integer.class, Long.class,
            Float.class, Double.class, String.class, BigDecimal.class, BigInteger.class, Date.class, Object.class,
            java.time.Duration.class)));

    private static final String INTERNAL_ARRAY_PREFIX = "[L";
    private static final Map<String, Class<?>> PRIMITIVES = new HashMap<>();
    private static final Map<Class<?>, Class<?>> WRAPPERS = new HashMap<>();

    static {
        Class<?>[] primitives = {boolean.class, byte.class, char.class, short.class, int.class, long.class,
                float.class, double.class, void.class};
        Class<?>[] wrappers = {Boolean.class, Byte.class, Character.class, Short.class, Integer.class, Long.class,
                Float.class, Double.class, Void.class};
        for (int i = 0; i < primitives.length; i++) {
            PRIMITIVES.put(primitives[i].getName(), primitives[i]);
            Class<?> array = Array.newInstance(primitives[i] == void.class ? Void.class : primitives[i], 0)
                    .getClass();
            if (primitives[i] != void.class) {
                PRIMITIVES.put(array.getName(), array);
            }
            WRAPPERS.put(wrappers[i], primitives[i]);
        }
    }

    public static Class<?> forNameWithThreadContextClassLoader(String name) throws ClassNotFoundException {
        return forName(name, Thread.currentThread().getContextClassLoader());
    }

    public static Class<?> forNameWithCallerClassLoader(String name, Class<?> caller) throws ClassNotFoundException {
        return forName(name, caller.getClassLoader());
    }

    public static ClassLoader getCallerClassLoader(Class<?> caller) {
        return caller.getClassLoader();
    }

    /** The thread context class loader, else the loader of {@code clazz}, else the system class loader. */
    public static ClassLoader getClassLoader(Class<?> clazz) {
        ClassLoader loader = null;
        try {
            loader = Thread.currentThread().getContextClassLoader();
        } catch (SecurityException ignored) {
            // fall back below
        }
        if (loader == null && clazz != null) {
            loader = clazz.getClassLoader();
        }
        if (loader == null) {
            try {
                loader = ClassLoader.getSystemClassLoader();
            } catch (SecurityException ignored) {
                // nothing else to try
            }
        }
        return loader;
    }

    public static ClassLoader getClassLoader() {
        return getClassLoader(ClassUtils.class);
    }

    public static Class<?> forName(String name) throws ClassNotFoundException {
        return forName(name, getClassLoader());
    }

    /** The class named {@code name}, or {@code null} when it cannot be loaded. */
    public static Class<?> forNameAndTryCatch(String name) {
        try {
            return forName(name, getClassLoader());
        } catch (Throwable e) {
            return null;
        }
    }

    /**
     * The class named {@code name}, which may be a primitive ({@code int}), a source-style array
     * ({@code java.lang.String[]}, {@code int[][]}) or a JVM array name ({@code [Ljava.lang.String;}).
     */
    public static Class<?> forName(String name, ClassLoader classLoader) throws ClassNotFoundException, LinkageError {
        Class<?> primitive = resolvePrimitiveClassName(name);
        if (primitive != null) {
            return primitive;
        }
        if (name.endsWith(ARRAY_SUFFIX)) {
            Class<?> element = forName(name.substring(0, name.length() - ARRAY_SUFFIX.length()), classLoader);
            return Array.newInstance(element, 0).getClass();
        }
        if (name.startsWith(INTERNAL_ARRAY_PREFIX) && name.endsWith(";")) {
            Class<?> element = forName(name.substring(INTERNAL_ARRAY_PREFIX.length(), name.length() - 1),
                    classLoader);
            return Array.newInstance(element, 0).getClass();
        }
        if (name.startsWith("[")) {
            Class<?> element = forName(name.substring(1), classLoader);
            return Array.newInstance(element, 0).getClass();
        }
        ClassLoader loader = classLoader != null ? classLoader : getClassLoader();
        return loader == null ? Class.forName(name) : Class.forName(name, false, loader);
    }

    /** The primitive class ({@code int}) or primitive array class ({@code [I}) named {@code name}, else null. */
    public static Class<?> resolvePrimitiveClassName(String name) {
        return name == null || name.length() > 8 ? null : PRIMITIVES.get(name);
    }

    /** {@code SimpleName@identityHash}; {@code "null"} for {@code null}. */
    public static String toShortString(Object obj) {
        if (obj == null) {
            return "null";
        }
        return obj.getClass().getSimpleName() + "@" + System.identityHashCode(obj);
    }

    /** The class name after the last dot. */
    public static String simpleClassName(Class<?> clazz) {
        if (clazz == null) {
            throw new NullPointerException("clazz");
        }
        String className = clazz.getName();
        int dot = className.lastIndexOf('.');
        return dot < 0 ? className : className.substring(dot + 1);
    }

    /** Whether {@code type} is a primitive or a {@link #isSimpleType simple type}. */
    public static boolean isPrimitive(Class<?> type) {
        return type != null && (type.isPrimitive() || isSimpleType(type));
    }

    public static boolean isPrimitiveWrapper(Class<?> type) {
        return WRAPPERS.containsKey(type);
    }

    public static boolean isSimpleType(Class<?> type) {
        return SIMPLE_TYPES.contains(type);
    }

    /**
     * {@code value} converted to {@code type} when it is a primitive or its wrapper, or a non-empty
     * {@code value} for {@code String}; {@code null} when it does not convert or for other types.
     */
    public static Object convertPrimitive(Class<?> type, String value) {
        if (value == null || type == void.class || type == Void.class) {
            return null;
        }
        if (type == char.class || type == Character.class) {
            return value.length() == 1 ? value.charAt(0) : null;
        }
        if (type == boolean.class || type == Boolean.class) {
            return value.isEmpty() ? null : Boolean.valueOf(value);
        }
        try {
            if (type == byte.class || type == Byte.class) {
                return value.isEmpty() ? null : Byte.valueOf(value);
            }
            if (type == short.class || type == Short.class) {
                return value.isEmpty() ? null : Short.valueOf(value);
            }
            if (type == int.class || type == Integer.class) {
                return value.isEmpty() ? null : Integer.valueOf(value);
            }
            if (type == long.class || type == Long.class) {
                return value.isEmpty() ? null : Long.valueOf(value);
            }
            if (type == float.class || type == Float.class) {
                return value.isEmpty() ? null : Float.valueOf(value);
            }
            if (type == double.class || type == Double.class) {
                return value.isEmpty() ? null : Double.valueOf(value);
            }
        } catch (NumberFormatException e) {
            return null;
        }
        return type == String.class && !value.isEmpty() ? value : null;
    }

    /** {@link #convertPrimitive(Class, String)}; the model is accepted for Apache Dubbo compatibility. */
    public static Object convertPrimitive(FrameworkModel frameworkModel, Class<?> type, String value) {
        return convertPrimitive(type, value);
    }

    /** Whether {@code value} may be a {@code type}: only booleans are checked ({@code true} or {@code false}). */
    public static boolean isTypeMatch(Class<?> type, String value) {
        return !(type == boolean.class || type == Boolean.class) || "true".equals(value) || "false".equals(value);
    }

    /** Every superclass of {@code type} (not {@code type} itself) accepted by all {@code typeFilters}. */
    @SafeVarargs
    public static Set<Class<?>> getAllSuperClasses(Class<?> type, Predicate<Class<?>>... typeFilters) {
        Set<Class<?>> classes = new LinkedHashSet<>();
        if (type == null || type.isPrimitive()) {
            return classes;
        }
        for (Class<?> c = type.getSuperclass(); c != null; c = c.getSuperclass()) {
            if (accepts(c, typeFilters)) {
                classes.add(c);
            }
        }
        return classes;
    }

    /** Every interface {@code type} and its superclasses implement, accepted by all {@code typeFilters}. */
    @SafeVarargs
    public static Set<Class<?>> getAllInterfaces(Class<?> type, Predicate<Class<?>>... typeFilters) {
        Set<Class<?>> interfaces = new LinkedHashSet<>();
        if (type == null || type.isPrimitive()) {
            return interfaces;
        }
        List<Class<?>> pending = new ArrayList<>();
        for (Class<?> c = type; c != null; c = c.getSuperclass()) {
            pending.addAll(Arrays.asList(c.getInterfaces()));
        }
        for (int i = 0; i < pending.size(); i++) {
            Class<?> candidate = pending.get(i);
            if (interfaces.add(candidate)) {
                pending.addAll(Arrays.asList(candidate.getInterfaces()));
            }
        }
        interfaces.removeIf(c -> !accepts(c, typeFilters));
        return interfaces;
    }

    /** {@link #getAllSuperClasses} and {@link #getAllInterfaces} together. */
    @SafeVarargs
    public static Set<Class<?>> getAllInheritedTypes(Class<?> type, Predicate<Class<?>>... typeFilters) {
        Set<Class<?>> types = new LinkedHashSet<>(getAllSuperClasses(type, typeFilters));
        types.addAll(getAllInterfaces(type, typeFilters));
        return types;
    }

    @SafeVarargs
    private static boolean accepts(Class<?> type, Predicate<Class<?>>... filters) {
        if (filters != null) {
            for (Predicate<Class<?>> filter : filters) {
                if (filter != null && !filter.test(type)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** Whether a {@code targetType} value can be assigned to a {@code superType}; never for {@code null}s. */
    public static boolean isAssignableFrom(Class<?> superType, Class<?> targetType) {
        if (superType == null || targetType == null) {
            return false;
        }
        return superType == targetType || superType.isAssignableFrom(targetType);
    }

    /** Whether the class (not a primitive or an array) {@code className} can be loaded through {@code classLoader}. */
    public static boolean isPresent(String className, ClassLoader classLoader) {
        try {
            ClassLoader loader = classLoader != null ? classLoader : getClassLoader();
            loader.loadClass(className);
            return true;
        } catch (Throwable e) {
            return false;
        }
    }

    public static boolean isPresent(String className) {
        return isPresent(className, getClassLoader());
    }

    public static Class<?> loadClass(String className) throws ClassNotFoundException {
        ClassLoader loader = getClassLoader();
        return loader == null ? Class.forName(className) : loader.loadClass(className);
    }

    /** Runs {@code runnable} with {@code classLoader} as the thread context class loader. */
    public static void runWith(ClassLoader classLoader, Runnable runnable) {
        Thread thread = Thread.currentThread();
        ClassLoader original = thread.getContextClassLoader();
        thread.setContextClassLoader(classLoader);
        try {
            runnable.run();
        } finally {
            thread.setContextClassLoader(original);
        }
    }

    /** The class named {@code className} from {@code classLoader}, or {@code null}. */
    public static Class<?> resolveClass(String className, ClassLoader classLoader) {
        try {
            return forName(className, classLoader);
        } catch (Throwable e) {
            return null;
        }
    }

    /** Whether {@code type} can carry a value: anything but {@code null}, {@code void} and {@code Void}. */
    public static boolean isGenericClass(Class<?> type) {
        return type != null && type != void.class && type != Void.class;
    }

    /** Whether {@code methods} has one not declared by {@code Object}. */
    public static boolean hasMethods(Method[] methods) {
        if (methods == null || methods.length == 0) {
            return false;
        }
        for (Method method : methods) {
            if (method.getDeclaringClass() != Object.class) {
                return true;
            }
        }
        return false;
    }

    /** The names of the public methods of {@code tClass} not declared by {@code Object}, without repeats. */
    public static String[] getMethodNames(Class<?> tClass) {
        Set<String> names = new LinkedHashSet<>();
        for (Method method : tClass.getMethods()) {
            if (method.getDeclaringClass() != Object.class) {
                names.add(method.getName());
            }
        }
        return names.toArray(new String[0]);
    }

    /** Whether {@code to} accepts a {@code from}, treating a primitive and its wrapper as the same. */
    public static boolean isMatch(Class<?> from, Class<?> to) {
        if (from == to) {
            return true;
        }
        boolean fromBoxed = WRAPPERS.containsKey(from);
        boolean toBoxed = WRAPPERS.containsKey(to);
        if (from.isPrimitive() && toBoxed) {
            return WRAPPERS.get(to) == from;
        }
        if (to.isPrimitive() && fromBoxed) {
            return WRAPPERS.get(from) == to;
        }
        return !from.isPrimitive() && !to.isPrimitive() && to.isAssignableFrom(from);
    }

    /** The names of the public methods {@code tClass} declares itself, without repeats. */
    public static String[] getDeclaredMethodNames(Class<?> tClass) {
        Set<String> names = new HashSet<>();
        for (Method method : tClass.getDeclaredMethods()) {
            if (Modifier.isPublic(method.getModifiers())) {
                names.add(method.getName());
            }
        }
        return names.toArray(new String[0]);
    }

    /** Whether protobuf-java is on the class path. */
    public static boolean hasProtobuf() {
        return isPresent("com.google.protobuf.Message");
    }
}
