package org.apache.dubbo.config.support;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.apache.dubbo.common.config.Environment;
import org.apache.dubbo.config.ConsumerConfig;
import org.apache.dubbo.config.ProtocolConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.rpc.model.ApplicationModel;
import org.apache.dubbo.rpc.model.FrameworkModel;
import org.apache.dubbo.rpc.model.ModuleModel;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Spec 4.2 "Creation from properties". */
class PropertyDeclaredConfigsTest {

    private final Map<String, String> system = new HashMap<>();
    private final Map<String, String> env = new HashMap<>();
    private final FrameworkModel framework = new FrameworkModel();
    private final ApplicationModel application = framework.newApplication();
    private final ModuleModel module = application.newModule();

    @AfterEach
    void destroyFramework() {
        framework.destroy();
    }

    private PropertyDeclaredConfigs declared(String propertiesResource) {
        system.put(Environment.PROPERTIES_FILE_KEY, propertiesResource);
        Environment.attach(application, new Environment(() -> system, () -> env, getClass().getClassLoader()));
        return new PropertyDeclaredConfigs(application);
    }

    @Test
    void registriesAreCreatedOnePerIdInFileOrder() {
        PropertyDeclaredConfigs declared = declared("extconfig/declared.properties");

        List<RegistryConfig> registries = declared.registries();

        assertEquals(List.of("a", "b"), registries.stream().map(RegistryConfig::getId).collect(Collectors.toList()));
        assertEquals("zookeeper://a:2181", registries.get(0).getAddress());
        assertEquals("nacos://b:8848", registries.get(1).getAddress());
        assertEquals(5000, registries.get(1).getTimeout());
        assertTrue(registries.get(1).isRefreshed());
        assertSame(application, registries.get(0).getScopeModel());
    }

    @Test
    void protocolNameDefaultsToItsId() {
        PropertyDeclaredConfigs declared = declared("extconfig/declared.properties");

        List<ProtocolConfig> protocols = declared.protocols();

        assertEquals(2, protocols.size());
        assertEquals("p1", protocols.get(0).getId());
        assertEquals("p1", protocols.get(0).getName());
        assertEquals(20881, protocols.get(0).getPort());
        assertEquals("tri", protocols.get(1).getName());
        assertEquals(50051, protocols.get(1).getPort());
    }

    @Test
    void overridingSourcesDeclareIdsToo() {
        PropertyDeclaredConfigs declared = declared("extconfig/declared.properties");
        system.put("dubbo.registries.sys.address", "zookeeper://sys:2181");
        system.put("dubbo.registries.a.address", "zookeeper://a-override:2181");

        List<RegistryConfig> registries = declared.registries();

        assertEquals(List.of("a", "sys", "b"),
                registries.stream().map(RegistryConfig::getId).collect(Collectors.toList()));
        assertEquals("zookeeper://a-override:2181", registries.get(0).getAddress());
    }

    @Test
    void singleFormDeclaresOneConfigWithoutId() {
        PropertyDeclaredConfigs declared = declared("extconfig/absent.properties");
        env.put("DUBBO_REGISTRY_ADDRESS", "zookeeper://env:2181");
        system.put("dubbo.protocol.port", "20882");

        List<RegistryConfig> registries = declared.registries();
        List<ProtocolConfig> protocols = declared.protocols();

        assertEquals(1, registries.size());
        assertNull(registries.get(0).getId());
        assertEquals("zookeeper://env:2181", registries.get(0).getAddress());
        assertEquals(20882, protocols.get(0).getPort());
        assertNull(protocols.get(0).getName());
    }

    @Test
    void singleFormIsNotADeclarationWhenIdsAreDeclared() {
        PropertyDeclaredConfigs declared = declared("extconfig/declared.properties");
        system.put("dubbo.registry.address", "zookeeper://single:2181");

        assertEquals(List.of("a", "b"),
                declared.registries().stream().map(RegistryConfig::getId).collect(Collectors.toList()));
    }

    @Test
    void uniqueConfigsExistWhenTheirTagHasProperties() {
        PropertyDeclaredConfigs declared = declared("extconfig/declared.properties");

        assertEquals("declared-app", declared.application().orElseThrow().getName());
        assertEquals("declared-module", declared.module(module).orElseThrow().getName());
        assertSame(module, declared.module(module).orElseThrow().getScopeModel());
        assertEquals("zookeeper://meta:2181", declared.metadataReports().get(0).getAddress());
        assertFalse(declared.monitor().isPresent());
        assertFalse(declared.metrics().isPresent());
        assertFalse(declared.tracing().isPresent());
        assertTrue(declared.configCenters().isEmpty());
        assertTrue(declared.providers(module).isEmpty());
    }

    @Test
    void consumersBelongToTheGivenModule() {
        PropertyDeclaredConfigs declared = declared("extconfig/declared.properties");

        List<ConsumerConfig> consumers = declared.consumers(module);

        assertEquals(List.of("fast", "slow"), consumers.stream().map(ConsumerConfig::getId)
                .collect(Collectors.toList()));
        assertEquals(100, consumers.get(0).getTimeout());
        assertSame(module, consumers.get(0).getScopeModel());
    }

    @Test
    void moduleOfAnotherApplicationIsRefused() {
        PropertyDeclaredConfigs declared = declared("extconfig/declared.properties");
        ModuleModel foreign = framework.newApplication().newModule();

        assertThrows(IllegalArgumentException.class, () -> declared.consumers(foreign));
    }

    @Test
    void servicesAndReferencesAreNotDeclaredHere() {
        PropertyDeclaredConfigs declared = declared("extconfig/absent.properties");
        system.put("dubbo.reference.com.example.Demo.timeout", "1");
        system.put("dubbo.service.com.example.Demo.timeout", "1");

        assertTrue(declared.declaredIds(RegistryConfig.class).isEmpty());
        assertTrue(declared.consumers(module).isEmpty());
        assertTrue(declared.providers(module).isEmpty());
    }
}
