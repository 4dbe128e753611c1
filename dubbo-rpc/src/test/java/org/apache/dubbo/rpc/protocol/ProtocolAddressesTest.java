package org.apache.dubbo.rpc.protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.network.MachineAddress;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ProtocolAddressesTest {

    @ParameterizedTest
    @ValueSource(strings = {"dubbo://127.0.0.1:20880/a.B", "dubbo://localhost:20880/a.B", "dubbo://0.0.0.0:20880/a.B",
            "dubbo://192.0.2.2:20880/a.B?anyhost=true", "dubbo://192.0.2.2:30000/a.B?bind.ip=127.0.0.1&bind.port=20880"})
    void noUsableHostListensOnEveryInterface(String url) {
        URL provider = URL.valueOf(url);

        assertTrue(ProtocolAddresses.listensOnEveryInterface(provider));
        assertTrue(ProtocolAddresses.bindAddress(provider).getAddress().isAnyLocalAddress());
        assertEquals(20880, ProtocolAddresses.bindAddress(provider).getPort());
        assertEquals("0.0.0.0:20880", ProtocolAddresses.serverKey(provider));
    }

    @Test
    void aConfiguredHostListensThereAloneOnTheBoundPort() {
        URL provider = URL.valueOf("dubbo://203.0.113.9:40000/a.B?bind.ip=127.0.0.2&anyhost=false&bind.port=20881");

        assertTrue(ProtocolAddresses.listensOnEveryInterface(provider), "127.x is no host, whatever anyhost says");
        URL specific = URL.valueOf("dubbo://203.0.113.9:40000/a.B?bind.ip=localhost6.invalid&anyhost=false"
                + "&bind.port=20881");
        assertFalse(ProtocolAddresses.listensOnEveryInterface(specific));
        assertEquals("localhost6.invalid:20881", ProtocolAddresses.serverKey(specific));
        assertEquals(20881, ProtocolAddresses.bindPort(specific));
    }

    @Test
    void dialTargetsFollowTheDialOrder() {
        URL provider = URL.valueOf("dubbo://203.0.113.9:20880/a.B");

        assertEquals(1, ProtocolAddresses.dialTargets(provider).size());
        assertEquals(20880, ProtocolAddresses.dialTargets(provider).first().getPort());
        int loopbackTargets = ProtocolAddresses.dialTargets(URL.valueOf("dubbo://127.0.0.1:20880/a.B")).size();
        assertEquals(MachineAddress.current().isLoopback() ? 1 : 2, loopbackTargets);
    }
}
