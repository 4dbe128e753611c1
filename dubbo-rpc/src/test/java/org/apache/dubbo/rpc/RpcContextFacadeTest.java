package org.apache.dubbo.rpc;

import java.net.InetSocketAddress;
import java.util.List;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The 2.x-style {@link RpcContext} facade's setters and Apache Dubbo's context switches, through real calls. */
class RpcContextFacadeTest {

    public interface Echo {
        String attachment(String key);

        Boolean local();
    }

    public static class EchoImpl implements Echo {
        @Override
        public String attachment(String key) {
            return RpcContext.getServerAttachment().getAttachment(key);
        }

        @Override
        public Boolean local() {
            return RpcContext.getServiceContext().getLocalInvoke();
        }
    }

    private final Protocol protocol = ExtensionLoader.getExtensionLoader(Protocol.class).getExtension("injvm");
    private final ProxyFactory proxies = ExtensionLoader.getExtensionLoader(ProxyFactory.class).getExtension("jdk");

    @AfterEach
    void clean() {
        RpcContext.removeContext();
    }

    private static URL url() {
        return URL.valueOf("injvm://127.0.0.1/facade?interface=" + Echo.class.getName());
    }

    @Test
    void clientAttachmentsAreClearedAfterEachCallUnlessToldOtherwise() {
        Exporter<Echo> exporter = protocol.export(proxies.getInvoker(new EchoImpl(), Echo.class, url()));
        Invoker<Echo> invoker = protocol.refer(Echo.class, url());
        try {
            Echo echo = proxies.getProxy(invoker);
            RpcContext.getClientAttachment().setAttachment("tenant", "t1");
            assertEquals("t1", echo.attachment("tenant"));
            assertNull(echo.attachment("tenant"), "cleared after the first call");

            RpcContext.getContext().clearAfterEachInvoke(false);
            RpcContext.getClientAttachment().setAttachment("tenant", "t2");
            assertEquals("t2", echo.attachment("tenant"));
            assertEquals("t2", echo.attachment("tenant"), "kept for later calls");
            assertTrue(!RpcContext.getClientAttachment().canRemove());

            RpcContext.getClientAttachment().clearAfterEachInvoke(true);
            echo.attachment("tenant");
            assertNull(echo.attachment("tenant"));
        } finally {
            invoker.destroy();
            exporter.unexport();
        }
    }

    @Test
    void anInjvmCallIsALocalInvoke() {
        Exporter<Echo> exporter = protocol.export(proxies.getInvoker(new EchoImpl(), Echo.class, url()));
        Invoker<Echo> invoker = protocol.refer(Echo.class, url());
        try {
            assertEquals(Boolean.TRUE, proxies.getProxy(invoker).local());
        } finally {
            invoker.destroy();
            exporter.unexport();
        }
    }

    @Test
    void theFacadesSettersWriteTheServiceContext() {
        RpcContext facade = RpcContext.getContext();
        URL a = URL.valueOf("dubbo://10.0.0.1:20880/a");
        facade.setUrls(List.of(a));
        facade.setMethodName("sayHello");
        facade.setParameterTypes(new Class<?>[] {String.class});
        facade.setArguments(new Object[] {"x"});
        facade.setRemoteAddress("10.0.0.2", 20880).setLocalAddress(new InetSocketAddress("127.0.0.1", 1234));
        facade.setRemoteApplicationName("caller");
        facade.setRequest("request");
        RpcServiceContext service = RpcContext.getServiceContext();

        assertEquals(List.of(a), service.getUrls());
        assertEquals("sayHello", service.getMethodName());
        assertEquals(String.class, service.getParameterTypes()[0]);
        assertEquals("x", service.getArguments()[0]);
        assertEquals(20880, service.getRemotePort());
        assertEquals(1234, facade.getLocalPort());
        assertEquals("caller", facade.getRemoteApplicationName());
        assertEquals("request", facade.getRequest(String.class));
        assertNull(facade.getRequest(Integer.class));
    }

    @Test
    void aStoredServiceContextComesBackAsItWas() {
        RpcContext.getServiceContext().setMethodName("outer");
        RpcContext.RestoreServiceContext saved = RpcContext.storeServiceContext();
        RpcContext.getServiceContext().setMethodName("inner");

        RpcContext.restoreServiceContext(saved);

        assertEquals("outer", RpcContext.getServiceContext().getMethodName());
        RpcServiceContext same = RpcContext.getServiceContext();
        assertSame(same, same.copyOf(false));
    }
}
