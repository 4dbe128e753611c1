package org.apache.dubbo.config.spring.context;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Map;

import org.apache.dubbo.common.config.ValueConversion;

/**
 * Sets the attributes of a Dubbo config bean from what the user wrote (XML attribute text, annotation values,
 * beans), converting text to the property's type. Every failure names the element or annotation, the attribute and
 * the value ({@link AttributeOrigin}), which Spring's own conversion errors would not: they only name a property
 * of a generated bean name.
 *
 * <p>A property is set through its public setter; when several setters share the name (for example
 * {@code setInterface(String)} and {@code setInterface(Class)}), the one whose type matches the getter is
 * preferred for text, any one that accepts the value's type for objects.
 */
public final class ConfigAttributeWriter {

    private ConfigAttributeWriter() {
    }

    /**
     * Applies {@code properties} (property name → text or object; null values are skipped) to {@code target}.
     *
     * @throws IllegalArgumentException naming origin, attribute and value, if the bean has no such property, the
     *                                  text does not convert, or the setter refuses the value
     */
    public static void apply(Object target, Map<String, ?> properties, AttributeOrigin origin) {
        for (Map.Entry<String, ?> property : properties.entrySet()) {
            if (property.getValue() != null) {
                apply(target, property.getKey(), property.getValue(), origin);
            }
        }
    }

    /** Applies one property; see {@link #apply(Object, Map, AttributeOrigin)}. */
    public static void apply(Object target, String property, Object value, AttributeOrigin origin) {
        Method setter = findSetter(target.getClass(), property, value);
        if (setter == null) {
            throw new IllegalArgumentException("Unknown " + origin.describe(property, value) + ": "
                    + target.getClass().getSimpleName() + " has no property '" + property + "'"
                    + (value instanceof String ? "" : " accepting a " + value.getClass().getName()));
        }
        Object converted = value instanceof String
                ? convert((String) value, setter.getParameterTypes()[0], property, origin) : value;
        try {
            setter.invoke(target, converted);
        } catch (InvocationTargetException e) {
            Throwable cause = e.getCause();
            throw new IllegalArgumentException("Invalid " + origin.describe(property, value) + ": "
                    + cause.getMessage(), cause);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("Cannot set " + origin.describe(property, value) + ": " + e, e);
        }
    }

    /** Whether {@code type} has a property of that name that text can set. */
    public static boolean hasTextProperty(Class<?> type, String property) {
        return findSetter(type, property, "") != null;
    }

    private static Method findSetter(Class<?> type, String property, Object value) {
        if (property.isEmpty()) {
            return null;
        }
        String name = "set" + Character.toUpperCase(property.charAt(0)) + property.substring(1);
        Class<?> getterType = getterType(type, property);
        Method best = null;
        for (Method method : type.getMethods()) {
            if (!method.getName().equals(name) || method.getParameterCount() != 1
                    || Modifier.isStatic(method.getModifiers())) {
                continue;
            }
            Class<?> parameter = method.getParameterTypes()[0];
            boolean accepts = value instanceof String ? ValueConversion.supports(parameter)
                    : ValueConversion.boxed(parameter).isInstance(value);
            if (!accepts) {
                continue;
            }
            if (best == null || parameter == getterType) {
                best = method;
            }
        }
        return best;
    }

    private static Class<?> getterType(Class<?> type, String property) {
        String suffix = Character.toUpperCase(property.charAt(0)) + property.substring(1);
        for (String prefix : new String[] {"get", "is"}) {
            try {
                return type.getMethod(prefix + suffix).getReturnType();
            } catch (NoSuchMethodException e) {
                // try the other prefix
            }
        }
        return null;
    }

    private static Object convert(String text, Class<?> type, String property, AttributeOrigin origin) {
        try {
            return ValueConversion.convert(text, type);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("Invalid " + origin.describe(property, text) + ": " + e.getMessage(),
                    e);
        }
    }
}
