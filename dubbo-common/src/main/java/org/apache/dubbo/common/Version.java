package org.apache.dubbo.common;

import java.security.CodeSource;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Versions this implementation announces. {@link #getProtocolVersion()} is the dubbo protocol version written into
 * every request body; {@link #getVersion()} is the {@code release} parameter of registered URLs — the Apache Dubbo
 * release whose behaviour Dubbo Tuned follows, so that peers comparing releases treat us as that release.
 */
public final class Version {

    public static final String DEFAULT_DUBBO_PROTOCOL_VERSION = "2.0.2";
    /** The number {@link #getIntVersion} gives a peer that sends no version. */
    public static final int LEGACY_DUBBO_PROTOCOL_VERSION = 10000;
    /** Protocol versions 2.0.2 to 2.0.99 carry response attachments. */
    public static final int LOWEST_VERSION_FOR_RESPONSE_ATTACHMENT = 2000200;
    public static final int HIGHEST_PROTOCOL_VERSION = 2009900;
    private static final String COMPATIBLE_RELEASE = "3.3.5";
    private static final String IMPLEMENTATION = "1.0.0-SNAPSHOT";
    /** {@code name-1.2.3}, {@code name-1.2.3-SNAPSHOT}: the version is what follows the last dash before a digit. */
    private static final Pattern JAR_VERSION = Pattern.compile("-(\\d[^/]*)$");

    private Version() {
    }

    public static String getProtocolVersion() {
        return DEFAULT_DUBBO_PROTOCOL_VERSION;
    }

    /** The Apache Dubbo release we are compatible with, as announced in {@code release}. */
    public static String getVersion() {
        return COMPATIBLE_RELEASE;
    }

    /**
     * The version of the code a class comes from, as Apache Dubbo registers it in {@code revision}: the
     * {@code Implementation-Version} (else {@code Specification-Version}) of its package, else the version in the
     * name of its jar ({@code api-1.2.3.jar} gives {@code 1.2.3}), else {@code defaultVersion}.
     */
    public static String getVersion(Class<?> cls, String defaultVersion) {
        Package pkg = cls.getPackage();
        if (pkg != null) {
            String version = firstNonEmpty(pkg.getImplementationVersion(), pkg.getSpecificationVersion());
            if (version != null) {
                return version;
            }
        }
        String fromJar = jarVersion(cls);
        return fromJar != null ? fromJar : defaultVersion;
    }

    private static String jarVersion(Class<?> cls) {
        try {
            CodeSource source = cls.getProtectionDomain().getCodeSource();
            if (source == null || source.getLocation() == null) {
                return null;
            }
            String path = source.getLocation().getPath();
            if (!path.endsWith(".jar")) {
                return null;
            }
            String name = path.substring(path.lastIndexOf('/') + 1, path.length() - ".jar".length());
            Matcher matcher = JAR_VERSION.matcher(name);
            return matcher.find() ? matcher.group(1) : null;
        } catch (SecurityException e) {
            return null;
        }
    }

    private static String firstNonEmpty(String first, String second) {
        if (first != null && !first.trim().isEmpty()) {
            return first.trim();
        }
        return second != null && !second.trim().isEmpty() ? second.trim() : null;
    }

    /** Our own version. */
    public static String getImplementationVersion() {
        return IMPLEMENTATION;
    }

    /**
     * The source commit the jar was built from. Apache Dubbo reads it from a resource its release build writes;
     * Dubbo Tuned's jars carry no such record, so this is {@code null}, as Apache's own is when the resource is
     * missing.
     */
    public static String getLastCommitId() {
        return null;
    }

    /**
     * A version as a number, two decimal digits per dot-separated component ({@code 2.7.23} gives 2072300,
     * {@code 2.0.3.1} 2000301); a three-component version counts as if it had a fourth 0, shorter ones are not
     * padded ({@code 2.7} gives 207), a component that is not a number counts as 0 and a suffix after {@code -} is
     * ignored; {@link #LEGACY_DUBBO_PROTOCOL_VERSION} for {@code null}. The same numbers as Apache Dubbo's.
     */
    public static int getIntVersion(String version) {
        if (version == null) {
            return LEGACY_DUBBO_PROTOCOL_VERSION;
        }
        int dash = version.indexOf('-');
        String[] parts = (dash >= 0 ? version.substring(0, dash) : version).split("\\.");
        int value = 0;
        for (int i = 0; i < parts.length && i < 4; i++) {
            int component;
            try {
                component = Integer.parseInt(parts[i].trim());
            } catch (NumberFormatException e) {
                component = 0;
            }
            value = value * 100 + component;
        }
        return parts.length == 3 ? value * 100 : value;
    }

    /** {@link #getIntVersion} of both, compared. */
    public static int compare(String version1, String version2) {
        return Integer.compare(getIntVersion(version1), getIntVersion(version2));
    }

    /** Whether a peer speaking protocol {@code version} sends and reads attachments on responses. */
    public static boolean isSupportResponseAttachment(String version) {
        int v = getIntVersion(version);
        return v >= LOWEST_VERSION_FOR_RESPONSE_ATTACHMENT && v <= HIGHEST_PROTOCOL_VERSION;
    }

    public static boolean isRelease263OrHigher(String version) {
        return getIntVersion(version) >= 2060300;
    }

    public static boolean isRelease270OrHigher(String version) {
        return getIntVersion(version) >= 2070000;
    }
}
