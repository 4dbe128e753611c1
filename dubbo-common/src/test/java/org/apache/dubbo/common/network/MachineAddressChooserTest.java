package org.apache.dubbo.common.network;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.UnknownHostException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

import org.junit.jupiter.api.Test;

class MachineAddressChooserTest {

    private static final Supplier<InetAddress> HOST_NAME_IS_LOOPBACK = () -> ip("127.0.0.1");
    private static final Supplier<InetAddress> HOST_NAME_UNRESOLVED = () -> null;

    private final Map<String, String> properties = new HashMap<>();

    @Test
    void firstInterfaceWithAnIpv4AddressInTheJdksOrder() {
        MachineAddress chosen = choose(HOST_NAME_IS_LOOPBACK,
                up("lo", "127.0.0.1", "::1").loopback(),
                up("docker0"),
                up("eth0", "fe80::1", "192.0.2.2"),
                up("eth1", "198.51.100.7"));

        assertEquals("192.0.2.2", chosen.host());
        assertEquals("eth0", chosen.interfaceName());
        assertEquals(MachineAddress.Source.INTERFACE, chosen.source());
        assertEquals("192.0.2.2 (interface eth0)", chosen.toString());
    }

    @Test
    void downVirtualAndLoopbackInterfacesAreNeverCandidates() {
        MachineAddress chosen = choose(HOST_NAME_IS_LOOPBACK,
                up("eth0", "192.0.2.2").down(),
                up("eth0:1", "192.0.2.3").virtual(),
                up("lo", "127.0.0.1").loopback(),
                up("eth1", "198.51.100.7"));

        assertEquals("198.51.100.7", chosen.host());
    }

    @Test
    void preferredInterfaceWinsOverTheFirst() {
        properties.put(InterfacePreferences.PREFERRED, "eth1");

        MachineAddress chosen = choose(HOST_NAME_IS_LOOPBACK,
                up("eth0", "192.0.2.2"),
                up("eth1", "198.51.100.7"));

        assertEquals("198.51.100.7", chosen.host());
        assertEquals(MachineAddress.Source.PREFERRED_INTERFACE, chosen.source());
        assertEquals("198.51.100.7 (preferred interface eth1)", chosen.toString());
    }

    @Test
    void preferredInterfaceIsMatchedByDisplayNameAndMustBeACandidate() {
        properties.put(InterfacePreferences.PREFERRED, "lo");

        assertEquals("192.0.2.2", choose(HOST_NAME_IS_LOOPBACK,
                up("lo", "127.0.0.1").loopback(),
                up("eth0", "192.0.2.2")).host(), "a loopback interface is never preferred");

        properties.put(InterfacePreferences.PREFERRED, "Intel Ethernet");
        assertEquals("198.51.100.7", choose(HOST_NAME_IS_LOOPBACK,
                up("eth0", "192.0.2.2"),
                new Iface("eth1", "Intel Ethernet", "198.51.100.7")).host());
    }

    @Test
    void preferredInterfaceWithoutAnAddressFallsBackToTheHostName() {
        properties.put(InterfacePreferences.PREFERRED, "tun0");

        MachineAddress chosen = choose(() -> ip("203.0.113.9"),
                up("tun0", "fe80::5"),
                up("eth0", "192.0.2.2"));

        assertEquals("203.0.113.9", chosen.host());
        assertEquals(MachineAddress.Source.HOST_NAME, chosen.source());
        assertNull(chosen.interfaceName());
    }

    @Test
    void ignoredInterfacesAreRegularExpressionsOnTheDisplayName() {
        properties.put(InterfacePreferences.IGNORED, "docker.*, eth0");

        MachineAddress chosen = choose(HOST_NAME_IS_LOOPBACK,
                up("docker0", "172.17.0.1"),
                up("eth0", "192.0.2.2"),
                up("eth10", "198.51.100.7"));

        assertEquals("198.51.100.7", chosen.host(), "eth0 is matched whole: eth10 stays a candidate");
    }

    @Test
    void anIgnoredEntryThatIsNoRegularExpressionMatchesLiterally() {
        properties.put(InterfacePreferences.IGNORED, "eth(0");

        assertEquals("198.51.100.7", choose(HOST_NAME_IS_LOOPBACK,
                up("eth(0", "192.0.2.2"),
                up("eth1", "198.51.100.7")).host());
    }

    @Test
    void pointToPointInterfacesOnlyWhenAsked() {
        Iface tunnel = up("tun0", "10.8.0.2").pointToPoint();
        Iface ethernet = up("eth0", "192.0.2.2");

        assertEquals("10.8.0.2", choose(HOST_NAME_IS_LOOPBACK, tunnel, ethernet).host());

        properties.put(InterfacePreferences.POINT_TO_POINT_IGNORED, "true");
        assertEquals("192.0.2.2", choose(HOST_NAME_IS_LOOPBACK, tunnel, ethernet).host());
    }

    @Test
    void everythingIgnoredAndHostNameOnLoopbackGivesLoopback() {
        properties.put(InterfacePreferences.IGNORED, ".*");

        MachineAddress chosen = choose(HOST_NAME_IS_LOOPBACK, up("eth0", "192.0.2.2"));

        assertEquals("127.0.0.1", chosen.host());
        assertEquals(MachineAddress.Source.LOOPBACK, chosen.source());
        assertTrue(chosen.isLoopback());
        assertEquals("127.0.0.1 (no usable interface)", chosen.toString());
    }

    @Test
    void hostNameThatResolvesElsewhereIsUsedWhenNoInterfaceHasAnAddress() {
        assertEquals("203.0.113.9", choose(() -> ip("203.0.113.9")).host());
        assertEquals("127.0.0.1", choose(HOST_NAME_UNRESOLVED).host());
    }

    @Test
    void ipv6OnlyWithPreferIpv6AndNotLinkLocalWhenThereIsAnother() {
        Iface eth0 = up("eth0", "fe80::fc:ff:fe00:1%2", "fd00::2", "192.0.2.2");

        assertEquals("192.0.2.2", choose(HOST_NAME_IS_LOOPBACK, eth0).host());

        properties.put(InterfacePreferences.PREFER_IPV6, "true");
        MachineAddress chosen = choose(HOST_NAME_IS_LOOPBACK, eth0);
        assertEquals("fd00:0:0:0:0:0:0:2", chosen.host());
    }

    @Test
    void linkLocalIpv6WithoutItsScopeWhenItIsTheOnlyOne() {
        properties.put(InterfacePreferences.PREFER_IPV6, "true");

        assertEquals("fe80:0:0:0:fc:ff:fe00:1", choose(HOST_NAME_IS_LOOPBACK,
                up("eth0", "fe80::fc:ff:fe00:1%2")).host());
    }

    @Test
    void globalIpv6IsTheLastResortOfAnIpv6OnlyMachine() {
        MachineAddress chosen = choose(HOST_NAME_IS_LOOPBACK,
                up("eth0", "fe80::1", "fd00::2", "2001:db8::7"));

        assertEquals("2001:db8:0:0:0:0:0:7", chosen.host());
        assertEquals(MachineAddress.Source.GLOBAL_IPV6, chosen.source());
    }

    @Test
    void theGlobalIpv6AddressOfTheChosenInterfaceIsKnownBesideItsIpv4Address() {
        MachineAddress chosen = choose(HOST_NAME_IS_LOOPBACK,
                up("eth0", "fe80::1", "fd00::2", "2001:db8::7", "192.0.2.2"),
                up("eth1", "2001:db8::8"));

        assertEquals("192.0.2.2", chosen.host());
        assertEquals("2001:db8:0:0:0:0:0:7", chosen.globalIpv6Host());
        assertNull(choose(HOST_NAME_IS_LOOPBACK, up("eth0", "fd00::2", "192.0.2.2")).globalIpv6Host(),
                "fd00::/8 is not global");
    }

    @Test
    void theFirstCandidateIsKeptForTheIpv6ResortEvenWithoutAddresses() {
        MachineAddress chosen = choose(HOST_NAME_IS_LOOPBACK,
                up("eth0", "fe80::1"),
                up("eth1", "2001:db8::7"));

        assertEquals("127.0.0.1", chosen.host(), "Apache keeps eth0, which has no global address");
    }

    @Test
    void theMachineAddressOfThisProcessIsOneOfItsOwn() throws Exception {
        MachineAddress current = MachineAddress.current();

        assertTrue(current.isLoopback() || java.net.NetworkInterface.getByInetAddress(current.address()) != null
                        || current.source() == MachineAddress.Source.HOST_NAME, current.toString());
        assertEquals(current, MachineAddress.current());
    }

    private MachineAddress choose(Supplier<InetAddress> hostName, Iface... interfaces) {
        List<InterfaceView> views = new ArrayList<>();
        for (Iface i : interfaces) {
            views.add(i.view());
        }
        return MachineAddressChooser.choose(InterfacePreferences.from(properties::get), views, hostName);
    }

    private static Iface up(String name, String... addresses) {
        return new Iface(name, name, addresses);
    }

    private static InetAddress ip(String literal) {
        try {
            return InetAddress.getByName(literal);
        } catch (UnknownHostException e) {
            throw new IllegalArgumentException(literal, e);
        }
    }

    private static final class Iface {
        final String name;
        final String displayName;
        final List<String> addresses;
        boolean up = true;
        boolean loopback;
        boolean virtual;
        boolean pointToPoint;

        Iface(String name, String displayName, String... addresses) {
            this.name = name;
            this.displayName = displayName;
            this.addresses = Arrays.asList(addresses);
        }

        Iface down() {
            up = false;
            return this;
        }

        Iface loopback() {
            loopback = true;
            return this;
        }

        Iface virtual() {
            virtual = true;
            return this;
        }

        Iface pointToPoint() {
            pointToPoint = true;
            return this;
        }

        InterfaceView view() {
            List<InetAddress> ips = new ArrayList<>();
            for (String a : addresses) {
                ips.add(ip(a));
            }
            return new InterfaceView(name, displayName, up, loopback, virtual, pointToPoint, ips);
        }
    }
}
