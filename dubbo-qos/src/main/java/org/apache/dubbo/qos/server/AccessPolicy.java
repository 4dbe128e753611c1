package org.apache.dubbo.qos.server;

import java.math.BigInteger;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.UnknownHostException;

import org.apache.dubbo.qos.command.PermissionLevel;
import org.apache.dubbo.qos.command.QosCommand;

/**
 * Decides who may run what, as Apache Dubbo 3.3 does (checked against the 3.3.5 jar): a client on loopback, on
 * the whitelist, or any client when {@code qos.accept.foreign.ip=true} is trusted; anyone else runs only commands
 * at the anonymous level (default {@code PUBLIC}: the probes) or listed in {@code qos.anonymous.access.allow.commands}.
 * Unlike Apache, commands that stop or change the application ({@code shutdown}, {@code invoke}) are refused even to
 * trusted clients until enabled in that list or by level {@code PRIVATE}.
 */
final class AccessPolicy {

    enum Decision { ALLOWED, DENIED, DISABLED }

    private final QosOptions options;

    AccessPolicy(QosOptions options) {
        this.options = options;
    }

    Decision decide(String name, QosCommand command, InetSocketAddress remote) {
        boolean enabled = options.allowedCommands().contains(name)
                || options.anonymousLevel() == PermissionLevel.PRIVATE;
        if (command.guarded() && !enabled) {
            return Decision.DISABLED;
        }
        if (isTrusted(remote) || enabled || options.anonymousLevel().allows(command.level())) {
            return Decision.ALLOWED;
        }
        return Decision.DENIED;
    }

    boolean isTrusted(InetSocketAddress remote) {
        if (options.acceptForeignIp()) {
            return true;
        }
        InetAddress address = remote == null ? null : remote.getAddress();
        if (address == null) {
            return false;
        }
        if (address.isLoopbackAddress()) {
            return true;
        }
        for (String entry : options.whitelist()) {
            if (matches(entry, address)) {
                return true;
            }
        }
        return false;
    }

    static boolean matches(String entry, InetAddress address) {
        try {
            int slash = entry.indexOf('/');
            if (slash < 0) {
                return InetAddress.getByName(entry).equals(address);
            }
            InetAddress network = InetAddress.getByName(entry.substring(0, slash));
            int bits = Integer.parseInt(entry.substring(slash + 1));
            byte[] a = address.getAddress();
            byte[] n = network.getAddress();
            if (a.length != n.length || bits < 0 || bits > a.length * 8) {
                return false;
            }
            int shift = a.length * 8 - bits;
            return new BigInteger(1, a).shiftRight(shift).equals(new BigInteger(1, n).shiftRight(shift));
        } catch (UnknownHostException | NumberFormatException e) {
            return false;
        }
    }
}
