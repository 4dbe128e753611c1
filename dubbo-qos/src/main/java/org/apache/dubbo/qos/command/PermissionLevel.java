package org.apache.dubbo.qos.command;

import java.util.Locale;

/**
 * Who may run a command (Apache Dubbo's levels). Clients on the loopback address, whitelisted clients and every
 * client when {@code qos.accept.foreign.ip=true} are trusted; other ("anonymous") clients get
 * {@code qos.anonymous.access.permission.level} (default {@link #PUBLIC}: the Kubernetes probes only).
 */
public enum PermissionLevel {
    /** Nothing. */
    NONE(0),
    /** The probes: {@code live}, {@code ready}, {@code startup}. */
    PUBLIC(1),
    /** Read-only and operational commands. */
    PROTECTED(2),
    /** Everything, including commands that change the application. */
    PRIVATE(3);

    private final int rank;

    PermissionLevel(int rank) {
        this.rank = rank;
    }

    public boolean allows(PermissionLevel required) {
        return rank >= required.rank;
    }

    public static PermissionLevel parse(String value, String key) {
        try {
            return valueOf(value.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("Invalid " + key + "='" + value
                    + "': expected NONE, PUBLIC, PROTECTED or PRIVATE");
        }
    }
}
