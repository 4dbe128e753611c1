package org.apache.dubbo.common;

/**
 * Versions this implementation announces. {@link #getProtocolVersion()} is the dubbo protocol version written into
 * every request body; {@link #getVersion()} is the {@code release} parameter of registered URLs — the Apache Dubbo
 * release whose behaviour Dubbo Tuned follows, so that peers comparing releases treat us as that release.
 */
public final class Version {

    public static final String DEFAULT_DUBBO_PROTOCOL_VERSION = "2.0.2";
    private static final String COMPATIBLE_RELEASE = "3.3.5";
    private static final String IMPLEMENTATION = "1.0.0-SNAPSHOT";

    private Version() {
    }

    public static String getProtocolVersion() {
        return DEFAULT_DUBBO_PROTOCOL_VERSION;
    }

    /** The Apache Dubbo release we are compatible with, as announced in {@code release}. */
    public static String getVersion() {
        return COMPATIBLE_RELEASE;
    }

    /** Our own version. */
    public static String getImplementationVersion() {
        return IMPLEMENTATION;
    }
}
