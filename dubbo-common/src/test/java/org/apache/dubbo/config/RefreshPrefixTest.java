package org.apache.dubbo.config;

import java.util.List;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

/** Spec 4.2: which prefix a bean reads, and that only the first prefix with any key is read. */
class RefreshPrefixTest {

    private static ProtocolConfig protocol(ExternalConfig config) {
        ProtocolConfig protocol = new ProtocolConfig(config.application, "tri");
        protocol.setId("p1");
        return protocol;
    }

    @Test
    void idPrefixComesFirstAndIsNotMergedWithTheOthers() {
        try (ExternalConfig config = new ExternalConfig()) {
            config.system.put("dubbo.protocols.p1.port", "1");
            config.system.put("dubbo.protocols.tri.port", "2");
            config.system.put("dubbo.protocols.tri.threads", "20");
            config.system.put("dubbo.protocol.port", "3");
            config.system.put("dubbo.protocol.threads", "30");
            ProtocolConfig protocol = protocol(config);

            protocol.refresh();

            assertEquals(1, protocol.getPort());
            assertNull(protocol.getThreads());
        }
    }

    @Test
    void namePrefixIsUsedWhenNothingIsUnderTheId() {
        try (ExternalConfig config = new ExternalConfig()) {
            config.system.put("dubbo.protocols.tri.port", "2");
            config.system.put("dubbo.protocol.port", "3");
            config.system.put("dubbo.protocol.threads", "30");
            ProtocolConfig protocol = protocol(config);

            protocol.refresh();

            assertEquals(2, protocol.getPort());
            assertNull(protocol.getThreads());
        }
    }

    @Test
    void tagPrefixIsTheLastResort() {
        try (ExternalConfig config = new ExternalConfig()) {
            config.system.put("dubbo.protocol.port", "3");
            config.system.put("dubbo.protocols.p10.port", "10");
            ProtocolConfig protocol = protocol(config);

            protocol.refresh();

            assertEquals(3, protocol.getPort());
        }
    }

    @Test
    void aKeyInTheLowestSourceIsEnoughToChooseThePrefix() {
        try (ExternalConfig config = new ExternalConfig("extconfig/prefixes.properties")) {
            config.system.put("dubbo.protocol.threads", "30");
            ProtocolConfig protocol = protocol(config);

            protocol.refresh();

            assertEquals(20891, protocol.getPort());
            assertNull(protocol.getThreads());
        }
    }

    @Test
    void uniqueConfigsReadOnlyTheirTagPrefix() {
        try (ExternalConfig config = new ExternalConfig()) {
            config.system.put("dubbo.applications.app1.owner", "by-id");
            config.system.put("dubbo.application.name", "by-tag");
            ApplicationConfig application = new ApplicationConfig(config.application);
            application.setId("app1");

            application.refresh();

            assertEquals(List.of("dubbo.application"), application.getPrefixes());
            assertEquals("by-tag", application.getName());
            assertNull(application.getOwner());
        }
    }

    @Test
    void multiInstanceConfigWithoutIdOrNameReadsTheTag() {
        try (ExternalConfig config = new ExternalConfig()) {
            config.env.put("DUBBO_REGISTRY_ADDRESS", "zookeeper://env:2181");
            RegistryConfig registry = new RegistryConfig(config.application);

            registry.refresh();

            assertEquals("zookeeper://env:2181", registry.getAddress());
        }
    }

    @Test
    void serviceAndReferenceReadTheirInterfacePrefix() {
        try (ExternalConfig config = new ExternalConfig()) {
            String iface = GreetingService.class.getName();
            config.system.put("dubbo.service." + iface + ".weight", "7");
            config.system.put("dubbo.reference." + iface + ".retries", "0");
            config.system.put("dubbo.reference." + iface + "Other.retries", "9");
            FakeService<GreetingService> service = new FakeService<>(config.module);
            service.setInterface(GreetingService.class);
            FakeReference<GreetingService> reference = new FakeReference<>(config.module);
            reference.setInterface(GreetingService.class);

            service.refresh();
            reference.refresh();

            assertEquals(7, service.getWeight());
            assertEquals(0, reference.getRetries());
        }
    }

    @Test
    void referenceWithoutInterfaceCannotBeRefreshed() {
        try (ExternalConfig config = new ExternalConfig()) {
            FakeReference<GreetingService> reference = new FakeReference<>(config.module);

            IllegalStateException e = assertThrows(IllegalStateException.class, reference::refresh);

            assertEquals("The interface of FakeReference is not set", e.getMessage());
        }
    }
}
