package org.apache.dubbo.config.bootstrap.builders;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.Map;

import org.apache.dubbo.config.ArgumentConfig;
import org.apache.dubbo.config.MethodConfig;
import org.apache.dubbo.config.ProtocolConfig;
import org.apache.dubbo.config.ReferenceConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.config.ServiceConfig;
import org.apache.dubbo.config.api.Greeting;
import org.apache.dubbo.config.api.GreetingImpl;
import org.junit.jupiter.api.Test;

/** How builders treat what they are given: unset values, repeated calls, lists, maps, validation. */
class BuilderSemanticsTest {

    @Test
    void typedServiceBuilderChainsToATypedServiceConfig() {
        GreetingImpl impl = new GreetingImpl();
        ServiceConfig<Greeting> service = ServiceBuilder.<Greeting>newBuilder().id("x").interfaceClass(Greeting.class)
                .ref(impl).timeout(3000).build();
        assertEquals("x", service.getId());
        assertEquals(Greeting.class, service.getInterfaceClass());
        assertEquals(Greeting.class.getName(), service.getInterface());
        assertSame(impl, service.getRef());
        assertEquals(3000, service.getTimeout());
    }

    @Test
    void buildingOntoAnExistingBeanKeepsWhatTheBuilderWasNotGiven() {
        ReferenceConfig<Greeting> reference = new ReferenceConfig<>();
        reference.setTimeout(1000);
        reference.setCheck(false);
        ReferenceBuilder.<Greeting>newBuilder().retries(0).check(true).build(reference);
        assertEquals(1000, reference.getTimeout());
        assertEquals(0, reference.getRetries());
        assertEquals(Boolean.TRUE, reference.isCheck());
    }

    @Test
    void nullUnsetsWhatWasGivenBefore() {
        ProtocolConfig protocol = ProtocolBuilder.newBuilder().threads(5).threads(null).build();
        assertNull(protocol.getThreads());
        ProtocolConfig existing = new ProtocolConfig();
        existing.setThreads(8);
        ProtocolBuilder.newBuilder().threads(null).build(existing);
        assertEquals(8, existing.getThreads(), "null means not given, so the bean keeps its value");
    }

    @Test
    void theLastValueGivenWins() {
        assertEquals(2, MethodBuilder.newBuilder().timeout(1).timeout(2).build().getTimeout());
        ServiceConfig<Object> byName = ServiceBuilder.newBuilder().interfaceClass(Greeting.class)
                .interfaceName("org.example.Other").build();
        assertEquals("org.example.Other", byName.getInterface());
        assertEquals("true", MethodBuilder.newBuilder().mock("fail:x").mock(true).build().getMock());
    }

    @Test
    void addedRegistriesFollowThoseAddedBeforeAndThoseTheBeanHas() {
        RegistryConfig a = new RegistryConfig("zookeeper://a:2181");
        RegistryConfig b = new RegistryConfig("zookeeper://b:2181");
        RegistryConfig c = new RegistryConfig("zookeeper://c:2181");
        ServiceConfig<Greeting> service = new ServiceConfig<>();
        service.setRegistry(a);
        ServiceBuilder.<Greeting>newBuilder().addRegistry(b).addRegistries(Collections.singletonList(c)).build(service);
        assertEquals(Arrays.asList(a, b, c), service.getRegistries());
        assertEquals(Arrays.asList(b, c), ServiceBuilder.newBuilder().addRegistry(b).addRegistry(c).build()
                .getRegistries());
    }

    @Test
    void appendedParametersGoOverTheBeansOwn() {
        Map<String, String> own = new HashMap<>();
        own.put("a", "1");
        own.put("b", "1");
        RegistryConfig registry = new RegistryConfig();
        registry.setParameters(own);
        RegistryBuilder.newBuilder().appendParameter("b", "2").parameter("c", "3")
                .appendParameters(Collections.singletonMap("d", "4")).build(registry);
        Map<String, String> expected = new HashMap<>();
        expected.put("a", "1");
        expected.put("b", "2");
        expected.put("c", "3");
        expected.put("d", "4");
        assertEquals(expected, registry.getParameters());
    }

    @Test
    void eachBuildGivesABeanOfItsOwn() {
        ProtocolBuilder builder = ProtocolBuilder.newBuilder().name("dubbo").appendParameter("k", "v");
        ProtocolConfig first = builder.build();
        first.getParameters().put("changed", "yes");
        builder.port(20881);
        ProtocolConfig second = builder.build();
        assertNotSame(first, second);
        assertEquals(Collections.singletonMap("k", "v"), second.getParameters());
        assertNull(first.getPort(), "later calls do not reach beans already built");
        assertEquals(20881, second.getPort());
    }

    @Test
    void aRegistryAddressFillsOnlyWhatWasNotGiven() {
        RegistryConfig given = RegistryBuilder.newBuilder().protocol("nacos").address("zookeeper://zk:2181").build();
        assertEquals("nacos", given.getProtocol());
        assertEquals(2181, given.getPort());
        RegistryConfig filled = RegistryBuilder.newBuilder().address("zookeeper://zk:2181").build();
        assertEquals("zookeeper", filled.getProtocol());
    }

    @Test
    void aBadTunedValueFailsOnBuildNamingTheProperty() {
        ProtocolBuilder builder = ProtocolBuilder.newBuilder().name("dubbo").iothreads(0);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, builder::build);
        assertTrue(e.getMessage().contains("iothreads") && e.getMessage().contains("0"), e.getMessage());
        ConsumerBuilder consumer = ConsumerBuilder.newBuilder().overloadPolicy("drop");
        e = assertThrows(IllegalArgumentException.class, consumer::build);
        assertTrue(e.getMessage().contains("overloadPolicy") && e.getMessage().contains("drop"), e.getMessage());
    }

    @Test
    void aNullParameterKeyIsRefusedWithItsValue() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> ApplicationBuilder.newBuilder().appendParameter(null, "orphan"));
        assertTrue(e.getMessage().contains("orphan"), e.getMessage());
    }

    @Test
    void tunedTransportValuesReachTheBeans() {
        ProtocolConfig protocol = ProtocolBuilder.newBuilder().name("dubbo").port(20880).iothreads(4)
                .socketSendBuffer(65536).socketReceiveBuffer(131072).writeSpinCount(8).writeLowWaterMark(1024)
                .writeHighWaterMark(4096).tcpNoDelay(false).keepAlive(true).backlog(512).nativeTransport("AUTO")
                .maxPendingWriteBytes(1L << 20).overloadPolicy("fail").build();
        assertEquals(4, protocol.getIothreads());
        assertEquals(65536, protocol.getSocketSendBuffer());
        assertEquals(131072, protocol.getSocketReceiveBuffer());
        assertEquals(8, protocol.getWriteSpinCount());
        assertEquals(1024, protocol.getWriteLowWaterMark());
        assertEquals(4096, protocol.getWriteHighWaterMark());
        assertEquals(Boolean.FALSE, protocol.getTcpNoDelay());
        assertEquals(Boolean.TRUE, protocol.getKeepAlive());
        assertEquals(512, protocol.getBacklog());
        assertEquals("auto", protocol.getNativeTransport());
        assertEquals(1L << 20, protocol.getMaxPendingWriteBytes());
        assertEquals("fail", protocol.getOverloadPolicy());
        ReferenceConfig<Greeting> reference = ReferenceBuilder.<Greeting>newBuilder().iothreads(2).connectTimeout(500)
                .build();
        assertEquals(2, reference.getIothreads());
        assertEquals(500, reference.getConnectTimeout());
    }

    @Test
    void methodsAndArgumentsNestIntoAReference() {
        ArgumentConfig callback = ArgumentBuilder.newBuilder().index(1).callback(true).build();
        MethodConfig method = MethodBuilder.newBuilder().name("sayHello").timeout(200).isReturn(false)
                .addArgument(callback).build();
        ReferenceConfig<Greeting> reference = ReferenceBuilder.<Greeting>newBuilder().interfaceClass(Greeting.class)
                .addMethod(method).build();
        assertEquals(Collections.singletonList(method), reference.getMethods());
        assertEquals(Boolean.FALSE, reference.getMethods().get(0).isReturn());
        assertEquals(Collections.singletonList(callback), reference.getMethods().get(0).getArguments());
        assertEquals(1, callback.getIndex());
        assertEquals(Boolean.TRUE, callback.isCallback());
    }

    @Test
    void deprecatedServicesAreJoinedWithCommas() {
        ReferenceConfig<Object> reference = ReferenceBuilder.newBuilder().services("app-a", "app-b", " ", "app-c")
                .build();
        assertEquals("app-a,app-b,app-c", reference.getServices());
    }
}
