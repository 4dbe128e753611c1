package org.apache.dubbo.cache.support;

import org.apache.dubbo.common.URL;

/** Reads a cache setting for the cached method: {@code <method>.key}, then {@code key}, else the default. */
public final class CacheSettings {

    private CacheSettings() {
    }

    /**
     * @throws IllegalArgumentException naming the key when the value is not a whole number above {@code min}
     */
    public static int positiveInt(URL url, String key, int defaultValue, int min) {
        String method = url.getParameter("method");
        String value = method == null ? url.getParameter(key) : url.getMethodParameter(method, key);
        if (value == null || value.trim().isEmpty()) {
            return defaultValue;
        }
        try {
            int parsed = Integer.parseInt(value.trim());
            if (parsed >= min) {
                return parsed;
            }
        } catch (NumberFormatException ignored) {
            // reported below
        }
        throw new IllegalArgumentException("Invalid " + key + "=\"" + value + "\" for the cache of "
                + url.getServiceKey() + (method == null ? "" : "#" + method) + ": expected a whole number >= "
                + min);
    }

    public static String string(URL url, String key) {
        String method = url.getParameter("method");
        return method == null ? url.getParameter(key) : url.getMethodParameter(method, key);
    }
}
