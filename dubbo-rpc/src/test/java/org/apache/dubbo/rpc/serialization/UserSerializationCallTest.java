package org.apache.dubbo.rpc.serialization;

import java.util.concurrent.TimeUnit;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.common.utils.NetUtils;
import org.apache.dubbo.rpc.Exporter;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Protocol;
import org.apache.dubbo.rpc.ProxyFactory;
import org.apache.dubbo.rpc.threadpool.ThreadNameService;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A serialization extension named by the reference carries the request, and the provider answers in it. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class UserSerializationCallTest {

    @Test
    void aCallInAUsersSerializationIsAnsweredInIt() {
        Protocol protocol = ExtensionLoader.getExtensionLoader(Protocol.class).getExtension("dubbo");
        ProxyFactory proxies = ExtensionLoader.getExtensionLoader(ProxyFactory.class).getExtension("jdk");
        int port = NetUtils.getAvailablePort();
        String path = "dubbo://127.0.0.1:" + port + "/" + ThreadNameService.class.getName() + "?interface="
                + ThreadNameService.class.getName();
        Exporter<ThreadNameService> exporter = protocol.export(proxies.getInvoker(() -> "served",
                ThreadNameService.class, URL.valueOf(path + "&side=provider")));
        Invoker<ThreadNameService> invoker = protocol.refer(ThreadNameService.class,
                URL.valueOf(path + "&side=consumer&serialization=counting"));
        try {
            int written = CountingSerialization.WRITTEN.get();
            int read = CountingSerialization.READ.get();

            assertEquals("served", proxies.getProxy(invoker).threadName());

            assertTrue(CountingSerialization.WRITTEN.get() >= written + 2, "request and response written");
            assertTrue(CountingSerialization.READ.get() >= read + 2, "request and response read");
        } finally {
            invoker.destroy();
            exporter.unexport();
        }
    }
}
