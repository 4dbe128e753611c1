package org.apache.dubbo.config;

import java.util.Collections;
import java.util.Map;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ConfigObjectMethodsTest {

    @Test
    void toStringListsSetAttributesInNameOrder() {
        ProtocolConfig protocol = new ProtocolConfig("dubbo", 20880);
        protocol.setIothreads(8);
        protocol.setId("p");

        assertEquals("<dubbo:protocol id=\"p\" iothreads=\"8\" name=\"dubbo\" port=\"20880\" />",
                protocol.toString());
        assertEquals("<dubbo:application />", new ApplicationConfig().toString());
    }

    @Test
    void toStringMasksPasswords() {
        RegistryConfig registry = new RegistryConfig();
        registry.setUsername("admin");
        registry.setPassword("secret");
        SslConfig ssl = new SslConfig();
        ssl.setServerKeyPassword("alsosecret");

        assertEquals("<dubbo:registry password=\"******\" username=\"admin\" />", registry.toString());
        assertFalse(ssl.toString().contains("alsosecret"), ssl.toString());
    }

    @Test
    void toStringShowsParametersButNotDerivedState() {
        MethodConfig method = new MethodConfig();
        method.setName("greet");
        method.setParentPrefix("dubbo.service.x");
        method.getParameters().put("k", "v");

        assertEquals("<dubbo:method name=\"greet\" parameters=\"{k=v}\" />", method.toString());
    }

    @Test
    void equalsComparesAttributesButNotTheId() {
        ProtocolConfig a = new ProtocolConfig("dubbo", 20880);
        a.setId("a");
        ProtocolConfig b = new ProtocolConfig("dubbo", 20880);
        b.setId("b");
        ProtocolConfig c = new ProtocolConfig("dubbo", 20881);

        assertEquals(a, b);
        assertEquals(a.hashCode(), b.hashCode());
        assertNotEquals(a, c);
        assertNotEquals(a, new RegistryConfig());
    }

    @Test
    void equalsIncludesParameters() {
        RegistryConfig a = new RegistryConfig("zookeeper://zk:2181");
        RegistryConfig b = new RegistryConfig("zookeeper://zk:2181");
        b.setParameters(Collections.singletonMap("k", "v"));

        assertNotEquals(a, b);
    }

    @Test
    void metaDataUsesKebabCaseAttributeNames() {
        ApplicationConfig application = new ApplicationConfig("demo");
        application.setQosEnable(false);
        application.setMetadataType("remote");
        application.setParameters(Collections.singletonMap("k", "v"));
        application.setId("app");

        Map<String, String> metaData = application.getMetaData();

        assertEquals("demo", metaData.get("name"));
        assertEquals("false", metaData.get("qos-enable"));
        assertEquals("remote", metaData.get("metadata-type"));
        assertEquals("[{k:v}]", metaData.get("parameters"));
        assertEquals("app", metaData.get("id"));
        assertFalse(metaData.containsKey("qos-enable-compatible"));
        assertFalse(metaData.containsKey("valid"));
    }

    @Test
    void serviceMetaDataOverlaysTheProvider() {
        ProviderConfig provider = new ProviderConfig();
        provider.setTimeout(1000);
        provider.setRetries(1);
        provider.setFilter("a");
        FakeService<GreetingService> service = new FakeService<>();
        service.setProvider(provider);
        service.setTimeout(3000);
        service.setFilter("b");

        Map<String, String> metaData = service.getMetaData();

        assertEquals("3000", metaData.get("timeout"));
        assertEquals("1", metaData.get("retries"));
        assertEquals("a,b", metaData.get("filter"));
    }

    @Test
    void referenceMetaDataOverlaysTheConsumer() {
        ConsumerConfig consumer = new ConsumerConfig();
        consumer.setTimeout(1000);
        consumer.setCheck(false);
        FakeReference<GreetingService> reference = new FakeReference<>();
        reference.setConsumer(consumer);
        reference.setTimeout(3000);

        Map<String, String> metaData = reference.getMetaData();

        assertEquals("3000", metaData.get("timeout"));
        assertEquals("false", metaData.get("check"));
    }

    @Test
    void validityDependsOnMandatoryAttributes() {
        assertFalse(new ApplicationConfig().isValid());
        assertTrue(new ApplicationConfig("demo").isValid());
        assertFalse(new RegistryConfig().isValid());
        assertTrue(new RegistryConfig("zk:2181").isValid());
        assertTrue(new ProtocolConfig("dubbo").isValid());
        assertFalse(new MetadataReportConfig().isValid());
        ConfigCenterConfig center = new ConfigCenterConfig();
        center.setAddress("zk:2181");
        assertFalse(center.isValid(), "an address without protocol needs a protocol attribute");
        center.setProtocol("zookeeper");
        assertTrue(center.isValid());
        MonitorConfig monitor = new MonitorConfig();
        monitor.setProtocol("registry");
        assertTrue(monitor.isValid());
    }
}
