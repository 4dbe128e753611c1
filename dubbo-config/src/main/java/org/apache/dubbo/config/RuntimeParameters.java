package org.apache.dubbo.config;

import java.lang.management.ManagementFactory;
import java.util.Map;

import org.apache.dubbo.common.Version;

/**
 * The runtime keys every provider and consumer URL carries (protocol version, release, timestamp, pid), and the
 * defaults Apache Dubbo 3.3 writes out explicitly, so that registered URLs carry the same keys as theirs.
 */
final class RuntimeParameters {

    /** What a provider prefers when it names no serialization: Apache Dubbo 3.3's default. */
    static final String PREFER_SERIALIZATION = "hessian2,fastjson2";

    private static final String PID = pid();

    private RuntimeParameters() {
    }

    static void append(Map<String, String> parameters) {
        parameters.put("dubbo", Version.getProtocolVersion());
        parameters.put("release", Version.getVersion());
        parameters.put("timestamp", String.valueOf(System.currentTimeMillis()));
        if (PID != null) {
            parameters.put("pid", PID);
        }
    }

    /** {@code revision}: the version of the interface's jar, else the service version; nothing when neither. */
    static void appendRevision(Map<String, String> parameters, Class<?> type, String serviceVersion) {
        String revision = Version.getVersion(type, serviceVersion);
        if (revision != null && !revision.isEmpty()) {
            parameters.putIfAbsent("revision", revision);
        }
    }

    /** Reference and application defaults Apache Dubbo 3.3 writes on every consumer URL. */
    static void appendConsumerDefaults(Map<String, String> parameters) {
        parameters.putIfAbsent("sticky", "false");
        parameters.putIfAbsent("background", "false");
        parameters.putIfAbsent("unloadClusterRelated", "false");
        parameters.putIfAbsent("file-cache", "true");
        parameters.putIfAbsent("executor-management-mode", "isolation");
    }

    private static String pid() {
        String name = ManagementFactory.getRuntimeMXBean().getName();
        int at = name.indexOf('@');
        return at > 0 ? name.substring(0, at) : null;
    }
}
