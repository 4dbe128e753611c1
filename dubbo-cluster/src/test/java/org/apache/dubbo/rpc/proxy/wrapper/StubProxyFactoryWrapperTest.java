package org.apache.dubbo.rpc.proxy.wrapper;

import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.rpc.ProxyFactory;
import org.apache.dubbo.rpc.cluster.DemoService;
import org.apache.dubbo.rpc.cluster.DemoServiceLocal;
import org.apache.dubbo.rpc.cluster.DemoServiceStub;
import org.apache.dubbo.rpc.cluster.FakeInvoker;
import org.apache.dubbo.rpc.service.EchoService;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class StubProxyFactoryWrapperTest {

    private final ProxyFactory proxyFactory =
            ExtensionLoader.getExtensionLoader(ProxyFactory.class).getExtension("jdk");

    @Test
    void everyProxyFactoryIsWrapped() {
        assertInstanceOf(StubProxyFactoryWrapper.class, proxyFactory);
        assertInstanceOf(StubProxyFactoryWrapper.class,
                ExtensionLoader.getExtensionLoader(ProxyFactory.class).getExtension("javassist"));
    }

    @Test
    void withoutStubTheRemoteProxyIsReturned() {
        DemoService proxy = proxyFactory.getProxy(FakeInvoker.named("p").returning("remote"));

        assertInstanceOf(EchoService.class, proxy);
        assertEquals("remote", proxy.sayHello("x"));
        assertEquals("remote", proxyFactory.getProxy(FakeInvoker.named("q", "stub", "false").returning("remote"))
                .sayHello("x"));
    }

    @Test
    void stubTrueWrapsTheProxyInTheInterfaceStub() {
        FakeInvoker provider = FakeInvoker.named("p", "stub", "true").returning("remote");

        DemoService service = proxyFactory.getProxy(provider);

        assertInstanceOf(DemoServiceStub.class, service);
        assertEquals("stub(remote)", service.sayHello("x"));
        assertEquals("stub: no name", service.sayHello(""));
        assertEquals(1, provider.calls(), "the stub answered the second call locally");
        assertInstanceOf(EchoService.class, ((DemoServiceStub) service).remote());
    }

    @Test
    void stubDefaultAndClassNameWork() {
        assertInstanceOf(DemoServiceStub.class,
                proxyFactory.getProxy(FakeInvoker.named("p", "stub", "default")));
        DemoService local = proxyFactory.getProxy(
                FakeInvoker.named("q", "stub", DemoServiceLocal.class.getName()).returning("r"));
        assertEquals("local(r)", local.sayHello("x"));
    }

    @Test
    void legacyLocalKeyWorks() {
        DemoService local = proxyFactory.getProxy(FakeInvoker.named("p", "local", "true").returning("r"));
        assertEquals("local(r)", local.sayHello("x"));
        DemoService named = proxyFactory.getProxy(
                FakeInvoker.named("q", "local", DemoServiceStub.class.getName()).returning("r"));
        assertEquals("stub(r)", named.sayHello("x"));
    }

    @Test
    void genericProxiesGetNoStub() {
        Object proxy = proxyFactory.getProxy(FakeInvoker.named("p", "stub", "true"), true);
        assertFalse(proxy instanceof DemoServiceStub);
    }

    @Test
    void missingStubClassIsAClearError() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> proxyFactory.getProxy(FakeInvoker.named("p", "stub", "com.example.MissingStub")));
        assertTrue(e.getMessage().contains("com.example.MissingStub"), e.getMessage());
        assertTrue(e.getMessage().contains(DemoService.class.getName()), e.getMessage());
    }

    @Test
    void stubThatDoesNotImplementTheInterfaceIsAClearError() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> proxyFactory.getProxy(
                FakeInvoker.named("p", "stub", "org.apache.dubbo.rpc.cluster.NotADemoService")));
        assertTrue(e.getMessage().contains("does not implement the service interface " + DemoService.class.getName()),
                e.getMessage());
    }

    @Test
    void stubWithoutAConstructorTakingTheInterfaceIsAClearError() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> proxyFactory.getProxy(
                FakeInvoker.named("p", "stub", "org.apache.dubbo.rpc.cluster.StubWithoutConstructor")));
        assertTrue(e.getMessage().contains("StubWithoutConstructor needs a public constructor taking "
                + DemoService.class.getName()), e.getMessage());
    }
}
