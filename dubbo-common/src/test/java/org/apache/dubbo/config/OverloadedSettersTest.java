package org.apache.dubbo.config;

import java.util.Arrays;
import java.util.Collections;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

@SuppressWarnings("deprecation")
class OverloadedSettersTest {

    @Test
    void interfaceByClassSetsNameAndClassLoader() {
        FakeService<GreetingService> service = new FakeService<>();
        service.setInterface(GreetingService.class);

        assertEquals(GreetingService.class.getName(), service.getInterface());
        assertSame(GreetingService.class.getClassLoader(), service.getInterfaceClassLoader());
        assertSame(GreetingService.class, service.getInterfaceClass());

        service.setInterface("com.acme.Other");
        assertEquals("com.acme.Other", service.getInterface());
        IllegalStateException e = assertThrows(IllegalStateException.class, service::getInterfaceClass);
        assertTrue(e.getMessage().contains("com.acme.Other"), e.getMessage());
    }

    @Test
    void interfaceByNameIsLoadedOnDemand() {
        FakeReference<GreetingService> reference = new FakeReference<>();
        reference.setInterface(GreetingService.class.getName());

        assertSame(GreetingService.class, reference.getInterfaceClass());
    }

    @Test
    void aClassThatIsNotAnInterfaceIsRejected() {
        IllegalStateException service = assertThrows(IllegalStateException.class,
                () -> new FakeService<>().setInterface(String.class));
        IllegalStateException reference = assertThrows(IllegalStateException.class,
                () -> new FakeReference<>().setInterface(String.class));

        assertTrue(service.getMessage().contains("java.lang.String"), service.getMessage());
        assertTrue(reference.getMessage().contains("not an interface"), reference.getMessage());
        new FakeService<>().setInterfaceClass(GreetingService.class);
    }

    @Test
    void registryAndRegistries() {
        RegistryConfig first = new RegistryConfig("zookeeper://a:2181");
        RegistryConfig second = new RegistryConfig("zookeeper://b:2181");
        FakeReference<GreetingService> reference = new FakeReference<>();

        reference.setRegistry(first);
        assertEquals(Collections.singletonList(first), reference.getRegistries());
        reference.setRegistries(Arrays.asList(second, first));
        assertSame(second, reference.getRegistry());

        ApplicationConfig application = new ApplicationConfig("demo");
        application.setRegistry(first);
        assertSame(first, application.getRegistry());
        ModuleConfig module = new ModuleConfig("m");
        module.setRegistries(Collections.singletonList(second));
        assertSame(second, module.getRegistry());
    }

    @Test
    void protocolAndProtocols() {
        ProtocolConfig dubbo = new ProtocolConfig("dubbo");
        ProtocolConfig tri = new ProtocolConfig("tri");
        FakeService<GreetingService> service = new FakeService<>();

        service.setProtocol(dubbo);
        assertEquals(Collections.singletonList(dubbo), service.getProtocols());
        service.setProtocols(Arrays.asList(tri, dubbo));
        assertSame(tri, service.getProtocol());

        ProviderConfig provider = new ProviderConfig();
        provider.setProtocol("rest");
        assertEquals("rest", provider.getProtocol().getName());
    }

    @Test
    void mockAcceptsBooleansAndText() {
        FakeReference<GreetingService> reference = new FakeReference<>();
        reference.setMock((Object) Boolean.TRUE);
        assertEquals("true", reference.getMock());
        reference.setMock((Object) null);
        assertEquals("true", reference.getMock(), "a null object leaves the mock unchanged");
        reference.setMock("return null");
        assertEquals("return null", reference.getMock());
    }

    @Test
    void booleanOverloadsStoreText() {
        FakeService<GreetingService> service = new FakeService<>();
        service.setStub(Boolean.TRUE);
        service.setLocal(Boolean.FALSE);
        service.setToken(Boolean.TRUE);
        service.setAccesslog(Boolean.TRUE);

        assertEquals("true", service.getStub());
        assertEquals("false", service.getLocal());
        assertEquals("true", service.getToken());
        assertEquals("true", service.getAccesslog());

        service.setStub((Boolean) null);
        assertNull(service.getStub());
    }

    @Test
    void genericAcceptsBooleanAndKnownNamesOnly() {
        FakeReference<GreetingService> reference = new FakeReference<>();
        reference.setGeneric(Boolean.TRUE);
        assertEquals("true", reference.getGeneric());
        assertEquals(Boolean.TRUE, reference.isGeneric());

        reference.setGeneric("bean");
        assertEquals(Boolean.TRUE, reference.isGeneric());
        reference.setGeneric(" ");
        assertEquals("bean", reference.getGeneric(), "a blank value never clears generic");
        reference.setGeneric("false");
        assertEquals(Boolean.FALSE, reference.isGeneric());

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> reference.setGeneric("json"));
        assertTrue(e.getMessage().startsWith("Unsupported generic='json'"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new FakeService<>().setGeneric("yes"));
        assertNull(new ConsumerConfig().isGeneric());
    }

    @Test
    void monitorByAddress() {
        FakeService<GreetingService> service = new FakeService<>();
        service.setMonitor("dubbo://monitor:7070");
        ApplicationConfig application = new ApplicationConfig();
        application.setMonitor("registry://zk:2181");

        assertEquals("dubbo://monitor:7070", service.getMonitor().getAddress());
        assertEquals("registry://zk:2181", application.getMonitor().getAddress());
    }

    @Test
    void dispatherIsAnAliasOfDispatcher() {
        ProtocolConfig protocol = new ProtocolConfig();
        protocol.setDispather("direct");
        ProviderConfig provider = new ProviderConfig();
        provider.setDispather("message");

        assertEquals("direct", protocol.getDispatcher());
        assertEquals("message", provider.getDispatcher());
    }

    @Test
    void convenienceConstructors() {
        assertEquals("demo", new ApplicationConfig("demo").getName());
        assertEquals("zk:2181", new RegistryConfig("zk:2181").getAddress());
        RegistryConfig registry = new RegistryConfig("zk:2181", "zookeeper");
        assertEquals("zookeeper", registry.getProtocol());
        assertEquals(Integer.valueOf(2181), registry.getPort());
        ProtocolConfig protocol = new ProtocolConfig("dubbo", 20880);
        assertEquals("dubbo", protocol.getName());
        assertEquals(Integer.valueOf(20880), protocol.getPort());
        assertEquals("tri", new ProtocolConfig("tri").getName());
        assertEquals("orders", new ModuleConfig("orders").getName());
        assertEquals("zookeeper", new MetadataReportConfig("zookeeper://zk:2181").getProtocol());
        assertEquals("dubbo://m:1", new MonitorConfig("dubbo://m:1").getAddress());
    }

    @Test
    void environmentIsOneOfThree() {
        ApplicationConfig application = new ApplicationConfig("demo");
        application.setEnvironment("test");

        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> application.setEnvironment("staging"));
        assertEquals("Unsupported environment 'staging': expected one of develop, test, product", e.getMessage());
        assertEquals("test", application.getEnvironment());
    }

    @Test
    void qosCompatibleAccessorsShareTheValue() {
        ApplicationConfig application = new ApplicationConfig();
        application.setQosEnableCompatible(false);
        application.setQosHostCompatible("h");
        application.setQosPortCompatible(1);
        application.setQosAcceptForeignIpCompatible(true);
        application.setQosAcceptForeignIpWhitelistCompatible("w");
        application.setQosAnonymousAccessPermissionLevelCompatible("NONE");

        assertEquals(Boolean.FALSE, application.getQosEnable());
        assertEquals("h", application.getQosHost());
        assertEquals(Integer.valueOf(1), application.getQosPort());
        assertEquals(Boolean.TRUE, application.getQosAcceptForeignIp());
        assertEquals("w", application.getQosAcceptForeignIpWhitelist());
        assertEquals("NONE", application.getQosAnonymousAccessPermissionLevelCompatible());
    }

    @Test
    void addressParametersAreMergedIntoExistingOnes() {
        RegistryConfig registry = new RegistryConfig();
        registry.setParameters(Collections.singletonMap("a", "1"));
        registry.setAddress("zookeeper://zk:2181?b=2");

        assertEquals("1", registry.getParameters().get("a"));
        assertEquals("2", registry.getParameters().get("b"));
    }

    @Test
    void unparseableOrMultipleAddressesAreKeptAsGiven() {
        RegistryConfig several = new RegistryConfig("zookeeper://a:2181;nacos://b:8848");
        ConfigCenterConfig center = new ConfigCenterConfig();
        center.setAddress("zookeeper://zk:notaport");

        assertEquals("zookeeper://a:2181;nacos://b:8848", several.getAddress());
        assertNull(several.getProtocol());
        assertNull(center.getProtocol());
    }
}
