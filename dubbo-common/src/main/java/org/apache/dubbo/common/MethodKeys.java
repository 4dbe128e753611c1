package org.apache.dubbo.common;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * The {@code {method}.{key}} parameter names that per-method settings are looked up by, built once per pair
 * instead of concatenated (and hashed anew) on every call — the consumer reads half a dozen of them per
 * invocation. The names are remembered up to a bound, since method names may come from peers; past it they are
 * simply built each time.
 */
final class MethodKeys {

    private static final int MAX_KEYS = 64;
    private static final int MAX_METHODS_PER_KEY = 4096;

    private static final ConcurrentMap<String, ConcurrentMap<String, String>> BY_KEY = new ConcurrentHashMap<>();

    private MethodKeys() {
    }

    /** {@code method + "." + key}. */
    static String of(String method, String key) {
        if (method == null || key == null) {
            return method + "." + key;
        }
        ConcurrentMap<String, String> byMethod = BY_KEY.get(key);
        if (byMethod == null) {
            if (BY_KEY.size() >= MAX_KEYS) {
                return method + "." + key;
            }
            byMethod = BY_KEY.computeIfAbsent(key, k -> new ConcurrentHashMap<>());
        }
        String name = byMethod.get(method);
        if (name == null) {
            name = method + "." + key;
            if (byMethod.size() < MAX_METHODS_PER_KEY) {
                byMethod.putIfAbsent(method, name);
            }
        }
        return name;
    }
}
