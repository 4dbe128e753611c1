package org.apache.dubbo.config;

import java.util.Locale;

/**
 * Checks for the transport-tuning attributes that config setters apply at once, so that a wrong value fails
 * while the configuration is being built, with the attribute and the value in the message, rather than when
 * the first connection is made. The transport validates the resulting URL parameters again.
 */
final class TransportAttributes {

    private TransportAttributes() {
    }

    /** Null (unset) or at least 1. */
    static Integer positive(String attribute, Integer value) {
        if (value != null && value < 1) {
            throw new IllegalArgumentException("Invalid " + attribute + "=" + value + ": must be at least 1");
        }
        return value;
    }

    /** Null (unset) or at least 1. */
    static Long positive(String attribute, Long value) {
        if (value != null && value < 1) {
            throw new IllegalArgumentException("Invalid " + attribute + "=" + value + ": must be at least 1");
        }
        return value;
    }

    /** {@code nio}, {@code epoll} or {@code auto} (any case) in lower case; null or blank means unset. */
    static String nativeTransport(String value) {
        return oneOf("nativeTransport", value, "nio", "epoll", "auto");
    }

    /** {@code wait} or {@code fail} (any case) in lower case; null or blank means unset. */
    static String overloadPolicy(String value) {
        return oneOf("overloadPolicy", value, "wait", "fail");
    }

    private static String oneOf(String attribute, String value, String... allowed) {
        if (value == null || value.trim().isEmpty()) {
            return null;
        }
        String normalized = value.trim().toLowerCase(Locale.ROOT);
        for (String candidate : allowed) {
            if (candidate.equals(normalized)) {
                return normalized;
            }
        }
        throw new IllegalArgumentException("Invalid " + attribute + "='" + value + "': expected one of "
                + String.join(", ", allowed));
    }
}
