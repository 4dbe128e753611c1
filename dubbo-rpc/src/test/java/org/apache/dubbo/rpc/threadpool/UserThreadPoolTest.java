package org.apache.dubbo.rpc.threadpool;

import java.util.concurrent.TimeUnit;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.common.utils.NetUtils;
import org.apache.dubbo.rpc.Exporter;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Protocol;
import org.apache.dubbo.rpc.ProxyFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A thread pool extension named by {@code threadpool=} runs the provider's calls. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class UserThreadPoolTest {

    private final Protocol protocol = ExtensionLoader.getExtensionLoader(Protocol.class).getExtension("dubbo");
    private final ProxyFactory proxies = ExtensionLoader.getExtensionLoader(ProxyFactory.class).getExtension("jdk");

    private static URL url(int port, String side, String extra) {
        return URL.valueOf("dubbo://127.0.0.1:" + port + "/" + ThreadNameService.class.getName() + "?interface="
                + ThreadNameService.class.getName() + "&side=" + side + extra);
    }

    @Test
    void theUsersPoolRunsTheBusinessCallsAndGetsTheProtocolUrl() {
        int port = NetUtils.getAvailablePort();
        ThreadNameService impl = () -> Thread.currentThread().getName();
        Exporter<ThreadNameService> exporter = protocol.export(proxies.getInvoker(impl, ThreadNameService.class,
                url(port, "provider", "&threadpool=naming&threads=7")));
        Invoker<ThreadNameService> invoker = protocol.refer(ThreadNameService.class, url(port, "consumer", ""));
        try {
            String thread = proxies.getProxy(invoker).threadName();

            assertTrue(thread.startsWith("user-pool-"), thread);
            assertEquals("7", NamingThreadPool.lastUrl.getParameter("threads"));
            assertEquals("DubboServerHandler-127.0.0.1:" + port, NamingThreadPool.lastUrl.getParameter("threadname"));
        } finally {
            invoker.destroy();
            exporter.unexport();
        }
    }

    @Test
    void anUnknownThreadPoolFailsTheExportNamingTheKnownOnes() {
        int port = NetUtils.getAvailablePort();
        ThreadNameService impl = () -> "x";
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> protocol.export(
                proxies.getInvoker(impl, ThreadNameService.class, url(port, "provider", "&threadpool=nosuchpool"))));

        assertEquals("Unknown threadpool 'nosuchpool', valid values: fixed, cached, limited, eager, virtual, or a ThreadPool"
                + " extension listed in META-INF/dubbo/org.apache.dubbo.common.threadpool.ThreadPool: [naming]",
                e.getMessage());
    }
}
