package org.apache.dubbo.common.network;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.util.Arrays;
import java.util.Collections;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class LocalHostNamesTest {

    private static final MachineAddress ETH0 = machine("192.0.2.2", MachineAddress.Source.INTERFACE);
    private static final MachineAddress NONE = machine("127.0.0.1", MachineAddress.Source.LOOPBACK);

    @ParameterizedTest
    @ValueSource(strings = {"127.0.0.1", "127.1.2.3", "localhost", "LOCALHOST", "0.0.0.0", "", "127.x"})
    void unspecifiedHosts(String host) {
        assertTrue(LocalHostNames.isUnspecified(host));
    }

    @ParameterizedTest
    @ValueSource(strings = {"192.0.2.2", "vm", "localhost6", "::1", "0.0.0.1", "1127.0.0.1"})
    void specifiedHosts(String host) {
        assertFalse(LocalHostNames.isUnspecified(host));
    }

    @Test
    void nullIsUnspecifiedButNotLoopback() {
        assertTrue(LocalHostNames.isUnspecified(null));
        assertFalse(LocalHostNames.isLoopback(null));
        assertFalse(LocalHostNames.isLoopback("127.x"));
        assertTrue(LocalHostNames.isLoopback("127.0.0.9"));
    }

    @Test
    void aLoopbackProviderIsDialledAtTheMachineAddressFirstThenAsGiven() {
        assertEquals(Arrays.asList("192.0.2.2", "127.0.0.1"), LocalHostNames.dialOrder("127.0.0.1", ETH0));
        assertEquals(Arrays.asList("192.0.2.2", "localhost"), LocalHostNames.dialOrder("localhost", ETH0));
        assertEquals(Arrays.asList("192.0.2.2", "0.0.0.0"), LocalHostNames.dialOrder("0.0.0.0", ETH0));
        assertEquals(Arrays.asList("192.0.2.2", "127.0.0.1"), LocalHostNames.dialOrder("", ETH0));
    }

    @Test
    void anyOtherHostIsDialledAsGiven() {
        assertEquals(Collections.singletonList("198.51.100.7"), LocalHostNames.dialOrder("198.51.100.7", ETH0));
        assertEquals(Collections.singletonList("vm"), LocalHostNames.dialOrder("vm", ETH0));
    }

    @Test
    void withoutAMachineAddressLoopbackStaysLoopback() {
        assertEquals(Collections.singletonList("127.0.0.1"), LocalHostNames.dialOrder("127.0.0.1", NONE));
        assertEquals(Collections.singletonList("localhost"), LocalHostNames.dialOrder("localhost", NONE));
    }

    @Test
    void aProvidersIpv6AddressIsDialledFirstOnlyByAConsumerWithIpv6() throws Exception {
        MachineAddress withIpv6 = new MachineAddress(InetAddress.getByName("192.0.2.2"), "eth0",
                MachineAddress.Source.INTERFACE, (java.net.Inet6Address) InetAddress.getByName("2001:db8::2"));

        assertEquals(Arrays.asList("2001:db8::7", "198.51.100.7"),
                LocalHostNames.dialOrder("198.51.100.7", "2001:db8::7", withIpv6));
        assertEquals(Arrays.asList("2001:db8::7", "192.0.2.2", "127.0.0.1"),
                LocalHostNames.dialOrder("127.0.0.1", "2001:db8::7", withIpv6));
        assertEquals(Collections.singletonList("198.51.100.7"),
                LocalHostNames.dialOrder("198.51.100.7", "2001:db8::7", ETH0), "no IPv6 of our own");
        assertEquals(Collections.singletonList("198.51.100.7"),
                LocalHostNames.dialOrder("198.51.100.7", null, withIpv6));
        assertEquals("2001:db8:0:0:0:0:0:2", withIpv6.globalIpv6Host());
    }

    private static MachineAddress machine(String ip, MachineAddress.Source source) {
        try {
            return new MachineAddress(InetAddress.getByName(ip), null, source);
        } catch (java.net.UnknownHostException e) {
            throw new IllegalStateException(e);
        }
    }
}
