package org.apache.dubbo.rpc.protocol.dubbo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.common.network.MachineAddress;
import org.apache.dubbo.common.utils.NetUtils;
import org.apache.dubbo.rpc.Exporter;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Protocol;
import org.apache.dubbo.rpc.ProtocolServer;
import org.apache.dubbo.rpc.ProxyFactory;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Where the dubbo protocol listens for a provider URL, and how a consumer given a loopback address reaches it. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class BindAddressTest {

    private final Protocol protocol = ExtensionLoader.getExtensionLoader(Protocol.class).getExtension("dubbo");
    private final ProxyFactory proxies = ExtensionLoader.getExtensionLoader(ProxyFactory.class).getExtension("jdk");
    private final List<Exporter<?>> exporters = new ArrayList<>();
    private final List<Invoker<?>> invokers = new ArrayList<>();

    @AfterEach
    void close() {
        invokers.forEach(Invoker::destroy);
        exporters.forEach(Exporter::unexport);
    }

    @Test
    void aLoopbackProviderUrlListensOnEveryInterface() {
        int port = NetUtils.getAvailablePort();

        export("dubbo://127.0.0.1:" + port, "");

        assertTrue(server(port).getLocalAddress().getAddress().isAnyLocalAddress(),
                "listening on " + server(port).getLocalAddress());
        assertEquals("Hello a", refer("dubbo://127.0.0.1:" + port).sayHello("a"));
        assertEquals("Hello b", refer("dubbo://localhost:" + port).sayHello("b"));
    }

    @Test
    void anyhostListensOnEveryInterfaceWhateverTheBindIp() {
        MachineAddress machine = MachineAddress.current();
        int port = NetUtils.getAvailablePort();

        export("dubbo://" + machine.host() + ":" + port, "&anyhost=true&bind.ip=" + machine.host());

        assertTrue(server(port).getLocalAddress().getAddress().isAnyLocalAddress());
        assertEquals("Hello a", refer("dubbo://" + machine.host() + ":" + port).sayHello("a"));
    }

    @Test
    void aProviderBoundToTheMachineAddressIsReachedByAConsumerGivenLoopback() {
        MachineAddress machine = MachineAddress.current();
        assumeFalse(machine.isLoopback(), "this machine has no address but loopback");
        int port = NetUtils.getAvailablePort();

        export("dubbo://" + machine.host() + ":" + port, "&anyhost=false&bind.ip=" + machine.host());

        assertEquals(new InetSocketAddress(machine.address(), port), server(port).getLocalAddress());
        assertEquals("Hello a", refer("dubbo://127.0.0.1:" + port).sayHello("a"),
                "dialled at the machine address, as an Apache Dubbo consumer does");
    }

    @Test
    void requestsAreMatchedOnTheBoundPortNotTheRegisteredOne() {
        int bound = NetUtils.getAvailablePort();
        int registered = bound == 30001 ? 30002 : 30001;

        export("dubbo://127.0.0.1:" + registered, "&bind.port=" + bound);

        assertEquals("Hello a", refer("dubbo://127.0.0.1:" + bound).sayHello("a"));
    }

    private void export(String address, String extra) {
        URL url = URL.valueOf(address + "/" + DemoService.class.getName() + "?interface="
                + DemoService.class.getName() + "&side=provider&application=bind-test" + extra);
        exporters.add(protocol.export(proxies.getInvoker(new DemoServiceImpl(), DemoService.class, url)));
    }

    private DemoService refer(String address) {
        URL url = URL.valueOf(address + "/" + DemoService.class.getName() + "?interface="
                + DemoService.class.getName() + "&side=consumer&application=bind-test-consumer"
                // the first call of a fresh JVM (class loading, a new connection) outlasted the default 1 s once on a
                // loaded machine; still bounded
                + "&timeout=10000");
        Invoker<DemoService> invoker = protocol.refer(DemoService.class, url);
        invokers.add(invoker);
        return proxies.getProxy(invoker);
    }

    private ProtocolServer server(int port) {
        for (ProtocolServer server : protocol.getServers()) {
            if (server.getLocalAddress().getPort() == port) {
                return server;
            }
        }
        throw new AssertionError("no server on port " + port + " among " + protocol.getServers());
    }
}
