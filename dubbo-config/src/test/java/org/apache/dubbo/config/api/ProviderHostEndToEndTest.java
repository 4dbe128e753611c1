package org.apache.dubbo.config.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.BindException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.utils.NetUtils;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ProtocolConfig;
import org.apache.dubbo.config.ReferenceConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.config.ServiceConfig;
import org.apache.dubbo.config.bootstrap.DubboBootstrap;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The provider host as a user configures it, through {@link DubboBootstrap}: what is exported and where the server
 * listens. The environment-variable forms are proven against real Apache Dubbo in {@code HostAndBindInteropTest}.
 */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class ProviderHostEndToEndTest {

    private final List<DubboBootstrap> bootstraps = new ArrayList<>();
    private final List<ReferenceConfig<?>> references = new ArrayList<>();

    @AfterEach
    void stop() {
        references.forEach(ReferenceConfig::destroy);
        bootstraps.forEach(DubboBootstrap::stop);
        System.clearProperty("DUBBO_IP_TO_REGISTRY");
        System.clearProperty("DUBBO_PORT_TO_REGISTRY");
    }

    @ParameterizedTest
    @ValueSource(strings = {"127.0.0.1", "localhost", "0.0.0.0", "", "unset"})
    void aProviderWithoutAUsableHostListensEverywhereAndExportsTheMachineAddress(String host) {
        int port = NetUtils.getAvailablePort();
        ServiceConfig<Greeting> service = start(port, "unset".equals(host) ? null : host);

        URL exported = service.getExportedUrls().get(0);
        assertEquals(NetUtils.getLocalHost(), exported.getHost());
        assertEquals(port, exported.getPort());
        assertEquals("true", exported.getParameter("anyhost"));
        assertEquals(NetUtils.getLocalHost(), exported.getParameter("bind.ip"));
        assertEquals(String.valueOf(port), exported.getParameter("bind.port"));
        assertEquals("Hello a", reference("dubbo://127.0.0.1:" + port).sayHello("a"));
        assertEquals("Hello b", reference("dubbo://" + NetUtils.getLocalHost() + ":" + port).sayHello("b"));
    }

    @Test
    void registeredPortOverrideChangesTheUrlButNotWhereTheServerListens() {
        int port = NetUtils.getAvailablePort();
        System.setProperty("DUBBO_PORT_TO_REGISTRY", "40001");

        URL exported = start(port, null).getExportedUrls().get(0);

        assertEquals(40001, exported.getPort());
        assertEquals(String.valueOf(port), exported.getParameter("bind.port"));
        assertEquals("Hello a", reference("dubbo://127.0.0.1:" + port).sayHello("a"));
    }

    @Test
    void aLoopbackRegistryIpStopsTheStartWithTheReason() {
        System.setProperty("DUBBO_IP_TO_REGISTRY", "127.0.0.1");

        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> start(NetUtils.getAvailablePort(), null));

        assertTrue(e.getMessage().startsWith("Invalid DUBBO_IP_TO_REGISTRY=127.0.0.1 (system property)"),
                e.getMessage());
    }

    @Test
    void aFreePortTakenByAnotherProcessBeforeTheBindIsChosenAgain() throws IOException {
        // the first provider chooses the protocol's free port P, listens on it, and stops
        DubboBootstrap first = DubboBootstrap.newInstance();
        ServiceConfig<Greeting> firstService = start(first, -1);
        int chosen = firstService.getExportedUrls().get(0).getPort();
        first.stop();
        // another process binds P now, between this process's choice of P and its next bind on it
        try (ServerSocket otherProcess = holdUnlessHeldLong(chosen)) {
            ServiceConfig<Greeting> service = start(-1, null);

            int port = service.getExportedUrls().get(0).getPort();
            assertTrue(port != chosen, "chose again: " + port);
            assertEquals(String.valueOf(port), service.getExportedUrls().get(0).getParameter("bind.port"));
            assertEquals(1, service.getExportedUrls().size());
            assertEquals("Hello a", reference("dubbo://127.0.0.1:" + port).sayHello("a"));
        }
    }

    @Test
    void aConfiguredPortThatIsTakenFailsTheStartAndIsNotChanged() throws IOException {
        try (ServerSocket otherProcess = new ServerSocket(0)) {
            int taken = otherProcess.getLocalPort();

            RuntimeException e = assertThrows(RuntimeException.class, () -> start(taken, null));

            assertTrue(String.valueOf(e.getMessage()).contains(String.valueOf(taken)), e.getMessage());
        }
    }

    /**
     * A socket listening on {@code port} on every interface; null when something else (another test of this JVM,
     * another build on this machine) keeps holding it for seconds, which sets the scene as well. A holder that
     * lets go sooner is waited out, so the port cannot turn free again under the test.
     */
    private static ServerSocket holdUnlessHeldLong(int port) throws IOException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (true) {
            ServerSocket socket = new ServerSocket();
            try {
                socket.bind(new InetSocketAddress(port));
                return socket;
            } catch (BindException held) {
                socket.close();
                if (System.nanoTime() > deadline) {
                    return null;
                }
                LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(20));
            }
        }
    }

    private ServiceConfig<Greeting> start(int port, String host) {
        DubboBootstrap bootstrap = DubboBootstrap.newInstance();
        bootstraps.add(bootstrap);
        ProtocolConfig protocol = new ProtocolConfig("dubbo", port);
        protocol.setHost(host);
        return start(bootstrap, protocol);
    }

    private ServiceConfig<Greeting> start(DubboBootstrap bootstrap, int port) {
        bootstraps.add(bootstrap);
        return start(bootstrap, new ProtocolConfig("dubbo", port));
    }

    private ServiceConfig<Greeting> start(DubboBootstrap bootstrap, ProtocolConfig protocol) {
        ServiceConfig<Greeting> service = new ServiceConfig<>();
        service.setInterface(Greeting.class);
        service.setRef(new GreetingImpl());
        bootstrap.application("host-test-provider").registry(new RegistryConfig("N/A")).protocol(protocol)
                .service(service).start();
        return service;
    }

    private Greeting reference(String url) {
        ReferenceConfig<Greeting> reference = new ReferenceConfig<>();
        reference.setApplication(new ApplicationConfig("host-test-consumer"));
        reference.setInterface(Greeting.class);
        reference.setUrl(url);
        reference.setRetries(0);
        references.add(reference);
        return reference.get();
    }
}
