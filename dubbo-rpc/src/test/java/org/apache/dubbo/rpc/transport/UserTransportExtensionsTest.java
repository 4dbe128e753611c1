package org.apache.dubbo.rpc.transport;

import java.util.concurrent.TimeUnit;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.common.utils.NetUtils;
import org.apache.dubbo.rpc.Exporter;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Protocol;
import org.apache.dubbo.rpc.ProxyFactory;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.threadpool.ThreadNameService;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** A user's Transporter and Dispatcher named in the protocol's URL carry and dispatch real calls. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class UserTransportExtensionsTest {

    private final Protocol protocol = ExtensionLoader.getExtensionLoader(Protocol.class).getExtension("dubbo");
    private final ProxyFactory proxies = ExtensionLoader.getExtensionLoader(ProxyFactory.class).getExtension("jdk");

    private static URL url(int port, String side, String extra) {
        return URL.valueOf("dubbo://127.0.0.1:" + port + "/" + ThreadNameService.class.getName() + "?interface="
                + ThreadNameService.class.getName() + "&side=" + side + extra);
    }

    private String callThrough(String providerParameters, String consumerParameters) {
        int port = NetUtils.getAvailablePort();
        ThreadNameService impl = () -> Thread.currentThread().getName();
        Exporter<ThreadNameService> exporter = protocol.export(proxies.getInvoker(impl, ThreadNameService.class,
                url(port, "provider", providerParameters)));
        try {
            Invoker<ThreadNameService> invoker = protocol.refer(ThreadNameService.class,
                    url(port, "consumer", consumerParameters + "&connections=1"));
            try {
                return proxies.getProxy(invoker).threadName();
            } finally {
                invoker.destroy();
            }
        } finally {
            exporter.unexport();
        }
    }

    @Test
    void aUsersTransporterSeesTheEventsOfTheCallsItCarriesOnBothSides() {
        int connected = CountingTransporter.SERVER_CONNECTED.get();
        int serverReceived = CountingTransporter.SERVER_RECEIVED.get();
        int serverSent = CountingTransporter.SERVER_SENT.get();
        int clientReceived = CountingTransporter.CLIENT_RECEIVED.get();
        int clientSent = CountingTransporter.CLIENT_SENT.get();

        String thread = callThrough("&server=counting", "&client=counting");

        assertTrue(thread.startsWith("DubboServerHandler"), thread);
        assertTrue(CountingTransporter.SERVER_CONNECTED.get() > connected);
        assertTrue(CountingTransporter.SERVER_RECEIVED.get() > serverReceived, "the request passed the server");
        assertTrue(CountingTransporter.CLIENT_SENT.get() > clientSent, "the request passed the client");
        assertTrue(CountingTransporter.CLIENT_RECEIVED.get() > clientReceived, "the response passed the client");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (CountingTransporter.SERVER_SENT.get() == serverSent && System.nanoTime() < deadline) {
            Thread.onSpinWait();
        }
        assertTrue(CountingTransporter.SERVER_SENT.get() > serverSent, "the response passed the server");
    }

    @Test
    void theTransporterKeyAppliesToBothSides() {
        int serverReceived = CountingTransporter.SERVER_RECEIVED.get();
        int clientSent = CountingTransporter.CLIENT_SENT.get();

        callThrough("&transporter=counting", "&transporter=counting");

        assertTrue(CountingTransporter.SERVER_RECEIVED.get() > serverReceived);
        assertTrue(CountingTransporter.CLIENT_SENT.get() > clientSent);
    }

    @Test
    void aUsersDispatcherChoosesTheThreadThatRunsTheCall() {
        assertEquals("named-dispatch", callThrough("&dispatcher=named", ""));
    }

    @Test
    void aTransporterThatDoesNotDelegateToNettyIsRefusedClearly() {
        int port = NetUtils.getAvailablePort();
        ThreadNameService impl = () -> "x";
        RpcException e = assertThrows(RpcException.class, () -> protocol.export(proxies.getInvoker(impl,
                ThreadNameService.class, url(port, "provider", "&server=foreign"))));

        assertTrue(e.getMessage().contains("Transporter 'foreign'") && e.getMessage().contains("NettyTransporter"),
                e.getMessage());
    }

    @Test
    void anUnknownTransporterIsRefusedNamingTheKnownOnes() {
        int port = NetUtils.getAvailablePort();
        ThreadNameService impl = () -> "x";
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> protocol.export(
                proxies.getInvoker(impl, ThreadNameService.class, url(port, "provider", "&server=mina"))));

        assertTrue(e.getMessage().contains("'mina'") && e.getMessage().contains("counting"), e.getMessage());
    }
}
