package org.apache.dubbo.common.utils;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;

import org.apache.dubbo.common.network.MachineAddress;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class NetUtilsTest {

    @Test
    void availablePortCanBeBoundOnLoopback() throws IOException {
        int port = NetUtils.getAvailablePort();

        assertTrue(port > 0 && port <= 65535, "port " + port);
        try (ServerSocket socket = new ServerSocket()) {
            socket.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port));
        }
    }

    @Test
    void availablePortFromSkipsAPortInUse() throws IOException {
        try (ServerSocket taken = new ServerSocket()) {
            taken.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0));
            int busy = taken.getLocalPort();

            int found = NetUtils.getAvailablePort(busy);

            assertTrue(found > busy, "expected a port above " + busy + ", got " + found);
        }
    }

    @Test
    void availablePortFromReturnsTheStartWhenFree() {
        int free = NetUtils.getAvailablePort();

        int found = NetUtils.getAvailablePort(free);

        assertTrue(found >= free, "expected at least " + free + ", got " + found);
    }

    @Test
    void availablePortFromZeroOrNegativeIsAnEphemeralPort() {
        assertTrue(NetUtils.getAvailablePort(0) > 0);
        assertTrue(NetUtils.getAvailablePort(-5) > 0);
    }

    @Test
    void availablePortFromAboveRangeIsRejected() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> NetUtils.getAvailablePort(70000));

        assertTrue(e.getMessage().contains("70000"), e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"localhost", "LOCALHOST", "127.0.0.1", "127.1.2.3"})
    void recognisesLocalHost(String host) {
        assertTrue(NetUtils.isLocalHost(host));
        assertTrue(NetUtils.isInvalidLocalHost(host));
        assertFalse(NetUtils.isValidLocalHost(host));
    }

    @ParameterizedTest
    @ValueSource(strings = {"10.0.0.1", "128.0.0.1", "example.com", "127.0.0"})
    void otherHostsAreNotLocalHost(String host) {
        assertFalse(NetUtils.isLocalHost(host));
    }

    @Test
    void nullIsNeitherLocalNorAnyHost() {
        assertFalse(NetUtils.isLocalHost(null));
        assertFalse(NetUtils.isAnyHost(null));
        assertTrue(NetUtils.isInvalidLocalHost(null));
        assertTrue(NetUtils.isInvalidLocalHost(""));
    }

    @Test
    void anyHostIsTheIpv4Wildcard() {
        assertTrue(NetUtils.isAnyHost("0.0.0.0"));
        assertFalse(NetUtils.isAnyHost("0.0.0.1"));
        assertTrue(NetUtils.isInvalidLocalHost("0.0.0.0"));
        assertTrue(NetUtils.isValidLocalHost("10.0.0.1"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"10.20.130.230:20880", "0.0.0.0:0", "255.255.255.255:65535"})
    void validAddresses(String address) {
        assertTrue(NetUtils.isValidAddress(address));
    }

    @ParameterizedTest
    @ValueSource(strings = {"10.20.130.230", "10.20.130:20880", "256.0.0.1:1", "10.0.0.1:65536", "host:20880",
            "10.0.0.1:", ":20880", "10.0.0.1:port"})
    void invalidAddresses(String address) {
        assertFalse(NetUtils.isValidAddress(address));
    }

    @Test
    void nullIsNotAValidAddress() {
        assertFalse(NetUtils.isValidAddress(null));
    }

    @Test
    void addressStringOfIpv4() {
        assertEquals("127.0.0.1:20880", NetUtils.toAddressString(new InetSocketAddress("127.0.0.1", 20880)));
    }

    @Test
    void addressStringOfIpv6IsBracketed() {
        assertEquals("[0:0:0:0:0:0:0:1]:20880", NetUtils.toAddressString(new InetSocketAddress("::1", 20880)));
    }

    @Test
    void addressStringOfUnresolvedAddressKeepsTheName() {
        assertEquals("some.host:1", NetUtils.toAddressString(InetSocketAddress.createUnresolved("some.host", 1)));
    }

    @Test
    void toAddressParsesHostAndPort() {
        InetSocketAddress address = NetUtils.toAddress("127.0.0.1:20880");

        assertEquals("127.0.0.1", address.getAddress().getHostAddress());
        assertEquals(20880, address.getPort());
    }

    @Test
    void toAddressParsesBracketedIpv6() {
        InetSocketAddress address = NetUtils.toAddress("[::1]:7");

        assertTrue(address.getAddress().isLoopbackAddress());
        assertEquals(7, address.getPort());
        assertEquals("[0:0:0:0:0:0:0:1]:7", NetUtils.toAddressString(address));
    }

    @Test
    void toAddressWithoutPortUsesPortZero() {
        assertEquals(0, NetUtils.toAddress("127.0.0.1").getPort());
    }

    @Test
    void toAddressRejectsBadPortNamingTheAddress() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> NetUtils.toAddress("127.0.0.1:http"));

        assertTrue(e.getMessage().contains("127.0.0.1:http"), e.getMessage());
    }

    @Test
    void localHostIsTheMachineAddressAndCached() {
        String localHost = NetUtils.getLocalHost();

        assertEquals(MachineAddress.current().host(), localHost);
        assertTrue(NetUtils.isValidLocalHost(localHost) || NetUtils.LOCALHOST_VALUE.equals(localHost), localHost);
        assertSame(NetUtils.getLocalAddress(), NetUtils.getLocalAddress());
        assertNotNull(NetUtils.getLocalHostName());
    }

    @Test
    void filterLocalHostReplacesOnlyInvalidHosts() {
        String machine = NetUtils.getLocalHost();

        assertEquals(machine, NetUtils.filterLocalHost("127.0.0.1"));
        assertEquals(machine + ":20880", NetUtils.filterLocalHost("localhost:20880"));
        assertEquals("dubbo://" + machine + ":20880/a.B?x=1",
                NetUtils.filterLocalHost("dubbo://0.0.0.0:20880/a.B?x=1"));
        assertEquals("10.0.0.1:20880", NetUtils.filterLocalHost("10.0.0.1:20880"));
        assertEquals("dubbo://10.0.0.1:1/a.B", NetUtils.filterLocalHost("dubbo://10.0.0.1:1/a.B"));
        assertNull(NetUtils.filterLocalHost(null));
        assertEquals("", NetUtils.filterLocalHost(""));
    }

    @Test
    void invalidHostBindsEveryInterface() {
        assertTrue(NetUtils.getLocalSocketAddress("127.0.0.1", 7).getAddress().isAnyLocalAddress());
        assertTrue(NetUtils.getLocalSocketAddress(null, 7).getAddress().isAnyLocalAddress());
        assertEquals("10.0.0.1", NetUtils.getLocalSocketAddress("10.0.0.1", 7).getAddress().getHostAddress());
    }

    @Test
    void invalidPorts() {
        assertTrue(NetUtils.isInvalidPort(0));
        assertTrue(NetUtils.isInvalidPort(-1));
        assertTrue(NetUtils.isInvalidPort(65536));
        assertFalse(NetUtils.isInvalidPort(1));
        assertFalse(NetUtils.isInvalidPort(65535));
    }

    @Test
    void ipByHostOfLiteralIsTheLiteral() {
        assertEquals("10.0.0.1", NetUtils.getIpByHost("10.0.0.1"));
        assertNull(NetUtils.getIpByHost(null));
        assertEquals("", NetUtils.getIpByHost(""));
    }
}
