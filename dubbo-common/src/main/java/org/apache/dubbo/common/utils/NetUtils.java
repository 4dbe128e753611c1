package org.apache.dubbo.common.utils;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.IOException;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.NetworkInterface;
import java.net.ServerSocket;
import java.net.SocketException;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.Enumeration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Small network helpers: which address this process advertises, whether a host string means "this machine" or
 * "any address", and finding a free port.
 *
 * <p>Nothing here touches the network when the class is loaded: the local address is looked up on first use and
 * then cached for the life of the process.
 */
public final class NetUtils {

    /** The IPv4 loopback literal, used when no better local address exists. */
    public static final String LOCALHOST_VALUE = "127.0.0.1";

    /** The IPv4 wildcard literal: "listen on every interface". */
    public static final String ANYHOST_VALUE = "0.0.0.0";

    /** System property or environment variable that pins the advertised IP (same name as Apache Dubbo's). */
    public static final String DUBBO_IP_TO_BIND = "DUBBO_IP_TO_BIND";

    private static final Logger logger = LoggerFactory.getLogger(NetUtils.class);

    /** System property: comma-separated regular expressions of interface names never used for the local address. */
    public static final String IGNORED_INTERFACES = "dubbo.network.interface.ignored";

    /** System property: the name of the interface whose address is the local address when it has one. */
    public static final String PREFERRED_INTERFACE = "dubbo.network.interface.preferred";

    private static final int MAX_PORT = 65535;

    private static final Pattern IPV4_PATTERN = Pattern.compile("(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})\\.(\\d{1,3})");

    private static final Pattern LOOPBACK_IPV4_PATTERN = Pattern.compile("127(\\.\\d{1,3}){3}");

    private static final Pattern PORT_PATTERN = Pattern.compile("\\d{1,5}");

    private NetUtils() {
    }

    /**
     * The IP this process advertises: {@value #DUBBO_IP_TO_BIND} (system property first, then environment) when it
     * is an IP literal other hosts can reach (not loopback, not the wildcard; anything else is logged and ignored),
     * else the first site-local or global IPv4 address of an up, non-loopback, non-virtual interface (lowest
     * interface index first; the interface named by {@value #PREFERRED_INTERFACE} before any other; interfaces
     * whose name matches one of the comma-separated regular expressions of {@value #IGNORED_INTERFACES} never),
     * else {@value #LOCALHOST_VALUE}. Computed once.
     */
    public static String getLocalHost() {
        return LocalAddress.HOST;
    }

    /** The address behind {@link #getLocalHost()}; never null. */
    public static InetAddress getLocalAddress() {
        return LocalAddress.ADDRESS;
    }

    /** Whether {@code host} names this machine's loopback: {@code localhost} (any case) or {@code 127.x.x.x}. */
    public static boolean isLocalHost(String host) {
        return host != null && (LOOPBACK_IPV4_PATTERN.matcher(host).matches() || "localhost".equalsIgnoreCase(host));
    }

    /** Whether {@code host} is the IPv4 wildcard {@value #ANYHOST_VALUE}. */
    public static boolean isAnyHost(String host) {
        return ANYHOST_VALUE.equals(host);
    }

    /** Whether {@code host} cannot be advertised to others: empty, the wildcard, or a loopback name/address. */
    public static boolean isInvalidLocalHost(String host) {
        return host == null || host.isEmpty() || isAnyHost(host) || isLocalHost(host);
    }

    /** The negation of {@link #isInvalidLocalHost(String)}. */
    public static boolean isValidLocalHost(String host) {
        return !isInvalidLocalHost(host);
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

    /** Chooses the local address; {@code configuredIp} is the value of {@value #DUBBO_IP_TO_BIND}, may be null. */
    static InetAddress findLocalAddress(String configuredIp) {
        return findLocalAddress(configuredIp, System.getProperty(IGNORED_INTERFACES),
                System.getProperty(PREFERRED_INTERFACE));
    }

    /**
     * @param ignored   comma-separated regular expressions of interface names to skip, may be null
     * @param preferred the name of the interface to take first, may be null
     */
    static InetAddress findLocalAddress(String configuredIp, String ignored, String preferred) {
        if (configuredIp != null && !configuredIp.trim().isEmpty()) {
            String ip = configuredIp.trim();
            InetAddress configured = parseIpLiteral(ip);
            if (configured != null && isValidLocalHost(ip)) {
                return configured;
            }
            logger.warn("Ignoring {}='{}': not an IP address that other hosts can reach", DUBBO_IP_TO_BIND, ip);
        }
        InetAddress found = firstInterfaceAddress(ignoredPatterns(ignored), preferred);
        return found != null ? found : loopback();
    }

    private static List<Pattern> ignoredPatterns(String ignored) {
        List<Pattern> patterns = new ArrayList<>();
        if (ignored == null) {
            return patterns;
        }
        for (String part : ignored.split(",")) {
            String name = part.trim();
            if (name.isEmpty()) {
                continue;
            }
            try {
                patterns.add(Pattern.compile(name));
            } catch (java.util.regex.PatternSyntaxException e) {
                logger.warn("{}: '{}' is not a regular expression; matching the name literally", IGNORED_INTERFACES,
                        name);
                patterns.add(Pattern.compile(Pattern.quote(name)));
            }
        }
        return patterns;
    }

    private static boolean isIgnored(NetworkInterface networkInterface, List<Pattern> ignored) {
        for (Pattern pattern : ignored) {
            if (pattern.matcher(networkInterface.getName()).matches() || (networkInterface.getDisplayName() != null
                    && pattern.matcher(networkInterface.getDisplayName()).matches())) {
                return true;
            }
        }
        return false;
    }

    /** An IPv4 or IPv6 literal as an address, or null; never queries DNS. */
    static InetAddress parseIpLiteral(String ip) {
        Matcher ipv4 = IPV4_PATTERN.matcher(ip);
        if (ipv4.matches()) {
            byte[] bytes = new byte[4];
            for (int i = 0; i < 4; i++) {
                int octet = Integer.parseInt(ipv4.group(i + 1));
                if (octet > 255) {
                    return null;
                }
                bytes[i] = (byte) octet;
            }
            return byAddress(bytes);
        }
        if (ip.indexOf(':') < 0) {
            return null;
        }
        // The brackets make InetAddress reject anything that is not an IPv6 literal instead of asking DNS.
        String bracketed = ip.startsWith("[") ? ip : "[" + ip + "]";
        try {
            return InetAddress.getByName(bracketed);
        } catch (UnknownHostException e) {
            return null;
        }
    }

    private static InetAddress firstInterfaceAddress(List<Pattern> ignored, String preferred) {
        List<NetworkInterface> interfaces;
        try {
            Enumeration<NetworkInterface> all = NetworkInterface.getNetworkInterfaces();
            if (all == null) {
                return null;
            }
            interfaces = new ArrayList<>(Collections.list(all));
        } catch (SocketException e) {
            logger.warn("Cannot list network interfaces; falling back to {}", LOCALHOST_VALUE, e);
            return null;
        }
        interfaces.sort(Comparator.comparingInt(NetworkInterface::getIndex));
        if (preferred != null && !preferred.trim().isEmpty()) {
            String name = preferred.trim();
            interfaces.sort(Comparator.comparing(i -> !name.equals(i.getName())));
        }
        for (NetworkInterface networkInterface : interfaces) {
            if (!isCandidate(networkInterface) || isIgnored(networkInterface, ignored)) {
                continue;
            }
            for (InetAddress address : Collections.list(networkInterface.getInetAddresses())) {
                if (isAdvertisableIpv4(address)) {
                    return address;
                }
            }
        }
        return null;
    }

    private static boolean isCandidate(NetworkInterface networkInterface) {
        try {
            return networkInterface.isUp() && !networkInterface.isLoopback() && !networkInterface.isVirtual();
        } catch (SocketException e) {
            logger.debug("Skipping network interface {}: {}", networkInterface.getName(), e.toString());
            return false;
        }
    }

    private static boolean isAdvertisableIpv4(InetAddress address) {
        return address instanceof Inet4Address
                && !address.isLoopbackAddress()
                && !address.isAnyLocalAddress()
                && !address.isLinkLocalAddress()
                && !address.isMulticastAddress();
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

    private static InetAddress loopback() {
        return byAddress(new byte[] {127, 0, 0, 1});
    }

    private static InetAddress byAddress(byte[] bytes) {
        try {
            return InetAddress.getByAddress(bytes);
        } catch (UnknownHostException e) {
            // getByAddress only fails for a wrong array length, which the callers rule out.
            throw new IllegalStateException(e);
        }
    }

    private static String configuredIpToBind() {
        String fromProperty = System.getProperty(DUBBO_IP_TO_BIND);
        return fromProperty != null ? fromProperty : System.getenv(DUBBO_IP_TO_BIND);
    }

    /** Looked up on first use (class initialisation of the holder), so loading NetUtils stays free of I/O. */
    private static final class LocalAddress {
        static final InetAddress ADDRESS = findLocalAddress(configuredIpToBind());
        static final String HOST = ADDRESS.getHostAddress();
    }
}
