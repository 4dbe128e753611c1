package org.apache.dubbo.qos.server;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.qos.command.PermissionLevel;

/**
 * The QoS settings of an application, validated once from its {@link ApplicationConfig}
 * ({@code dubbo.application.qos-*}, Apache Dubbo's keys and defaults).
 */
public final class QosOptions {

    public static final int DEFAULT_PORT = 22222;

    private final boolean enabled;
    private final boolean check;
    private final String host;
    private final int port;
    private final boolean acceptForeignIp;
    private final List<String> whitelist;
    private final PermissionLevel anonymousLevel;
    private final Set<String> allowedCommands;

    private QosOptions(boolean enabled, boolean check, String host, int port, boolean acceptForeignIp,
                       List<String> whitelist, PermissionLevel anonymousLevel, Set<String> allowedCommands) {
        if (port < 0 || port > 65535) {
            throw new IllegalArgumentException("Invalid qos-port='" + port + "': expected 0..65535");
        }
        this.enabled = enabled;
        this.check = check;
        this.host = host;
        this.port = port;
        this.acceptForeignIp = acceptForeignIp;
        this.whitelist = whitelist;
        this.anonymousLevel = anonymousLevel;
        this.allowedCommands = allowedCommands;
    }

    public static QosOptions of(ApplicationConfig application) {
        String level = application.getQosAnonymousAccessPermissionLevel();
        return new QosOptions(
                !Boolean.FALSE.equals(application.getQosEnable()),
                Boolean.TRUE.equals(application.getQosCheck()),
                blankToNull(application.getQosHost()),
                application.getQosPort() == null ? DEFAULT_PORT : application.getQosPort(),
                Boolean.TRUE.equals(application.getQosAcceptForeignIp()),
                split(application.getQosAcceptForeignIpWhitelist()),
                level == null || level.trim().isEmpty() ? PermissionLevel.PUBLIC
                        : PermissionLevel.parse(level, "qos-anonymous-access-permission-level"),
                new LinkedHashSet<>(split(application.getQosAnonymousAllowCommands())));
    }

    /** Options for a server built directly (tests, embedding). */
    public static QosOptions of(String host, int port, boolean acceptForeignIp, String whitelist,
                                PermissionLevel anonymousLevel, String allowedCommands) {
        return new QosOptions(true, false, host, port, acceptForeignIp, split(whitelist),
                anonymousLevel == null ? PermissionLevel.PUBLIC : anonymousLevel,
                new LinkedHashSet<>(split(allowedCommands)));
    }

    private static String blankToNull(String s) {
        return s == null || s.trim().isEmpty() ? null : s.trim();
    }

    private static List<String> split(String value) {
        if (value == null || value.trim().isEmpty()) {
            return Collections.emptyList();
        }
        List<String> parts = new ArrayList<>();
        for (String p : value.split("[,;\\s]+")) {
            if (!p.trim().isEmpty()) {
                parts.add(p.trim());
            }
        }
        return Collections.unmodifiableList(parts);
    }

    public boolean enabled() {
        return enabled;
    }

    /** Fail the application's start-up when the QoS port cannot be bound ({@code qos-check}). */
    public boolean check() {
        return check;
    }

    /** The address to bind, or null for every interface. */
    public String host() {
        return host;
    }

    /** 0 binds a free port. */
    public int port() {
        return port;
    }

    public boolean acceptForeignIp() {
        return acceptForeignIp;
    }

    /** Addresses and CIDR ranges trusted like loopback. */
    public List<String> whitelist() {
        return whitelist;
    }

    public PermissionLevel anonymousLevel() {
        return anonymousLevel;
    }

    /** Commands anonymous clients may run whatever their level, and guarded commands enabled for everyone. */
    public Set<String> allowedCommands() {
        return Collections.unmodifiableSet(allowedCommands);
    }

    /** Two applications can share one server only with the same settings. */
    @Override
    public boolean equals(Object o) {
        if (!(o instanceof QosOptions)) {
            return false;
        }
        QosOptions q = (QosOptions) o;
        return enabled == q.enabled && Objects.equals(host, q.host) && port == q.port
                && acceptForeignIp == q.acceptForeignIp && whitelist.equals(q.whitelist)
                && anonymousLevel == q.anonymousLevel && allowedCommands.equals(q.allowedCommands);
    }

    @Override
    public int hashCode() {
        return Objects.hash(enabled, host, port, acceptForeignIp, whitelist, anonymousLevel, allowedCommands);
    }

    @Override
    public String toString() {
        return "qos{host=" + (host == null ? "*" : host) + ", port=" + port + ", acceptForeignIp=" + acceptForeignIp
                + ", whitelist=" + whitelist + ", anonymousLevel=" + anonymousLevel + ", allowCommands="
                + allowedCommands + "}";
    }
}
