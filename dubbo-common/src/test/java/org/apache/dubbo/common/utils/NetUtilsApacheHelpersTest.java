package org.apache.dubbo.common.utils;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The small NetUtils helpers applications call, with the answers Apache Dubbo 3.3.5's give. */
class NetUtilsApacheHelpersTest {

    @Test
    void randomPortIsInApachesRange() {
        for (int i = 0; i < 200; i++) {
            int port = NetUtils.getRandomPort();
            assertTrue(port >= 30000 && port <= 39999, String.valueOf(port));
        }
    }

    @Test
    void aListeningPortIsInUse() throws IOException {
        try (ServerSocket socket = new ServerSocket()) {
            socket.bind(new InetSocketAddress(0));
            assertTrue(NetUtils.isPortInUsed(socket.getLocalPort()));
        }
    }

    @Test
    void multicastAddressesAreThoseFrom224To239() {
        assertTrue(NetUtils.isMulticastAddress("224.5.6.7"));
        assertTrue(NetUtils.isMulticastAddress("239.255.255.255"));
        assertFalse(NetUtils.isMulticastAddress("223.5.6.7"));
        assertFalse(NetUtils.isMulticastAddress("240.0.0.1"));
        assertFalse(NetUtils.isMulticastAddress("localhost"));
        assertFalse(NetUtils.isMulticastAddress("ff02::1"));
        assertFalse(NetUtils.isMulticastAddress("a.b"));
    }

    @Test
    void hostNameDropsThePort() throws Exception {
        String loopback = InetAddress.getLoopbackAddress().getHostAddress();
        String name = InetAddress.getByName(loopback).getHostName();
        assertEquals(name, NetUtils.getHostName(loopback + ":20880"));
        assertEquals(name, NetUtils.getHostName(loopback));
    }

    @Test
    void toUrlJoinsThePartsWithOneSlashBeforeThePath() {
        assertEquals("dubbo://10.0.0.1:20880/com.example.Greeter",
                NetUtils.toURL("dubbo", "10.0.0.1", 20880, "com.example.Greeter"));
        assertEquals("dubbo://10.0.0.1:20880/com.example.Greeter",
                NetUtils.toURL("dubbo", "10.0.0.1", 20880, "/com.example.Greeter"));
        assertEquals("http://h:80/", NetUtils.toURL("http", "h", 80, ""));
    }
}
