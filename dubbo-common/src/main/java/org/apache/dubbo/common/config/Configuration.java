package org.apache.dubbo.common.config;

import java.util.NoSuchElementException;

/**
 * A read-only source of string properties with typed accessors. Implementations provide
 * {@link #getInternalProperty(String)}; everything else converts its result.
 */
public interface Configuration {

    default String getString(String key) {
        return convert(String.class, key, null);
    }

    default String getString(String key, String defaultValue) {
        return convert(String.class, key, defaultValue);
    }

    /** @throws NoSuchElementException if there is no value for {@code key} */
    default int getInt(String key) {
        Integer value = getInteger(key, null);
        if (value == null) {
            throw new NoSuchElementException("No value for '" + key + "'");
        }
        return value;
    }

    default int getInt(String key, int defaultValue) {
        Integer value = getInteger(key, null);
        return value == null ? defaultValue : value;
    }

    default Integer getInteger(String key, Integer defaultValue) {
        try {
            return convert(Integer.class, key, defaultValue);
        } catch (NumberFormatException e) {
            throw new IllegalStateException("'" + key + "' is not an integer: " + getProperty(key), e);
        }
    }

    /** @throws NoSuchElementException if there is no value for {@code key} */
    default boolean getBoolean(String key) {
        Boolean value = getBoolean(key, (Boolean) null);
        if (value == null) {
            throw new NoSuchElementException("No value for '" + key + "'");
        }
        return value;
    }

    default boolean getBoolean(String key, boolean defaultValue) {
        return getBoolean(key, toBooleanObject(defaultValue));
    }

    default Boolean getBoolean(String key, Boolean defaultValue) {
        return convert(Boolean.class, key, defaultValue);
    }

    default Object getProperty(String key) {
        return getProperty(key, null);
    }

    default Object getProperty(String key, Object defaultValue) {
        Object value = getInternalProperty(key);
        return value != null ? value : defaultValue;
    }

    /** The raw value of {@code key}, or null. */
    Object getInternalProperty(String key);

    default boolean containsKey(String key) {
        return getProperty(key) != null;
    }

    /** The value of {@code key} converted to {@code type} (String, numbers, Boolean), else {@code defaultValue}. */
    default <T> T convert(Class<T> type, String key, T defaultValue) {
        Object value = getProperty(key);
        if (value == null) {
            return defaultValue;
        }
        if (type.isInstance(value)) {
            return type.cast(value);
        }
        String text = value.toString().trim();
        Object converted;
        if (type == String.class) {
            converted = value.toString();
        } else if (type == Integer.class) {
            converted = Integer.valueOf(text);
        } else if (type == Long.class) {
            converted = Long.valueOf(text);
        } else if (type == Boolean.class) {
            converted = Boolean.valueOf(text);
        } else if (type == Double.class) {
            converted = Double.valueOf(text);
        } else if (type == Float.class) {
            converted = Float.valueOf(text);
        } else if (type == Short.class) {
            converted = Short.valueOf(text);
        } else if (type == Byte.class) {
            converted = Byte.valueOf(text);
        } else {
            throw new IllegalArgumentException("Cannot convert '" + key + "' to " + type.getName());
        }
        return type.cast(converted);
    }

    static Boolean toBooleanObject(boolean value) {
        return value ? Boolean.TRUE : Boolean.FALSE;
    }
}
