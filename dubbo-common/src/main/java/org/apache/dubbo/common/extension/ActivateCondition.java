package org.apache.dubbo.common.extension;

import java.lang.annotation.Annotation;
import java.util.Arrays;
import java.util.Set;
import java.util.function.Function;

/**
 * The conditions of one extension's {@link Activate} annotation, evaluated against a group and a set of
 * URL parameters.
 */
final class ActivateCondition {

    private static final String LEGACY_ACTIVATE = "com.alibaba.dubbo.common.extension.Activate";

    private final String[] groups;
    private final String[] keys;
    private final int order;
    private final boolean requiredClassesPresent;

    private ActivateCondition(String[] groups, String[] keys, int order, boolean requiredClassesPresent) {
        this.groups = groups;
        this.keys = keys;
        this.order = order;
        this.requiredClassesPresent = requiredClassesPresent;
    }

    /**
     * @return the condition of {@code extensionClass}, or {@code null} if it has no {@link Activate}
     */
    static ActivateCondition of(Class<?> extensionClass) {
        Activate activate = extensionClass.getAnnotation(Activate.class);
        if (activate != null) {
            return new ActivateCondition(activate.group(), activate.value(), activate.order(),
                    allLoadable(activate.onClass(), extensionClass.getClassLoader()));
        }
        Annotation legacy = legacyActivate(extensionClass);
        if (legacy != null) {
            return new ActivateCondition((String[]) attribute(legacy, "group", new String[0]),
                    (String[]) attribute(legacy, "value", new String[0]), (Integer) attribute(legacy, "order", 0),
                    true);
        }
        return null;
    }

    /**
     * The order of {@code extensionClass}: its {@link Activate#order()} (or that of the Dubbo 2.6
     * {@code com.alibaba} annotation), else its {@link Wrapper#order()}, else 0.
     */
    static int orderOf(Class<?> extensionClass) {
        Activate activate = extensionClass.getAnnotation(Activate.class);
        if (activate != null) {
            return activate.order();
        }
        Annotation legacy = legacyActivate(extensionClass);
        if (legacy != null) {
            return (Integer) attribute(legacy, "order", 0);
        }
        Wrapper wrapper = extensionClass.getAnnotation(Wrapper.class);
        return wrapper == null ? 0 : wrapper.order();
    }

    /** The {@code @com.alibaba.dubbo.common.extension.Activate} of a class written for Dubbo 2.6, or null. */
    private static Annotation legacyActivate(Class<?> extensionClass) {
        for (Annotation annotation : extensionClass.getAnnotations()) {
            if (LEGACY_ACTIVATE.equals(annotation.annotationType().getName())) {
                return annotation;
            }
        }
        return null;
    }

    private static Object attribute(Annotation annotation, String name, Object fallback) {
        try {
            Object value = annotation.annotationType().getMethod(name).invoke(annotation);
            return value != null && fallback.getClass().isInstance(value) ? value : fallback;
        } catch (ReflectiveOperationException | RuntimeException e) {
            return fallback;
        }
    }

    int order() {
        return order;
    }

    /** Whether every {@link Activate#onClass()} class is loadable. */
    boolean requiredClassesPresent() {
        return requiredClassesPresent;
    }

    boolean matches(String group, Function<String, String> parameters, Set<String> parameterKeys) {
        return requiredClassesPresent && matchesGroup(group) && matchesParameters(parameters, parameterKeys);
    }

    private boolean matchesGroup(String group) {
        return group == null || group.isEmpty() || Arrays.asList(groups).contains(group);
    }

    private boolean matchesParameters(Function<String, String> parameters, Set<String> parameterKeys) {
        if (keys.length == 0) {
            return true;
        }
        for (String entry : keys) {
            int colon = entry.indexOf(':');
            String key = colon < 0 ? entry : entry.substring(0, colon);
            String expected = colon < 0 ? null : entry.substring(colon + 1);
            if (satisfies(parameters.apply(key), expected)) {
                return true;
            }
            // A method-scoped parameter such as "sayHello.cache" also satisfies "cache".
            String suffix = "." + key;
            for (String parameterKey : parameterKeys) {
                if (parameterKey.endsWith(suffix) && satisfies(parameters.apply(parameterKey), expected)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean satisfies(String actual, String expected) {
        return expected == null ? isSet(actual) : expected.equals(actual);
    }

    /** Dubbo treats these values as "switched off" when deciding activation. */
    private static boolean isSet(String value) {
        return value != null && !value.isEmpty()
                && !"false".equalsIgnoreCase(value)
                && !"0".equals(value)
                && !"null".equalsIgnoreCase(value)
                && !"N/A".equalsIgnoreCase(value);
    }

    private static boolean allLoadable(String[] classNames, ClassLoader classLoader) {
        for (String className : classNames) {
            try {
                Class.forName(className, false, classLoader);
            } catch (ClassNotFoundException | LinkageError e) {
                return false;
            }
        }
        return true;
    }
}
