package org.apache.dubbo.common.config;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Turns the text of a configuration value (an externalized property, an XML attribute) into the type of the
 * setter it is for. Failures are
 * {@link IllegalArgumentException}s whose message says what was expected ("expected an integer"); the caller
 * adds the key, the value and the source.
 */
public final class ValueConversion {

    private ValueConversion() {
    }

    /** Whether {@code type} is one this class converts to. */
    public static boolean supports(Class<?> type) {
        Class<?> boxed = boxed(type);
        return boxed == String.class || boxed == Integer.class || boxed == Long.class || boxed == Boolean.class
                || boxed == Short.class || boxed == Byte.class || boxed == Double.class || boxed == Float.class
                || boxed == Character.class || type.isEnum();
    }

    /** {@code text}, trimmed, as a {@code type}; see the class comment for failures. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    public static Object convert(String text, Class<?> type) {
        String value = text.trim();
        Class<?> boxed = boxed(type);
        if (boxed == String.class) {
            return value;
        }
        if (boxed == Boolean.class) {
            if ("true".equalsIgnoreCase(value) || "false".equalsIgnoreCase(value)) {
                return Boolean.valueOf(value);
            }
            throw new IllegalArgumentException("expected true or false");
        }
        if (boxed == Character.class) {
            if (value.length() == 1) {
                return value.charAt(0);
            }
            throw new IllegalArgumentException("expected a single character");
        }
        if (type.isEnum()) {
            List<String> names = new ArrayList<>();
            for (Object constant : type.getEnumConstants()) {
                String name = ((Enum) constant).name();
                if (name.equalsIgnoreCase(value)) {
                    return constant;
                }
                names.add(name);
            }
            throw new IllegalArgumentException("expected one of " + String.join(", ", names));
        }
        return number(value, boxed);
    }

    private static Object number(String value, Class<?> boxed) {
        try {
            if (boxed == Integer.class) {
                return Integer.valueOf(value);
            }
            if (boxed == Long.class) {
                return Long.valueOf(value);
            }
            if (boxed == Short.class) {
                return Short.valueOf(value);
            }
            if (boxed == Byte.class) {
                return Byte.valueOf(value);
            }
            if (boxed == Double.class) {
                return Double.valueOf(value);
            }
            if (boxed == Float.class) {
                return Float.valueOf(value);
            }
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException(boxed == Double.class || boxed == Float.class ? "expected a number"
                    : "expected an integer", e);
        }
        throw new IllegalArgumentException("cannot convert text to " + boxed.getName());
    }

    /** The wrapper of a primitive type ({@code Void} for {@code void}), or the type itself. */
    public static Class<?> boxed(Class<?> type) {
        if (!type.isPrimitive()) {
            return type;
        }
        if (type == int.class) {
            return Integer.class;
        }
        if (type == long.class) {
            return Long.class;
        }
        if (type == boolean.class) {
            return Boolean.class;
        }
        if (type == short.class) {
            return Short.class;
        }
        if (type == byte.class) {
            return Byte.class;
        }
        if (type == char.class) {
            return Character.class;
        }
        if (type == float.class) {
            return Float.class;
        }
        return type == double.class ? Double.class : Void.class;
    }
}
