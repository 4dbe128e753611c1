package io.github.dubbotuned.test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.util.HashSet;
import java.util.Set;

import org.junit.jupiter.api.Test;

class ReservedPortsTest {

    @Test
    void portsLieBelowTheEphemeralRangeAndAreNeverHandedOutTwice() throws Exception {
        int[] range = ReservedPorts.range();
        Set<Integer> ports = new HashSet<>();
        for (int i = 0; i < 50; i++) {
            int port = ReservedPorts.reserve();
            assertTrue(port >= range[0] && port < range[1], port + " outside " + range[0] + ".." + range[1]);
            ports.add(port);
        }
        assertEquals(50, ports.size());
    }

    @Test
    void aReservedPortCanBeBoundClosedAndBoundAgain() throws Exception {
        int port = ReservedPorts.reserve();
        for (int i = 0; i < 2; i++) {
            try (ServerSocket server = new ServerSocket()) {
                server.setReuseAddress(true);
                server.bind(new InetSocketAddress(InetAddress.getLoopbackAddress(), port));
                assertEquals(port, server.getLocalPort());
            }
        }
    }
}
