package org.apache.dubbo.registry.support;

import org.apache.dubbo.common.URL;

/**
 * Reads numeric registry parameters once, at construction time, and rejects values that make no sense with an
 * error naming the key, the value and the registry.
 */
public final class RegistryParameters {

    private RegistryParameters() {
    }

    /** The parameter as an int above 0, or {@code defaultValue} when absent. */
    public static int positiveInt(URL url, String key, int defaultValue) {
        int value = url.getParameter(key, defaultValue);
        if (value <= 0) {
            throw invalid(url, key, "must be greater than 0");
        }
        return value;
    }

    /** The parameter as an int of at least 0, or {@code defaultValue} when absent. */
    public static int nonNegativeInt(URL url, String key, int defaultValue) {
        int value = url.getParameter(key, defaultValue);
        if (value < 0) {
            throw invalid(url, key, "must not be negative");
        }
        return value;
    }

    /** Whether the registry parameter is true; both Dubbo spellings of a renamed key are honoured, first wins. */
    public static boolean flag(URL url, boolean defaultValue, String... keys) {
        for (String key : keys) {
            String value = url.getParameter(key);
            if (value != null && !value.isEmpty()) {
                return Boolean.parseBoolean(value.trim());
            }
        }
        return defaultValue;
    }

    private static IllegalArgumentException invalid(URL url, String key, String rule) {
        return new IllegalArgumentException("Invalid registry parameter " + key + "=" + url.getParameter(key)
                + " in " + url.getAddress() + ": " + rule);
    }
}
