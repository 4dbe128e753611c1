package org.apache.dubbo.common.network;

import java.net.Inet6Address;
import java.net.InetAddress;
import java.util.Objects;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The address other machines reach this one at: what a provider without a configured host registers, and what a
 * consumer dials instead of a loopback provider address. Chosen once per process by {@link MachineAddressChooser}
 * under the same rules as Apache Dubbo, so that both pick the same address on the same machine.
 */
public final class MachineAddress {

    /** How the address was found, in the order the rules try. */
    public enum Source {
        /** The first usable address of the interface named by {@code dubbo.network.interface.preferred}. */
        PREFERRED_INTERFACE,
        /** The first usable address of the first interface that has one. */
        INTERFACE,
        /** What this machine's host name resolves to, as no interface had a usable address. */
        HOST_NAME,
        /** A global IPv6 address of the first interface, as nothing else was usable. */
        GLOBAL_IPV6,
        /** Nothing usable: {@code 127.0.0.1}, so everything stays on this machine. */
        LOOPBACK
    }

    private static final Logger log = LoggerFactory.getLogger(MachineAddress.class);

    private final InetAddress address;
    private final String interfaceName;
    private final Source source;
    private final Inet6Address globalIpv6;

    MachineAddress(InetAddress address, String interfaceName, Source source) {
        this(address, interfaceName, source, null);
    }

    MachineAddress(InetAddress address, String interfaceName, Source source, Inet6Address globalIpv6) {
        this.address = Objects.requireNonNull(address, "address");
        this.interfaceName = interfaceName;
        this.source = Objects.requireNonNull(source, "source");
        this.globalIpv6 = globalIpv6;
    }

    /** This process's machine address, chosen on first use from the interfaces and system properties of that moment. */
    public static MachineAddress current() {
        return Current.ADDRESS;
    }

    public InetAddress address() {
        return address;
    }

    /** The address as text, an IPv6 address without its scope ({@code %eth0}): what goes into URLs. */
    public String host() {
        return withoutScope(address);
    }

    private static String withoutScope(InetAddress address) {
        String text = address.getHostAddress();
        int scope = text.indexOf('%');
        return address instanceof Inet6Address && scope > 0 ? text.substring(0, scope) : text;
    }

    /**
     * A global IPv6 address of the chosen interface (not link-local, site-local or {@code fd00::/8}), without scope,
     * or null. Like Apache Dubbo, a provider registers it as {@code ipv6} beside an IPv4 host, and a consumer that has
     * one itself dials a provider's {@code ipv6} first.
     */
    public String globalIpv6Host() {
        return globalIpv6 == null ? null : withoutScope(globalIpv6);
    }

    /** The interface the address belongs to; null when it came from the host name or is the loopback fallback. */
    public String interfaceName() {
        return interfaceName;
    }

    public Source source() {
        return source;
    }

    /** Whether nothing but loopback was found, so "this machine" means 127.0.0.1. */
    public boolean isLoopback() {
        return address.isLoopbackAddress();
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof MachineAddress)) {
            return false;
        }
        MachineAddress other = (MachineAddress) o;
        return address.equals(other.address) && Objects.equals(interfaceName, other.interfaceName)
                && source == other.source && Objects.equals(globalIpv6, other.globalIpv6);
    }

    @Override
    public int hashCode() {
        return Objects.hash(address, interfaceName, source, globalIpv6);
    }

    @Override
    public String toString() {
        switch (source) {
            case PREFERRED_INTERFACE:
                return host() + " (preferred interface " + interfaceName + ")";
            case INTERFACE:
            case GLOBAL_IPV6:
                return host() + " (interface " + interfaceName + ")";
            case HOST_NAME:
                return host() + " (host name)";
            default:
                return host() + " (no usable interface)";
        }
    }

    /** Chosen when first asked for (class initialisation), so loading the class does no I/O. */
    private static final class Current {
        static final MachineAddress ADDRESS = chooseAndLog();

        private static MachineAddress chooseAndLog() {
            MachineAddress chosen = MachineAddressChooser.choose(InterfacePreferences.fromSystemProperties(),
                    InterfaceView.ofThisMachine(), MachineAddressChooser::resolveHostName);
            if (chosen.isLoopback()) {
                log.warn("This machine's address is {}: no network interface has a usable address, so providers"
                        + " register 127.0.0.1 and only consumers on this machine can reach them", chosen);
            } else {
                log.info("This machine's address is {}", chosen);
            }
            return chosen;
        }
    }
}
