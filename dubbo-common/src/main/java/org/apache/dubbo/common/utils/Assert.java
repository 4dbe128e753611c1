package org.apache.dubbo.common.utils;

import java.util.function.Supplier;

/**
 * Argument checks that fail with an {@link IllegalArgumentException} carrying the given message.
 */
public abstract class Assert {

    protected Assert() {
    }

    public static void notNull(Object obj, String message) {
        if (obj == null) {
            throw new IllegalArgumentException(message);
        }
    }

    /** Fails with {@code String.format(format, args)} when {@code obj} is {@code null}. */
    public static void notNull(Object obj, String format, Object... args) {
        if (obj == null) {
            throw new IllegalArgumentException(String.format(format, args));
        }
    }

    public static void notEmptyString(String str, String message) {
        if (StringUtils.isEmpty(str)) {
            throw new IllegalArgumentException(message);
        }
    }

    /** Throws {@code exception} when {@code obj} is {@code null}. */
    public static void notNull(Object obj, RuntimeException exception) {
        if (obj == null) {
            throw exception;
        }
    }

    public static void assertTrue(boolean condition, String message) {
        if (!condition) {
            throw new IllegalArgumentException(message);
        }
    }

    /** Fails with an {@link IllegalStateException} carrying the supplied message. */
    public static void assertTrue(boolean condition, Supplier<String> message) {
        if (!condition) {
            throw new IllegalStateException(message.get());
        }
    }
}
