package org.apache.dubbo.common.network;

import java.net.Inet4Address;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Apache Dubbo's rules for this machine's address (as its 3.2 and 3.3 releases apply them):
 * <ol>
 * <li>Candidate interfaces, in the JDK's order: up, not loopback, not virtual, not point-to-point when
 *     {@code dubbo.network.interface.point-to-point.ignored=true}, not matched by
 *     {@code dubbo.network.interface.ignored}.</li>
 * <li>The interface: the candidate named by {@code dubbo.network.interface.preferred}, else the first candidate with
 *     a usable address, else the first candidate.</li>
 * <li>Its first usable address: IPv4 other than loopback and {@code 0.0.0.0}; IPv6 (not loopback) only with
 *     {@code -Djava.net.preferIPv6Addresses=true}.</li>
 * <li>Else what the host name resolves to, when that is usable.</li>
 * <li>Else a global IPv6 address of the interface (not link-local, site-local or {@code fd00::/8}).</li>
 * <li>Else {@code 127.0.0.1}.</li>
 * </ol>
 * One deliberate difference: among the usable addresses of the interface, a link-local one ({@code fe80::/10},
 * {@code 169.254.0.0/16}) is taken only when there is no other. Apache Dubbo takes whichever the JDK lists first,
 * which with {@code preferIPv6Addresses} is usually the link-local {@code fe80::} address, unreachable without its
 * scope. Apache Dubbo also "pings" each address ({@code isReachable}, 100 ms) before it takes it; an address of an
 * interface that is up is this machine's own, so that probe is left out.
 */
final class MachineAddressChooser {

    private static final Logger log = LoggerFactory.getLogger(MachineAddressChooser.class);

    private MachineAddressChooser() {
    }

    /**
     * @param hostName what the host name resolves to ({@link InetAddress#getLocalHost()}); may return null
     */
    static MachineAddress choose(InterfacePreferences preferences, List<InterfaceView> interfaces,
                                 Supplier<InetAddress> hostName) {
        List<InterfaceView> candidates = new ArrayList<>();
        for (InterfaceView view : interfaces) {
            if (isCandidate(view, preferences)) {
                candidates.add(view);
            }
        }
        InterfaceView chosen = null;
        boolean preferred = false;
        for (InterfaceView view : candidates) {
            if (preferences.isPreferred(view.displayName)) {
                chosen = view;
                preferred = true;
                break;
            }
        }
        if (chosen == null) {
            for (InterfaceView view : candidates) {
                if (usableAddress(view, preferences) != null) {
                    chosen = view;
                    break;
                }
            }
        }
        if (chosen == null && !candidates.isEmpty()) {
            chosen = candidates.get(0);
        }
        Inet6Address globalIpv6 = chosen == null ? null : globalIpv6(chosen);
        if (chosen != null) {
            InetAddress address = usableAddress(chosen, preferences);
            if (address != null) {
                return new MachineAddress(address, chosen.name,
                        preferred ? MachineAddress.Source.PREFERRED_INTERFACE : MachineAddress.Source.INTERFACE,
                        globalIpv6);
            }
        }
        InetAddress resolved = hostName.get();
        if (resolved != null && isUsable(resolved, preferences)) {
            return new MachineAddress(resolved, null, MachineAddress.Source.HOST_NAME, globalIpv6);
        }
        if (globalIpv6 != null) {
            return new MachineAddress(globalIpv6, chosen.name, MachineAddress.Source.GLOBAL_IPV6, globalIpv6);
        }
        return new MachineAddress(ipv4Loopback(), null, MachineAddress.Source.LOOPBACK);
    }

    /** {@link InetAddress#getLocalHost()}, or null when the host name does not resolve. */
    static InetAddress resolveHostName() {
        try {
            return InetAddress.getLocalHost();
        } catch (UnknownHostException | RuntimeException e) {
            log.debug("This machine's host name does not resolve: {}", e.toString());
            return null;
        }
    }

    private static boolean isCandidate(InterfaceView view, InterfacePreferences preferences) {
        return view.up && !view.loopback && !view.virtual
                && !(preferences.ignorePointToPoint && view.pointToPoint)
                && !preferences.isIgnored(view.displayName);
    }

    /** The first usable address of the interface, a link-local one only when there is no other. */
    private static InetAddress usableAddress(InterfaceView view, InterfacePreferences preferences) {
        InetAddress linkLocal = null;
        for (InetAddress address : view.addresses) {
            if (!isUsable(address, preferences)) {
                continue;
            }
            if (!address.isLinkLocalAddress()) {
                return address;
            }
            if (linkLocal == null) {
                linkLocal = address;
            }
        }
        return linkLocal;
    }

    private static boolean isUsable(InetAddress address, InterfacePreferences preferences) {
        if (address.isLoopbackAddress() || address.isAnyLocalAddress()) {
            return false;
        }
        return address instanceof Inet4Address || (address instanceof Inet6Address && preferences.preferIpv6);
    }

    /** The interface's first IPv6 address that is not loopback, link-local, site-local or in {@code fd00::/8}. */
    private static Inet6Address globalIpv6(InterfaceView view) {
        for (InetAddress address : view.addresses) {
            if (address instanceof Inet6Address
                    && !address.isLoopbackAddress()
                    && !address.isAnyLocalAddress()
                    && !address.isLinkLocalAddress()
                    && !address.isSiteLocalAddress()
                    && (address.getAddress()[0] & 0xff) != 0xfd) {
                return (Inet6Address) address;
            }
        }
        return null;
    }

    private static InetAddress ipv4Loopback() {
        try {
            return InetAddress.getByAddress(new byte[] {127, 0, 0, 1});
        } catch (UnknownHostException e) {
            throw new IllegalStateException(e);
        }
    }
}
