package org.apache.dubbo.common.network;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Host strings that do not name a machine others can reach, and what Dubbo makes of them. Apache Dubbo treats a
 * loopback, {@code localhost}, wildcard or empty host as "no host": a provider configured with one binds every
 * interface and registers {@link MachineAddress this machine's address}, and a consumer given one dials this
 * machine's address instead.
 */
public final class LocalHostNames {

    public static final String LOOPBACK_IPV4 = "127.0.0.1";
    public static final String WILDCARD_IPV4 = "0.0.0.0";

    private static final Pattern LOOPBACK_IPV4_LITERAL = Pattern.compile("127(\\.\\d{1,3}){3}");

    private LocalHostNames() {
    }

    /** {@code localhost} in any case, or an IPv4 literal {@code 127.x.x.x}. */
    public static boolean isLoopback(String host) {
        return host != null && (LOOPBACK_IPV4_LITERAL.matcher(host).matches() || "localhost".equalsIgnoreCase(host));
    }

    /** {@code 0.0.0.0}. */
    public static boolean isWildcard(String host) {
        return WILDCARD_IPV4.equals(host);
    }

    /**
     * Whether {@code host} says nothing others could use: null, empty, {@code localhost} (any case),
     * {@code 0.0.0.0}, or anything starting with {@code 127.} (Apache Dubbo's {@code isInvalidLocalHost}).
     */
    public static boolean isUnspecified(String host) {
        return host == null || host.isEmpty() || "localhost".equalsIgnoreCase(host) || isWildcard(host)
                || host.startsWith("127.");
    }

    /**
     * The hosts a consumer dials, in order, to reach a provider registered or given as {@code host}. For an
     * {@link #isUnspecified unspecified} host: this machine's address first, as Apache Dubbo consumers do (it reaches
     * a provider bound to every interface and one bound to that address only), then {@code host} itself (or
     * {@code 127.0.0.1} for an empty one), which reaches a server listening on loopback only, such as an SSH tunnel
     * or {@code kubectl port-forward}. Any other host is dialled as it is.
     */
    public static List<String> dialOrder(String host, MachineAddress machine) {
        if (!isUnspecified(host)) {
            return Collections.singletonList(host);
        }
        String literal = host == null || host.isEmpty() ? LOOPBACK_IPV4 : host;
        if (machine.isLoopback() || machine.host().equals(literal)) {
            return Collections.singletonList(literal);
        }
        return Arrays.asList(machine.host(), literal);
    }

    /**
     * As {@link #dialOrder(String, MachineAddress)}, for a provider that also registered a global IPv6 address
     * ({@code ipv6}, may be null): when this machine has a global IPv6 address too, that one is dialled first, as
     * Apache Dubbo consumers do.
     */
    public static List<String> dialOrder(String host, String providerIpv6, MachineAddress machine) {
        List<String> order = dialOrder(host, machine);
        if (providerIpv6 == null || providerIpv6.isEmpty() || machine.globalIpv6Host() == null) {
            return order;
        }
        List<String> withIpv6 = new ArrayList<>(order.size() + 1);
        withIpv6.add(providerIpv6);
        withIpv6.addAll(order);
        return withIpv6;
    }
}
