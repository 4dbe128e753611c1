package org.apache.dubbo.common.utils;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.UnknownHostException;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.network.LocalHostNames;
import org.apache.dubbo.common.network.MachineAddress;

/**
 * Small network helpers with Apache Dubbo's names: this machine's address, whether a host string means "no host"
 * (loopback, {@code localhost}, the wildcard or empty), and finding a free port.
 *
 * <p>The address is chosen by {@link MachineAddress} under Apache Dubbo's rules and cached for the life of the
 * process; nothing here touches the network when the class is loaded.
 */
public final class NetUtils {

    /** The IPv4 loopback literal, used when no better local address exists. */
    public static final String LOCALHOST_VALUE = LocalHostNames.LOOPBACK_IPV4;

    /** The IPv4 wildcard literal: "listen on every interface". */
    public static final String ANYHOST_VALUE = LocalHostNames.WILDCARD_IPV4;

    private static final int MAX_PORT = 65535;

    private static final Pattern IPV4_PATTERN = Pattern.compile("(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})");

    private static final Pattern PORT_PATTERN = Pattern.compile("\\d{1,5}");

    private static volatile String localHostName;

    private static final int RANDOM_PORT_FROM = 30000;
    private static final int RANDOM_PORT_COUNT = 10000;

    /** The last 1000 reverse lookups of {@link #getHostName(String)}, by address. */
    private static final Map<String, String> HOST_NAMES = Collections.synchronizedMap(
            new LinkedHashMap<String, String>(16, 0.75f, true) {
                @Override
                protected boolean removeEldestEntry(Map.Entry<String, String> eldest) {
                    return size() > 1000;
                }
            });

    private NetUtils() {
    }

    /**
     * This machine's address as other hosts reach it ({@link MachineAddress#current()}): the first usable address of
     * the interface named by {@code dubbo.network.interface.preferred}, else of the first interface that has one
     * (interfaces matched by {@code dubbo.network.interface.ignored} never), else what the host name resolves to,
     * else {@value #LOCALHOST_VALUE}. IPv6 only with {@code -Djava.net.preferIPv6Addresses=true}. Chosen once.
     */
    public static String getLocalHost() {
        return MachineAddress.current().host();
    }

    /** The address behind {@link #getLocalHost()}; never null. */
    public static InetAddress getLocalAddress() {
        return MachineAddress.current().address();
    }

    /**
     * A global IPv6 address of the interface the machine address was chosen from (not link-local, site-local or
     * {@code fd00::/8}), or null when it has none.
     */
    public static String getLocalHostV6() {
        return MachineAddress.current().globalIpv6Host();
    }

    /**
     * This machine's host name ({@link InetAddress#getLocalHost()}), else the name of {@link #getLocalAddress()};
     * looked up once.
     */
    public static String getLocalHostName() {
        String name = localHostName;
        if (name == null) {
            InetAddress resolved = resolveLocalHost();
            name = resolved != null ? resolved.getHostName() : getLocalAddress().getHostName();
            localHostName = name;
        }
        return name;
    }

    /** Whether {@code host} names this machine's loopback: {@code localhost} (any case) or {@code 127.x.x.x}. */
    public static boolean isLocalHost(String host) {
        return LocalHostNames.isLoopback(host);
    }

    /** Whether {@code host} is the IPv4 wildcard {@value #ANYHOST_VALUE}. */
    public static boolean isAnyHost(String host) {
        return LocalHostNames.isWildcard(host);
    }

    /**
     * Whether {@code host} cannot be given to others: null, empty, {@code localhost}, the wildcard, or anything
     * starting with {@code 127.}. A provider configured with such a host binds every interface and registers
     * {@link #getLocalHost()}.
     */
    public static boolean isInvalidLocalHost(String host) {
        return LocalHostNames.isUnspecified(host);
    }

    /** The negation of {@link #isInvalidLocalHost(String)}. */
    public static boolean isValidLocalHost(String host) {
        return !isInvalidLocalHost(host);
    }

    /** Whether {@code port} is outside 1..65535. */
    public static boolean isInvalidPort(int port) {
        return port <= 0 || port > MAX_PORT;
    }

    /** The address a server binds for {@code host}: every interface for an {@link #isInvalidLocalHost invalid} one. */
    public static InetSocketAddress getLocalSocketAddress(String host, int port) {
        return isInvalidLocalHost(host) ? new InetSocketAddress(port) : new InetSocketAddress(host, port);
    }

    /**
     * Replaces an {@link #isInvalidLocalHost invalid} host by {@link #getLocalHost()} in a host, a
     * {@code host:port} or a URL string; anything else is returned as it is.
     */
    public static String filterLocalHost(String host) {
        if (host == null || host.isEmpty()) {
            return host;
        }
        if (host.contains("://")) {
            URL url = URL.valueOf(host);
            return isInvalidLocalHost(url.getHost()) ? url.setHost(getLocalHost()).toFullString() : host;
        }
        int colon = host.lastIndexOf(':');
        if (colon >= 0) {
            return isInvalidLocalHost(host.substring(0, colon)) ? getLocalHost() + host.substring(colon) : host;
        }
        return isInvalidLocalHost(host) ? getLocalHost() : host;
    }

    /** Whether {@code address} is an IPv4 literal and a port, such as {@code 10.0.0.1:20880}. */
    public static boolean isValidAddress(String address) {
        if (address == null) {
            return false;
        }
        int colon = address.lastIndexOf(':');
        return colon > 0
                && isIpv4Literal(address.substring(0, colon))
                && isPort(address.substring(colon + 1));
    }

    /**
     * The IP literal {@code hostName} resolves to, or {@code hostName} itself when it cannot be resolved (or is
     * null or empty). May query DNS.
     */
    public static String getIpByHost(String hostName) {
        if (hostName == null || hostName.isEmpty()) {
            return hostName;
        }
        try {
            return InetAddress.getByName(hostName).getHostAddress();
        } catch (UnknownHostException e) {
            return hostName;
        }
    }

    /** A port that is free right now, chosen by the operating system by binding port 0 on the loopback address. */
    public static int getAvailablePort() {
        try (ServerSocket socket = new ServerSocket()) {
            socket.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new IllegalStateException("No free ephemeral port on the loopback address", e);
        }
    }

    /**
     * The first port at or above {@code from} that can be bound right now; {@link #getAvailablePort()} when
     * {@code from <= 0}.
     *
     * <p>Each candidate is bound on the wildcard address, because servers usually listen on every interface: a
     * port held on any one address must count as taken.
     *
     * @throws IllegalArgumentException if {@code from} is above 65535
     * @throws IllegalStateException if every port from {@code from} to 65535 is taken
     */
    public static int getAvailablePort(int from) {
        if (from <= 0) {
            return getAvailablePort();
        }
        if (from > MAX_PORT) {
            throw new IllegalArgumentException("Port " + from + " is out of range: must be at most " + MAX_PORT);
        }
        for (int port = from; port <= MAX_PORT; port++) {
            if (canBind(port)) {
                return port;
            }
        }
        throw new IllegalStateException("No free port between " + from + " and " + MAX_PORT);
    }

    /**
     * {@code ip:port} of a socket address; IPv6 addresses are written in brackets ({@code [::1]:20880}) so the
     * result can be parsed again. An unresolved address keeps its host name.
     */
    public static String toAddressString(InetSocketAddress address) {
        InetAddress ip = address.getAddress();
        String host = ip != null ? ip.getHostAddress() : address.getHostString();
        if (host.indexOf(':') >= 0 && !host.startsWith("[")) {
            host = "[" + host + "]";
        }
        return host + ":" + address.getPort();
    }

    /**
     * A socket address from {@code host:port}, {@code [ipv6]:port} or a bare host (port 0). The host is resolved,
     * which may query DNS.
     *
     * @throws IllegalArgumentException if the port is not a number between 0 and 65535
     */
    public static InetSocketAddress toAddress(String address) {
        String host = address;
        String port = null;
        if (address.startsWith("[")) {
            int close = address.indexOf(']');
            if (close > 0 && address.startsWith(":", close + 1)) {
                host = address.substring(0, close + 1);
                port = address.substring(close + 2);
            }
        } else {
            int colon = address.lastIndexOf(':');
            if (colon >= 0) {
                host = address.substring(0, colon);
                port = address.substring(colon + 1);
            }
        }
        if (port != null && !isPort(port)) {
            throw new IllegalArgumentException("Invalid port '" + port + "' in address '" + address + "'");
        }
        return new InetSocketAddress(host, port == null ? 0 : Integer.parseInt(port));
    }

    /**
     * A port picked at random between 30000 and 39999, as Apache Dubbo picks it; it may be taken: prefer
     * {@link #getAvailablePort()} where a free port is needed.
     */
    public static int getRandomPort() {
        return RANDOM_PORT_FROM + ThreadLocalRandom.current().nextInt(RANDOM_PORT_COUNT);
    }

    /** Whether {@code port} cannot be bound on the wildcard address right now (someone listens on it). */
    public static boolean isPortInUsed(int port) {
        return !canBind(port);
    }

    /**
     * The host name of {@code address} ({@code ip} or {@code ip:port}; the port is dropped), by reverse lookup,
     * remembered once found; {@code address} without its port when the lookup fails.
     */
    public static String getHostName(String address) {
        int colon = address.indexOf(':');
        String host = colon >= 0 ? address.substring(0, colon) : address;
        String known = HOST_NAMES.get(host);
        if (known != null) {
            return known;
        }
        try {
            String name = InetAddress.getByName(host).getHostName();
            HOST_NAMES.put(host, name);
            return name;
        } catch (UnknownHostException | SecurityException e) {
            return host;
        }
    }

    /** Whether {@code host} is a dotted IPv4 literal in the multicast range (first byte 224 to 239). */
    public static boolean isMulticastAddress(String host) {
        int dot = host.indexOf('.');
        if (dot <= 0 || dot > 3) {
            return false;
        }
        for (int i = 0; i < dot; i++) {
            if (!Character.isDigit(host.charAt(i))) {
                return false;
            }
        }
        int first = Integer.parseInt(host.substring(0, dot));
        return first >= 224 && first <= 239;
    }

    /** {@code protocol://host:port/path}; a path not starting with {@code /} gets one. */
    public static String toURL(String protocol, String host, int port, String path) {
        String tail = path == null ? "" : path;
        return protocol + "://" + host + ':' + port + (tail.startsWith("/") ? "" : "/") + tail;
    }

    private static boolean canBind(int port) {
        try (ServerSocket socket = new ServerSocket()) {
            socket.bind(new InetSocketAddress(port));
            return true;
        } catch (IOException e) {
            return false;
        }
    }

    private static boolean isIpv4Literal(String text) {
        Matcher matcher = IPV4_PATTERN.matcher(text);
        if (!matcher.matches()) {
            return false;
        }
        for (int i = 1; i <= 4; i++) {
            if (Integer.parseInt(matcher.group(i)) > 255) {
                return false;
            }
        }
        return true;
    }

    private static boolean isPort(String text) {
        return PORT_PATTERN.matcher(text).matches() && Integer.parseInt(text) <= MAX_PORT;
    }

    private static InetAddress resolveLocalHost() {
        try {
            return InetAddress.getLocalHost();
        } catch (UnknownHostException e) {
            return null;
        }
    }
}
