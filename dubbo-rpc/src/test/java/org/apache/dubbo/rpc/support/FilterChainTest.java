package org.apache.dubbo.rpc.support;

import java.util.List;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.rpc.Exporter;
import org.apache.dubbo.rpc.Filter;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Protocol;
import org.apache.dubbo.rpc.ProxyFactory;
import org.apache.dubbo.rpc.protocol.dubbo.DemoService;
import org.apache.dubbo.rpc.protocol.dubbo.DemoServiceImpl;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The consumer filter chain: listeners of ListenableFilters, and names shared with cluster filters. */
class FilterChainTest {

    private final Protocol protocol = ExtensionLoader.getExtensionLoader(Protocol.class).getExtension("injvm");
    private final ProxyFactory proxies = ExtensionLoader.getExtensionLoader(ProxyFactory.class).getExtension("jdk");
    private Exporter<DemoService> exporter;

    private static URL url(String parameters) {
        return URL.valueOf("injvm://127.0.0.1/chain?interface=" + DemoService.class.getName() + parameters);
    }

    @BeforeEach
    void export() {
        TestFilters.HEARD.clear();
        exporter = protocol.export(proxies.getInvoker(new DemoServiceImpl(), DemoService.class, url("")));
    }

    @AfterEach
    void unexport() {
        exporter.unexport();
    }

    @Test
    void aListenerRegisteredPerInvocationHearsTheResultOnceAndIsForgotten() {
        Invoker<DemoService> invoker = protocol.refer(DemoService.class, url("&reference.filter=listenable"));
        try {
            DemoService demo = proxies.getProxy(invoker);
            assertEquals("Hello a", demo.sayHello("a"));
            assertThrows(RuntimeException.class, () -> demo.failUndeclared("bad"));

            assertEquals("response Hello a", TestFilters.HEARD.get(0));
            assertEquals(2, TestFilters.HEARD.size());
            TestFilters.PerInvocationListenableFilter filter = (TestFilters.PerInvocationListenableFilter)
                    ExtensionLoader.getExtensionLoader(Filter.class).getExtension("listenable");
            assertEquals(0, filter.pendingListeners());
        } finally {
            invoker.destroy();
        }
    }

    @Test
    void aNameOnlyAClusterFilterHasIsLeftToTheClusterChain() {
        Invoker<DemoService> invoker = protocol.refer(DemoService.class,
                url("&reference.filter=clusteronly,listenable"));
        try {
            assertEquals("Hello b", proxies.getProxy(invoker).sayHello("b"));
            assertEquals(List.of("response Hello b"), TestFilters.HEARD);
        } finally {
            invoker.destroy();
        }
    }

    @Test
    void aNameNoFilterHasFailsTheReference() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> protocol.refer(DemoService.class, url("&reference.filter=nosuchfilter")));

        assertTrue(e.getMessage().contains("nosuchfilter"), e.getMessage());
    }
}
