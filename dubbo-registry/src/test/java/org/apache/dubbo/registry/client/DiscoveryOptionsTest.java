package org.apache.dubbo.registry.client;

import org.apache.dubbo.common.URL;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class DiscoveryOptionsTest {

    private static DiscoveryOptions options(String parameters) {
        return DiscoveryOptions.of(URL.valueOf("service-discovery-registry://10.0.0.1:2181/org.apache.dubbo.registry."
                + "RegistryService?registry=zookeeper&application=demo" + parameters));
    }

    private static String failure(String parameters) {
        return assertThrows(IllegalArgumentException.class, () -> options(parameters)).getMessage();
    }

    @Test
    void defaultsAreApacheDubbos() {
        DiscoveryOptions options = options("");
        assertEquals("demo", options.application);
        assertEquals("10.0.0.1:2181", options.connectString);
        assertEquals("/services", options.instanceRoot);
        assertEquals("/dubbo", options.metadataRoot);
        assertEquals(60000, options.sessionTimeoutMs);
        assertEquals(15000, options.connectionTimeoutMs);
        assertEquals(10000, options.blockUntilConnectedMs);
        assertEquals(5000, options.delayNotificationMs);
        assertFalse(options.emptyProtection);
        assertFalse(options.remoteMetadata);
        assertEquals("local", options.storageType());
        assertTrue(options.reportDefinition);
        assertNull(options.registryCluster);
        assertNull(options.digestAuth);
    }

    @Test
    void groupMovesEveryRootAndRootPathOnlyTheInstances() {
        DiscoveryOptions grouped = options("&group=custom");
        assertEquals("/custom", grouped.instanceRoot);
        assertEquals("/custom", grouped.metadataRoot);
        DiscoveryOptions rooted = options("&rootPath=/apps/&group=/custom");
        assertEquals("/apps", rooted.instanceRoot);
        assertEquals("/custom", rooted.metadataRoot);
    }

    @Test
    void settingsAreRead() {
        DiscoveryOptions options = options("&backup=10.0.0.2:2182&username=u&password=p&metadata-type=REMOTE"
                + "&blockUntilConnectedWait=250&blockUntilConnectedUnit=milliseconds&REGISTRY_CLUSTER=zk1"
                + "&enable-empty-protection=true&delay-notification=0&session=30000&timeout=4000");
        assertEquals("10.0.0.1:2181,10.0.0.2:2182", options.connectString);
        assertEquals("u:p", options.digestAuth);
        assertTrue(options.remoteMetadata);
        assertEquals(250, options.blockUntilConnectedMs);
        assertEquals("zk1", options.registryCluster);
        assertTrue(options.emptyProtection);
        assertEquals(0, options.delayNotificationMs);
        assertEquals(30000, options.sessionTimeoutMs);
        assertEquals(4000, options.connectionTimeoutMs);
    }

    @Test
    void badValuesAreNamed() {
        assertTrue(failure("&registry=nacos").contains("registry=nacos"));
        assertTrue(failure("&metadata-type=db").contains("metadata-type=db"));
        assertTrue(failure("&blockUntilConnectedUnit=fortnights").contains("blockUntilConnectedUnit=fortnights"));
        assertTrue(failure("&session=0").contains("session"));
        assertTrue(failure("&rootPath=a//b").contains("rootPath=a//b"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> DiscoveryOptions.of(URL.valueOf(
                "service-discovery-registry://10.0.0.1:2181/x?application=demo"))).getMessage()
                .contains("registry=null"));
        assertThrows(IllegalStateException.class, () -> DiscoveryOptions.of(URL.valueOf(
                "service-discovery-registry://0.0.0.0:2181/x?registry=zookeeper&application=demo")));
    }
}
