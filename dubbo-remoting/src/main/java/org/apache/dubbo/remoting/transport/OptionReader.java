package org.apache.dubbo.remoting.transport;

/**
 * Reads typed option values with one precedence rule: the configured value (URL parameter) wins, then the
 * global default given as a system property ({@code <prefix><key>}), then the built-in default. Every bad value
 * is rejected with a message naming the key, the value and where it came from.
 */
final class OptionReader {

    private final OptionSource configured;
    private final OptionSource globalDefaults;
    private final String globalPrefix;

    OptionReader(OptionSource configured, String globalPrefix) {
        this.configured = configured;
        this.globalPrefix = globalPrefix;
        this.globalDefaults = OptionSource.systemProperties(globalPrefix);
    }

    /** The raw value and its origin, or null when neither source sets the key. */
    private String[] lookup(String key) {
        String v = configured.get(key);
        if (v != null && !v.trim().isEmpty()) {
            return new String[] {v.trim(), "parameter " + key};
        }
        v = globalDefaults.get(key);
        if (v != null) {
            return new String[] {v, "system property " + globalPrefix + key};
        }
        return null;
    }

    boolean isSet(String key) {
        return lookup(key) != null;
    }

    String string(String key, String defaultValue) {
        String[] v = lookup(key);
        return v == null ? defaultValue : v[0];
    }

    /** The origin of a set key, for error messages ("parameter payload"). */
    String origin(String key) {
        String[] v = lookup(key);
        return v == null ? "default " + key : v[1];
    }

    Integer optionalInt(String key, int min) {
        String[] v = lookup(key);
        if (v == null) {
            return null;
        }
        return parseInt(v, min);
    }

    int intValue(String key, int defaultValue, int min) {
        Integer v = optionalInt(key, min);
        return v == null ? defaultValue : v;
    }

    long longValue(String key, long defaultValue, long min) {
        String[] v = lookup(key);
        if (v == null) {
            return defaultValue;
        }
        long parsed;
        try {
            parsed = Long.parseLong(v[0]);
        } catch (NumberFormatException e) {
            throw invalid(v, "a whole number");
        }
        if (parsed < min) {
            throw invalid(v, "a number >= " + min);
        }
        return parsed;
    }

    boolean booleanValue(String key, boolean defaultValue) {
        String[] v = lookup(key);
        if (v == null) {
            return defaultValue;
        }
        if ("true".equalsIgnoreCase(v[0])) {
            return true;
        }
        if ("false".equalsIgnoreCase(v[0])) {
            return false;
        }
        throw invalid(v, "true or false");
    }

    private static int parseInt(String[] v, int min) {
        int parsed;
        try {
            parsed = Integer.parseInt(v[0]);
        } catch (NumberFormatException e) {
            throw invalid(v, "a whole number");
        }
        if (parsed < min) {
            throw invalid(v, "a number >= " + min);
        }
        return parsed;
    }

    private static IllegalArgumentException invalid(String[] v, String expected) {
        return new IllegalArgumentException("Invalid " + v[1] + "='" + v[0] + "': expected " + expected);
    }
}
