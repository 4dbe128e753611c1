package org.apache.dubbo.common.config;

import java.util.NoSuchElementException;

import org.apache.dubbo.common.logger.ErrorTypeAwareLogger;
import org.apache.dubbo.common.logger.LoggerFactory;

/**
 * A read-only source of configuration values, with typed accessors over {@link #getInternalProperty(String)}.
 * Text values convert to numbers, booleans, characters and enums; a value that does not convert fails with an
 * exception naming the key.
 */
public interface Configuration {

    /** For implementations that report problems with their values. */
    ErrorTypeAwareLogger interfaceLevelLogger = LoggerFactory.getErrorTypeAwareLogger(Configuration.class);

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
            throw new NoSuchElementException("'" + key + "' doesn't map to an existing object");
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
            throw new IllegalStateException("'" + key + "' doesn't map to a Integer object", e);
        }
    }

    /** @throws NoSuchElementException if there is no value for {@code key} */
    default boolean getBoolean(String key) {
        Boolean value = getBoolean(key, (Boolean) null);
        if (value == null) {
            throw new NoSuchElementException("'" + key + "' doesn't map to an existing object");
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

    /** The value of {@code key}, or {@code defaultValue} when there is none. */
    default Object getProperty(String key, Object defaultValue) {
        Object value = getInternalProperty(key);
        return value != null ? value : defaultValue;
    }

    /** The value of {@code key} as this source holds it, or {@code null}. */
    Object getInternalProperty(String key);

    default boolean containsKey(String key) {
        return getProperty(key) != null;
    }

    /**
     * The value of {@code key} as a {@code cls}, or {@code defaultValue} when there is none.
     *
     * @throws NumberFormatException    if a numeric value does not parse
     * @throws IllegalArgumentException if an enum constant does not exist
     */
    @SuppressWarnings({"unchecked", "rawtypes"})
    default <T> T convert(Class<T> cls, String key, T defaultValue) {
        Object value = getProperty(key);
        if (value == null) {
            return defaultValue;
        }
        if (cls.isInstance(value)) {
            return cls.cast(value);
        }
        String text = value.toString();
        if (cls == String.class) {
            return cls.cast(text);
        }
        if (cls == Boolean.class || cls == boolean.class) {
            return (T) Boolean.valueOf(text.trim());
        }
        if (cls == Integer.class || cls == int.class) {
            return (T) Integer.valueOf(text.trim());
        }
        if (cls == Long.class || cls == long.class) {
            return (T) Long.valueOf(text.trim());
        }
        if (cls == Short.class || cls == short.class) {
            return (T) Short.valueOf(text.trim());
        }
        if (cls == Byte.class || cls == byte.class) {
            return (T) Byte.valueOf(text.trim());
        }
        if (cls == Double.class || cls == double.class) {
            return (T) Double.valueOf(text.trim());
        }
        if (cls == Float.class || cls == float.class) {
            return (T) Float.valueOf(text.trim());
        }
        if (cls == Character.class || cls == char.class) {
            if (text.length() != 1) {
                throw new IllegalArgumentException("'" + key + "' is '" + text + "', not one character");
            }
            return (T) Character.valueOf(text.charAt(0));
        }
        if (cls.isEnum()) {
            return (T) Enum.valueOf((Class) cls, text.trim());
        }
        return cls.cast(value);
    }

    static Boolean toBooleanObject(boolean bool) {
        return bool ? Boolean.TRUE : Boolean.FALSE;
    }
}
