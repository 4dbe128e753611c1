package org.apache.dubbo.config;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.function.Supplier;

import org.apache.dubbo.common.network.AddressOverrides;
import org.apache.dubbo.common.network.LocalHostNames;
import org.apache.dubbo.common.utils.NetUtils;
import org.apache.dubbo.rpc.protocol.ProtocolAddresses;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Where a service's protocol listens and what it registers, decided the way Apache Dubbo decides it:
 * <ul>
 * <li>Bind host: {@code DUBBO_IP_TO_BIND} (see {@link AddressOverrides}: protocol-prefixed first, environment before
 *     system property), else the protocol's {@code host}, else the provider's. A configured host that is
 *     {@linkplain LocalHostNames#isUnspecified unspecified} (unset, empty, {@code 127.x}, {@code localhost},
 *     {@code 0.0.0.0}) means "no host": bind every interface ({@code anyhost=true}) and take this machine's address
 *     as the host. {@code DUBBO_IP_TO_BIND} itself must name a reachable host: a loopback or wildcard value stops
 *     the export.</li>
 * <li>Registered host: {@code DUBBO_IP_TO_REGISTRY}, else the bind host; a loopback or wildcard value stops the
 *     export (Apache Dubbo 2.7, 3.2 and 3.3 all refuse it).</li>
 * <li>Bind port: {@code DUBBO_PORT_TO_BIND}, else the protocol's {@code port}, else the provider's (a port of 0 or
 *     unset passes on), else the protocol's default; a negative port takes the first free port from the default,
 *     once per protocol name for the whole process, so every service of that protocol shares it.</li>
 * <li>Registered port: {@code DUBBO_PORT_TO_REGISTRY}, else the bind port. An override port must be 1..65535.</li>
 * </ul>
 * The URL carries the registered host (an IPv6 literal in brackets) and port; {@code bind.ip}, {@code bind.port} and
 * {@code anyhost} tell the protocol where to listen. When the registered host is not IPv6 and this machine has a
 * global IPv6 address, that address is added as {@code ipv6}, which consumers with IPv6 of their own dial first.
 */
final class ProviderAddress {

    private static final Logger log = LoggerFactory.getLogger(ProviderAddress.class);

    /** The port a negative configured port resolved to, per protocol name: chosen once, shared by all services. */
    private static final ConcurrentMap<String, Integer> RANDOM_PORTS = new ConcurrentHashMap<>();

    final String protocol;
    final String bindHost;
    final int bindPort;
    /** The bind port is a free port this process chose (a negative configured port), not one the user gave. */
    final boolean freePort;
    final boolean anyHost;
    final String registryHost;
    final int registryPort;
    /** The machine's global IPv6 address registered beside a host that is not IPv6, or null. */
    final String ipv6;

    private ProviderAddress(String protocol, String bindHost, int bindPort, boolean freePort, boolean anyHost,
                            String registryHost, int registryPort, String ipv6) {
        this.protocol = protocol;
        this.bindHost = bindHost;
        this.bindPort = bindPort;
        this.freePort = freePort;
        this.anyHost = anyHost;
        this.registryHost = registryHost;
        this.registryPort = registryPort;
        this.ipv6 = ipv6;
    }

    /**
     * @param protocolConfig the protocol (its name, host and port)
     * @param provider       the provider defaults (host and port), may be null
     * @param defaultPort    the protocol's default port
     * @param machineHost    this machine's address ({@link NetUtils#getLocalHost()})
     * @param globalIpv6     this machine's global IPv6 address, or null
     * @throws IllegalArgumentException for an override that cannot work (a loopback or wildcard IP, a bad port)
     */
    static ProviderAddress resolve(ProtocolConfig protocolConfig, ProviderConfig provider, int defaultPort,
                                   AddressOverrides overrides, Supplier<String> machineHost, String globalIpv6) {
        String protocol = protocolConfig.getName() == null ? "dubbo" : protocolConfig.getName();
        String protocolHost = protocolConfig.getHost();
        String providerHost = provider == null ? null : provider.getHost();
        Integer protocolPort = protocolConfig.getPort();
        Integer providerPort = provider == null ? null : provider.getPort();
        String bindHost;
        boolean anyHost = false;
        AddressOverrides.Setting ipToBind = overrides.forProtocol(protocol, AddressOverrides.IP_TO_BIND);
        if (ipToBind != null) {
            bindHost = reachableHost(ipToBind, "bind", machineHost);
        } else {
            bindHost = isEmpty(protocolHost) ? providerHost : protocolHost;
            if (LocalHostNames.isUnspecified(bindHost)) {
                anyHost = true;
                bindHost = machineHost.get();
            }
        }
        AddressOverrides.Setting ipToRegistry = overrides.forProtocol(protocol, AddressOverrides.IP_TO_REGISTRY);
        String registryHost = ipToRegistry != null ? reachableHost(ipToRegistry, "register", machineHost) : bindHost;

        Integer bindPort = port(overrides.forProtocol(protocol, AddressOverrides.PORT_TO_BIND));
        boolean freePort = false;
        if (bindPort == null) {
            int configured = configuredPort(protocolPort, providerPort, defaultPort);
            freePort = configured <= 0;
            bindPort = freePort ? freePort(protocol, configured, defaultPort) : configured;
        }
        Integer registryPort = port(overrides.forProtocol(protocol, AddressOverrides.PORT_TO_REGISTRY));
        boolean ipv6Host = isIpv6Literal(registryHost);
        return new ProviderAddress(protocol, bindHost, bindPort, freePort, anyHost,
                ipv6Host && !registryHost.startsWith("[") ? "[" + registryHost + "]" : registryHost,
                registryPort != null ? registryPort : bindPort, ipv6Host ? null : globalIpv6);
    }

    /**
     * The host a consumer registers as its own ({@code register.ip}): {@code DUBBO_IP_TO_REGISTRY} (without protocol
     * prefix, as Apache Dubbo reads it for consumers), else this machine's address. A loopback or wildcard value
     * stops the reference, as in Apache Dubbo.
     */
    static String consumerRegistryHost(AddressOverrides overrides, Supplier<String> machineHost) {
        AddressOverrides.Setting ipToRegistry = overrides.get(AddressOverrides.IP_TO_REGISTRY);
        return ipToRegistry != null ? reachableHost(ipToRegistry, "register", machineHost) : machineHost.get();
    }

    /** Adds {@code bind.ip}, {@code bind.port}, {@code anyhost} and {@code ipv6} to a provider URL's parameters. */
    void writeTo(Map<String, String> parameters) {
        parameters.put(ProtocolAddresses.BIND_IP, bindHost);
        parameters.put(ProtocolAddresses.BIND_PORT, String.valueOf(bindPort));
        parameters.put(ProtocolAddresses.ANYHOST, String.valueOf(anyHost));
        if (ipv6 != null) {
            parameters.put(ProtocolAddresses.IPV6, ipv6);
        }
    }

    /** An IPv6 literal, bracketed or not ({@code fd00::2}, {@code [fd00::2]}); host names never contain a colon. */
    private static boolean isIpv6Literal(String host) {
        return host.indexOf(':') >= 0;
    }

    private static String reachableHost(AddressOverrides.Setting setting, String verb, Supplier<String> machineHost) {
        String host = setting.value();
        if (LocalHostNames.isUnspecified(host)) {
            throw new IllegalArgumentException("Invalid " + setting + ": Dubbo cannot " + verb + " a loopback or"
                    + " wildcard address, since other machines could not reach it. Unset it to " + verb
                    + " this machine's address (" + machineHost.get() + "), or give an address other machines"
                    + " reach this one at");
        }
        return host;
    }

    private static Integer port(AddressOverrides.Setting setting) {
        if (setting == null) {
            return null;
        }
        int port;
        try {
            port = Integer.parseInt(setting.value());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("Invalid " + setting + ": expected a port number from 1 to 65535", e);
        }
        if (NetUtils.isInvalidPort(port)) {
            throw new IllegalArgumentException("Invalid " + setting + ": expected a port number from 1 to 65535");
        }
        return port;
    }

    /** The protocol's port, else the provider's (0 or unset passes on), else the default; may be negative. */
    private static int configuredPort(Integer protocolPort, Integer providerPort, int defaultPort) {
        Integer port = protocolPort;
        if (port == null || port == 0) {
            port = providerPort;
        }
        if (port == null || port == 0) {
            port = defaultPort;
        }
        return port;
    }

    private static int freePort(String protocol, int configured, int defaultPort) {
        return RANDOM_PORTS.computeIfAbsent(protocol, name -> {
            int free = NetUtils.getAvailablePort(defaultPort);
            log.warn("Protocol {}: port {} means 'a free port', using {} for every {} service of this process",
                    name, configured, free, name);
            return free;
        });
    }

    /**
     * Forgets the free port this address chose, because another process bound it between the check and this
     * process's bind: the next {@link #resolve} of the protocol chooses again. A port the user gave is kept.
     *
     * @return whether the port was forgotten (false for a port the user gave, or one already chosen again)
     */
    boolean forgetTakenFreePort() {
        return freePort && RANDOM_PORTS.remove(protocol, bindPort);
    }

    private static boolean isEmpty(String text) {
        return text == null || text.isEmpty();
    }
}
