package org.apache.dubbo.config;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.util.HashMap;
import java.util.Map;

import org.apache.dubbo.common.network.AddressOverrides;
import org.apache.dubbo.common.utils.NetUtils;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.NullSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The host and port rules of Apache Dubbo 3.3 (checked against its jar: see docs/compatibility.md). */
class ProviderAddressTest {

    private static final String MACHINE = "192.0.2.2";

    private final Map<String, String> environment = new HashMap<>();
    private final Map<String, String> properties = new HashMap<>();

    @ParameterizedTest
    @NullSource
    @ValueSource(strings = {"", "127.0.0.1", "127.0.1.1", "localhost", "LOCALHOST", "0.0.0.0"})
    void noUsableHostBindsEveryInterfaceAndRegistersTheMachineAddress(String host) {
        ProviderAddress address = resolve(host, null, 20881, null);

        assertTrue(address.anyHost);
        assertEquals(MACHINE, address.bindHost);
        assertEquals(MACHINE, address.registryHost);
        assertEquals(20881, address.bindPort);
        assertEquals(20881, address.registryPort);
        Map<String, String> parameters = new HashMap<>();
        address.writeTo(parameters);
        assertEquals("true", parameters.get("anyhost"));
        assertEquals(MACHINE, parameters.get("bind.ip"));
        assertEquals("20881", parameters.get("bind.port"));
    }

    @Test
    void aConfiguredHostIsBoundAndRegisteredAsItIs() {
        ProviderAddress address = resolve("198.51.100.7", null, 20881, null);

        assertFalse(address.anyHost);
        assertEquals("198.51.100.7", address.bindHost);
        assertEquals("198.51.100.7", address.registryHost);
        Map<String, String> parameters = new HashMap<>();
        address.writeTo(parameters);
        assertEquals("false", parameters.get("anyhost"));
    }

    @Test
    void aHostNameIsKeptEvenWhenItResolvesToLoopback() {
        ProviderAddress address = resolve("vm", null, 20881, null);

        assertFalse(address.anyHost);
        assertEquals("vm", address.registryHost);
    }

    @Test
    void theProtocolHostWinsOverTheProvidersAndAnEmptyOneFallsThrough() {
        assertEquals("198.51.100.7", resolve("198.51.100.7", "203.0.113.1", 1, null).bindHost);
        assertEquals("203.0.113.1", resolve("", "203.0.113.1", 1, null).bindHost);
        assertEquals("203.0.113.1", resolve(null, "203.0.113.1", 1, null).bindHost);
        assertTrue(resolve("127.0.0.1", "203.0.113.1", 1, null).anyHost,
                "a loopback protocol host does not fall back to the provider's");
    }

    @Test
    void ipToBindWinsOverTheConfiguredHost() {
        environment.put("DUBBO_IP_TO_BIND", "198.51.100.7");

        ProviderAddress address = resolve("203.0.113.1", null, 20881, null);

        assertFalse(address.anyHost);
        assertEquals("198.51.100.7", address.bindHost);
        assertEquals("198.51.100.7", address.registryHost);
    }

    @Test
    void theProtocolPrefixedOverrideWins() {
        environment.put("DUBBO_IP_TO_BIND", "198.51.100.7");
        properties.put("DUBBO_DUBBO_IP_TO_BIND", "198.51.100.8");

        assertEquals("198.51.100.8", resolve(null, null, 20881, null).bindHost);
    }

    @Test
    void ipToRegistryChangesOnlyTheRegisteredHost() {
        properties.put("DUBBO_IP_TO_REGISTRY", "203.0.113.9");

        ProviderAddress address = resolve(null, null, 20881, null);

        assertTrue(address.anyHost);
        assertEquals(MACHINE, address.bindHost);
        assertEquals("203.0.113.9", address.registryHost);
    }

    @ParameterizedTest
    @ValueSource(strings = {"127.0.0.1", "localhost", "0.0.0.0"})
    void aLoopbackOrWildcardIpToRegistryIsRefused(String value) {
        environment.put("DUBBO_IP_TO_REGISTRY", value);

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> resolve(null, null, 20881, null));

        assertTrue(e.getMessage().startsWith("Invalid DUBBO_IP_TO_REGISTRY=" + value + " (environment variable)"),
                e.getMessage());
        assertTrue(e.getMessage().contains(MACHINE), e.getMessage());
    }

    @Test
    void aLoopbackIpToBindIsRefused() {
        properties.put("DUBBO_DUBBO_IP_TO_BIND", "127.0.0.1");

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> resolve(MACHINE, null, 20881, null));

        assertTrue(e.getMessage().startsWith("Invalid DUBBO_DUBBO_IP_TO_BIND=127.0.0.1 (system property): Dubbo"
                + " cannot bind a loopback or wildcard address"), e.getMessage());
    }

    @Test
    void portOverrides() {
        environment.put("DUBBO_PORT_TO_BIND", "30000");
        environment.put("DUBBO_PORT_TO_REGISTRY", "40000");

        ProviderAddress address = resolve(null, null, 20881, null);

        assertEquals(30000, address.bindPort);
        assertEquals(40000, address.registryPort);
    }

    @Test
    void registeredPortAloneLeavesTheBoundPort() {
        properties.put("DUBBO_PORT_TO_REGISTRY", "40000");

        ProviderAddress address = resolve(null, null, 20881, null);

        assertEquals(20881, address.bindPort);
        assertEquals(40000, address.registryPort);
    }

    @ParameterizedTest
    @ValueSource(strings = {"abc", "0", "-1", "65536", "1.5"})
    void aBadPortOverrideIsRefused(String value) {
        environment.put("DUBBO_PORT_TO_BIND", value);

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> resolve(null, null, 20881, null));

        assertEquals("Invalid DUBBO_PORT_TO_BIND=" + value + " (environment variable): expected a port number from 1"
                + " to 65535", e.getMessage());
    }

    @Test
    void portFallsFromProtocolToProviderToDefault() {
        assertEquals(20881, resolve(null, null, 20881, 20882).bindPort);
        assertEquals(20882, resolve(null, null, null, 20882).bindPort);
        assertEquals(20882, resolve(null, null, 0, 20882).bindPort);
        assertEquals(20880, resolve(null, null, null, null).bindPort);
        assertEquals(20880, resolve(null, null, 0, 0).bindPort);
    }

    @Test
    void aNegativePortIsOneFreePortSharedByTheProtocol() {
        int first = resolve("free-port-test", null, null, -1, null, null).bindPort;
        int second = resolve("free-port-test", null, null, null, -5, null).bindPort;

        assertTrue(first >= 20880, "from the default port on: " + first);
        assertEquals(first, second);
    }

    @Test
    void aTakenFreePortIsForgottenOnceAndChosenAgain() throws IOException {
        // the free port is searched from the default port up; an ephemeral default keeps clear of other tests
        ProtocolConfig protocol = new ProtocolConfig("taken-free-port-test", -1);
        int defaultPort = NetUtils.getAvailablePort();
        ProviderAddress first = ProviderAddress.resolve(protocol, null, defaultPort, overrides(), () -> MACHINE, null);
        try (ServerSocket otherProcess = new ServerSocket()) {
            otherProcess.bind(new InetSocketAddress(first.bindPort));

            assertTrue(first.forgetTakenFreePort());
            assertFalse(first.forgetTakenFreePort(), "already forgotten");
            ProviderAddress again = ProviderAddress.resolve(protocol, null, defaultPort, overrides(), () -> MACHINE,
                    null);

            assertTrue(again.freePort);
            assertTrue(again.bindPort > first.bindPort, again.bindPort + " after " + first.bindPort);
        }
    }

    @Test
    void aPortTheUserGaveIsNeverForgotten() {
        ProviderAddress configured = resolve(null, null, 20881, null);
        properties.put("DUBBO_PORT_TO_BIND", "30007");
        ProviderAddress overridden = resolve("dubbo", null, null, -1, null, null);

        assertFalse(configured.freePort);
        assertFalse(configured.forgetTakenFreePort());
        assertFalse(overridden.freePort);
        assertFalse(overridden.forgetTakenFreePort());
    }

    @Test
    void theProtocolNamePrefixesTheOverrides() {
        environment.put("TRI_DUBBO_PORT_TO_BIND", "30005");

        assertEquals(30005, resolve("tri", null, null, null, null, null).bindPort);
        assertEquals(20880, resolve("dubbo", null, null, null, null, null).bindPort);
    }

    @Test
    void aGlobalIpv6AddressIsRegisteredBesideAnIpv4Host() {
        Map<String, String> parameters = new HashMap<>();
        resolve("dubbo", null, null, 20881, null, "2001:db8:0:0:0:0:0:7").writeTo(parameters);

        assertEquals("2001:db8:0:0:0:0:0:7", parameters.get("ipv6"));

        Map<String, String> none = new HashMap<>();
        resolve(null, null, 20881, null).writeTo(none);
        assertFalse(none.containsKey("ipv6"));
    }

    @Test
    void anIpv6HostIsRegisteredInBracketsWithoutAnIpv6Parameter() {
        ProviderAddress address = resolve("dubbo", "2001:db8::9", null, 20881, null, "2001:db8:0:0:0:0:0:7");

        assertEquals("[2001:db8::9]", address.registryHost);
        assertEquals("2001:db8::9", address.bindHost);
        assertEquals(null, address.ipv6);
        assertEquals("[2001:db8::9]", resolve("[2001:db8::9]", null, 20881, null).registryHost);
    }

    @Test
    void theConsumerRegistersTheMachineAddressOrIpToRegistry() {
        assertEquals(MACHINE, ProviderAddress.consumerRegistryHost(overrides(), () -> MACHINE));

        properties.put("DUBBO_IP_TO_REGISTRY", "203.0.113.9");
        assertEquals("203.0.113.9", ProviderAddress.consumerRegistryHost(overrides(), () -> MACHINE));

        environment.put("DUBBO_IP_TO_REGISTRY", "127.0.0.1");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ProviderAddress.consumerRegistryHost(overrides(), () -> MACHINE));
        assertTrue(e.getMessage().startsWith("Invalid DUBBO_IP_TO_REGISTRY=127.0.0.1 (environment variable)"),
                e.getMessage());
    }

    private ProviderAddress resolve(String protocolHost, String providerHost, Integer protocolPort,
                                    Integer providerPort) {
        return resolve("dubbo", protocolHost, providerHost, protocolPort, providerPort, null);
    }

    private ProviderAddress resolve(String protocol, String protocolHost, String providerHost, Integer protocolPort,
                                    Integer providerPort, String globalIpv6) {
        ProtocolConfig protocolConfig = new ProtocolConfig(protocol);
        protocolConfig.setHost(protocolHost);
        protocolConfig.setPort(protocolPort);
        ProviderConfig provider = new ProviderConfig();
        provider.setHost(providerHost);
        provider.setPort(providerPort);
        return ProviderAddress.resolve(protocolConfig, provider, 20880, overrides(), () -> MACHINE, globalIpv6);
    }

    private AddressOverrides overrides() {
        return new AddressOverrides(environment::get, properties::get);
    }
}
