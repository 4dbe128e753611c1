package org.apache.dubbo.config;

import java.lang.management.ManagementFactory;
import java.util.Map;

import org.apache.dubbo.common.Version;

/** The runtime keys every provider and consumer URL carries: protocol version, release, timestamp, pid. */
final class RuntimeParameters {

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

    private static String pid() {
        String name = ManagementFactory.getRuntimeMXBean().getName();
        int at = name.indexOf('@');
        return at > 0 ? name.substring(0, at) : null;
    }
}
