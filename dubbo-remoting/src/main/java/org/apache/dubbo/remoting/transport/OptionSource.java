package org.apache.dubbo.remoting.transport;

/**
 * Where option values come from: a URL's parameters (what users configure) or JVM system properties (global
 * defaults). Typed option objects are built from these once, at the edge, and validated there.
 */
@FunctionalInterface
public interface OptionSource {

    /** The raw value for {@code key}, or null when not set. */
    String get(String key);

    /** A source that has no values. */
    OptionSource EMPTY = key -> null;

    /** System properties named {@code prefix + key}, e.g. {@code dubbo.client.socket.send.buffer}. */
    static OptionSource systemProperties(String prefix) {
        return key -> {
            String value = System.getProperty(prefix + key);
            return value == null || value.trim().isEmpty() ? null : value.trim();
        };
    }
}
