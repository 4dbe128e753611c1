package org.apache.dubbo.common.config;

/**
 * A property found under a prefix in one configuration source, e.g. {@code dubbo.protocol.port=20881} under
 * {@code dubbo.protocol} in the system properties: its key as written in the source, its name relative to the
 * prefix ({@code port}), its value and a description of the source for error messages.
 */
public final class SubProperty {

    private final String key;
    private final String name;
    private final String value;
    private final String source;

    /**
     * @param key    the key as written in its source
     * @param name   the part of the key after the prefix and its separator
     * @param value  the value, not blank
     * @param source what the source is, e.g. {@code system property}
     */
    public SubProperty(String key, String name, String value, String source) {
        this.key = key;
        this.name = name;
        this.value = value;
        this.source = source;
    }

    /** The key as written in its source: {@code dubbo.protocol.port} or {@code DUBBO_PROTOCOL_PORT}. */
    public String getKey() {
        return key;
    }

    /**
     * The key relative to the prefix: {@code port}, {@code sayHello.timeout}, {@code parameters.k}. For an
     * environment variable matched in its OS style ({@code DUBBO_PROTOCOL_IO_THREADS}) it is lower case with
     * {@code '_'} turned into {@code '-'} ({@code io-threads}), since the original spelling is lost.
     */
    public String getName() {
        return name;
    }

    public String getValue() {
        return value;
    }

    /** The kind of source, e.g. {@code system property}, {@code environment variable}, {@code dubbo.properties}. */
    public String getSource() {
        return source;
    }

    @Override
    public String toString() {
        return key + "=" + value + " (" + source + ")";
    }
}
