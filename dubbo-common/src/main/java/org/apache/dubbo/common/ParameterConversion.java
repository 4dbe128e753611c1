package org.apache.dubbo.common;

/**
 * Converts a parameter's text to the type a caller asks for: text, a primitive or its wrapper, an enum constant.
 */
final class ParameterConversion {

    private ParameterConversion() {
    }

    @SuppressWarnings({"unchecked", "rawtypes"})
    static <T> T convert(String key, String value, Class<T> type) {
        try {
            Object converted;
            String text = value.trim();
            if (type == String.class || type == Object.class || type == CharSequence.class) {
                converted = value;
            } else if (type == int.class || type == Integer.class) {
                converted = Integer.valueOf(text);
            } else if (type == long.class || type == Long.class) {
                converted = Long.valueOf(text);
            } else if (type == boolean.class || type == Boolean.class) {
                converted = Boolean.valueOf(text);
            } else if (type == double.class || type == Double.class) {
                converted = Double.valueOf(text);
            } else if (type == float.class || type == Float.class) {
                converted = Float.valueOf(text);
            } else if (type == short.class || type == Short.class) {
                converted = Short.valueOf(text);
            } else if (type == byte.class || type == Byte.class) {
                converted = Byte.valueOf(text);
            } else if (type == char.class || type == Character.class) {
                if (value.length() != 1) {
                    throw new IllegalArgumentException("not one character");
                }
                converted = value.charAt(0);
            } else if (type.isEnum()) {
                converted = Enum.valueOf((Class) type, text);
            } else {
                throw new IllegalArgumentException("no conversion to " + type.getName());
            }
            return (T) converted;
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("Parameter " + key + "='" + value + "' cannot be read as a "
                    + type.getName() + ": " + e.getMessage(), e);
        }
    }
}
