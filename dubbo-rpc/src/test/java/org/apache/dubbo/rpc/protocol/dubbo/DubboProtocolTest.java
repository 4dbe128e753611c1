package org.apache.dubbo.rpc.protocol.dubbo;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;

import io.github.dubbotuned.test.ReservedPorts;
import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.common.utils.NetUtils;
import org.apache.dubbo.remoting.exchange.ClientPool;
import org.apache.dubbo.remoting.exchange.ExchangeClient;
import org.apache.dubbo.rpc.Exporter;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Protocol;
import org.apache.dubbo.rpc.ProxyFactory;
import org.apache.dubbo.rpc.RpcContext;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.service.EchoService;
import org.apache.dubbo.rpc.service.GenericException;
import org.apache.dubbo.rpc.service.GenericService;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Export and refer over the dubbo protocol on loopback, through the filter chains and JDK proxies. */
@Timeout(value = 60, unit = TimeUnit.SECONDS)
class DubboProtocolTest {

    private final Protocol protocol = ExtensionLoader.getExtensionLoader(Protocol.class).getExtension("dubbo");
    private final ProxyFactory proxies = ExtensionLoader.getExtensionLoader(ProxyFactory.class).getExtension("jdk");
    private DemoServiceImpl impl;
    private Exporter<DemoService> exporter;
    private int port;
    private final java.util.List<Invoker<?>> invokers = new java.util.ArrayList<>();

    private static URL providerUrl(int port, String extra) {
        return URL.valueOf("dubbo://127.0.0.1:" + port + "/" + DemoService.class.getName() + "?interface="
                + DemoService.class.getName() + "&side=provider&token=s3cret&application=test-provider" + extra);
    }

    @BeforeEach
    void export() {
        // re-exported on the same port by some tests: a port no outgoing connection can take meanwhile
        port = ReservedPorts.reserve();
        impl = new DemoServiceImpl();
        exporter = protocol.export(proxies.getInvoker(impl, DemoService.class, providerUrl(port, "")));
    }

    @AfterEach
    void unexport() {
        invokers.forEach(Invoker::destroy);
        exporter.unexport();
        RpcContext.removeContext();
    }

    /** A reference; unless {@code extra} sets one, with a timeout no busy machine reaches (Dubbo's 1 s default can). */
    private DemoService refer(String extra) {
        String timeout = extra.contains("&timeout=") ? "" : "&timeout=30000";
        URL url = URL.valueOf("dubbo://127.0.0.1:" + port + "/" + DemoService.class.getName() + "?interface="
                + DemoService.class.getName() + "&side=consumer&application=test-consumer&token=s3cret" + timeout
                + extra);
        Invoker<DemoService> invoker = protocol.refer(DemoService.class, url);
        invokers.add(invoker);
        return proxies.getProxy(invoker);
    }

    @Test
    void synchronousCallsReturnValuesListsAndPojos() {
        DemoService demo = refer("");
        assertEquals("Hello 世界", demo.sayHello("世界"));
        assertEquals(new DemoService.User("ann", 3), demo.echoUser(new DemoService.User("ann", 3)));
        List<DemoService.User> users = demo.users(4);
        assertEquals(new DemoService.User("u3", 3), users.get(3));
        assertNull(demo.echoUser(null));
    }

    @Test
    void lazyReferenceDialsOnItsFirstCall() {
        URL url = URL.valueOf("dubbo://127.0.0.1:" + port + "/" + DemoService.class.getName() + "?interface="
                + DemoService.class.getName() + "&side=consumer&token=s3cret&timeout=30000&lazy=true&connections=1");
        // the protocol itself, without the filter wrapper, to reach the invoker's connections
        Protocol bare = ExtensionLoader.getExtensionLoader(Protocol.class).getExtension("dubbo", false);
        Invoker<DemoService> invoker = bare.refer(DemoService.class, url);
        invokers.add(invoker);
        ClientPool.Clients clients = ((DubboInvoker<DemoService>) invoker).clients();
        assertTrue(invoker.isAvailable(), "a lazy invoker counts as available before its first call, as in Apache");
        assertTrue(clients.all().stream().noneMatch(ExchangeClient::isDialled), "nothing dialled at refer");

        assertEquals("Hello lazy", proxies.getProxy(invoker).sayHello("lazy"));

        assertTrue(clients.all().stream().allMatch(ExchangeClient::isConnected));
    }

    @Test
    void lazyReferenceToAnAddressWhereNothingListensFailsOnItsCallNotAtRefer() throws Exception {
        int closed;
        try (java.net.ServerSocket reserved = new java.net.ServerSocket(0, 1,
                java.net.InetAddress.getLoopbackAddress())) {
            closed = reserved.getLocalPort();
        }
        URL url = URL.valueOf("dubbo://127.0.0.1:" + closed + "/" + DemoService.class.getName() + "?interface="
                + DemoService.class.getName() + "&side=consumer&timeout=30000&lazy=true&connect.timeout=3000");
        Invoker<DemoService> invoker = protocol.refer(DemoService.class, url);
        invokers.add(invoker);
        RpcException error = assertThrows(RpcException.class, () -> proxies.getProxy(invoker).sayHello("x"));
        assertTrue(error.getMessage().contains(String.valueOf(closed)), error.getMessage());
        assertTrue(!invoker.isAvailable(), "unavailable once its connection failed");
    }

    @Test
    void declaredCheckedExceptionArrivesWithItsFields() {
        DemoService demo = refer("");
        DemoService.DemoException e = assertThrows(DemoService.DemoException.class, () -> demo.fail("nope"));
        assertEquals("nope", e.getMessage());
        assertEquals(7, e.code);
    }

    @Test
    void undeclaredExceptionFromAnotherJarIsTurnedIntoItsText() {
        DemoService demo = refer("");
        RuntimeException e = assertThrows(RuntimeException.class, () -> demo.failUndeclared("odd"));
        assertTrue(e.getMessage().contains("DecoderException") && e.getMessage().contains("odd"), e.getMessage());
    }

    @Test
    void providerSideCompletableFutureAndAsyncContext() throws Exception {
        DemoService demo = refer("");
        assertEquals("Later x", demo.sayHelloLater("x").get(30, TimeUnit.SECONDS));
        RpcContext.getClientAttachment().setAttachment("k", "v");
        assertEquals("Async y v", demo.viaAsyncContext("y"));
    }

    @Test
    void asyncTrueReturnsAtOnceAndTheFutureIsInTheContext() throws Exception {
        DemoService demo = refer("&async=true");
        assertNull(demo.sayHello("a"));
        CompletableFuture<String> future = RpcContext.getContext().getCompletableFuture();
        assertEquals("Hello a", future.get(30, TimeUnit.SECONDS));
    }

    @Test
    void attachmentsTravelBothWays() {
        DemoService demo = refer("");
        RpcContext.getClientAttachment().setAttachment("trace", "t-1");
        assertEquals("t-1", demo.attachment("trace"));
        assertEquals("t-1", RpcContext.getServerContext().getAttachment("echo.trace"));
        assertNull(RpcContext.getClientAttachment().getAttachment("trace"), "client attachments are per call");
        assertNull(demo.attachment("trace"));
    }

    @Test
    void providerSeesCallerAddressAndApplication() {
        Map<String, String> context = refer("").context();
        // a consumer given 127.0.0.1 dials this machine's address first, as Apache Dubbo's do
        assertTrue(context.get("remote").startsWith(NetUtils.getLocalHost() + ":"), context.toString());
        assertEquals("true", context.get("provider"));
        assertEquals("test-consumer", context.get("app"));
    }

    @Test
    void timeoutIsATimeoutRpcExceptionThatSaysWhichSideWaited() {
        // the call stays parked in the service until the test ends: only the timeout can end it
        impl.gate = new CountDownLatch(1);
        DemoService demo = refer("&timeout=200");
        long start = System.nanoTime();
        RpcException e;
        try {
            e = assertThrows(RpcException.class, () -> demo.sleep(50_000));
        } finally {
            impl.gate.countDown();
        }
        long elapsed = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        assertTrue(e.isTimeout(), e.toString());
        assertTrue(elapsed >= 200, "a 200 ms timeout fired early, after " + elapsed + " ms");
        assertTrue(e.getMessage().contains("timeout: 200 ms"), e.getMessage());
        assertTrue(e.getMessage().contains("client elapsed") && e.getMessage().contains("server elapsed"),
                e.getMessage());
    }

    @Test
    void methodLevelTimeoutWinsOverTheReferences() {
        impl.gate = new CountDownLatch(1);
        DemoService demo = refer("&timeout=50000&sleep.timeout=150");
        try {
            RpcException e = assertThrows(RpcException.class, () -> demo.sleep(50_000));
            assertTrue(e.isTimeout(), e.toString());
            assertTrue(e.getMessage().contains("timeout: 150 ms"), e.getMessage());
        } finally {
            impl.gate.countDown();
        }
    }

    @Test
    void oneWayMethodsAreSentWithoutWaiting() throws Exception {
        DemoService demo = refer("&oneway.return=false");
        demo.oneway("m-1");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (impl.onewayMarkers.isEmpty() && System.nanoTime() < deadline) {
            Thread.sleep(5);
        }
        assertEquals(List.of("m-1"), impl.onewayMarkers);
    }

    @Test
    void echoGoesThroughEveryReference() {
        EchoService echo = (EchoService) refer("");
        assertEquals("ping", echo.$echo("ping"));
        assertEquals(42, echo.$echo(42));
    }

    @Test
    void genericInvocationConvertsPojosToMapsAndBack() {
        URL url = URL.valueOf("dubbo://127.0.0.1:" + port + "/" + DemoService.class.getName() + "?interface="
                + DemoService.class.getName() + "&generic=true&token=s3cret&timeout=30000");
        Invoker<GenericService> genericInvoker = protocol.refer(GenericService.class, url);
        invokers.add(genericInvoker);
        GenericService generic = (GenericService) proxies.getProxy(genericInvoker, true);
        assertEquals("Hello g", generic.$invoke("sayHello", new String[] {"java.lang.String"}, new Object[] {"g"}));
        Map<String, Object> user = new HashMap<>();
        user.put("name", "bo");
        user.put("age", 5);
        Object result = generic.$invoke("echoUser", new String[] {DemoService.User.class.getName()},
                new Object[] {user});
        Map<?, ?> map = assertInstanceOf(Map.class, result);
        assertEquals("bo", map.get("name"));
        assertEquals(DemoService.User.class.getName(), map.get("class"));
        GenericException e = assertThrows(GenericException.class,
                () -> generic.$invoke("fail", new String[] {"java.lang.String"}, new Object[] {"g-fail"}));
        assertEquals(DemoService.DemoException.class.getName(), e.getExceptionClass());
        assertEquals("g-fail", e.getExceptionMessage());
        RpcException unknown = assertThrows(RpcException.class,
                () -> generic.$invoke("nope", new String[0], new Object[0]));
        assertTrue(unknown.getMessage().contains("No such method nope"), unknown.getMessage());
    }

    @Test
    void wrongTokenIsForbidden() {
        URL url = URL.valueOf("dubbo://127.0.0.1:" + port + "/" + DemoService.class.getName() + "?interface="
                + DemoService.class.getName() + "&token=wrong&timeout=30000");
        Invoker<DemoService> invoker = protocol.refer(DemoService.class, url);
        invokers.add(invoker);
        DemoService demo = proxies.getProxy(invoker);
        RpcException e = assertThrows(RpcException.class, () -> demo.sayHello("x"));
        assertTrue(e.getMessage().contains("Invalid token"), e.getMessage());
    }

    @Test
    void unknownGroupIsAClearErrorNamingTheExportedServices() {
        DemoService demo = refer("&group=nope");
        RpcException e = assertThrows(RpcException.class, () -> demo.sayHello("x"));
        assertTrue(e.getMessage().contains("Not found exported service: nope/" + DemoService.class.getName()),
                e.getMessage());
    }

    @Test
    void unknownVersionIsAClearErrorNamingIt() {
        DemoService demo = refer("&version=9.9.9");
        RpcException e = assertThrows(RpcException.class, () -> demo.sayHello("x"));
        assertTrue(e.getMessage().contains("Service not found:" + DemoService.class.getName() + ", sayHello (no export"
                + " of " + DemoService.class.getName() + " with version 9.9.9)"), e.getMessage());
    }

    /**
     * One interface exported on one port under several versions and groups: each request reaches the export its
     * version, group and port name ({@code 0.0.0} and {@code *} meaning "no version"), and withdrawing one export
     * leaves the others reachable.
     */
    @Test
    void eachVersionAndGroupOfAnInterfaceReachesItsOwnExport() {
        List<Exporter<?>> more = new java.util.ArrayList<>();
        try {
            more.add(protocol.export(proxies.getInvoker(named("v1"), DemoService.class,
                    providerUrl(port, "&version=1.0.0"))));
            more.add(protocol.export(proxies.getInvoker(named("v1-a"), DemoService.class,
                    providerUrl(port, "&version=1.0.0&group=a"))));
            more.add(protocol.export(proxies.getInvoker(named("b"), DemoService.class,
                    providerUrl(port, "&group=b"))));
            assertEquals("Hello x", refer("").sayHello("x"));
            assertEquals("Hello x", refer("&version=0.0.0").sayHello("x"));
            assertEquals("v1 x", refer("&version=1.0.0").sayHello("x"));
            assertEquals("v1-a x", refer("&version=1.0.0&group=a").sayHello("x"));
            assertEquals("b x", refer("&group=b").sayHello("x"));
            more.get(0).unexport();
            RpcException e = assertThrows(RpcException.class, () -> refer("&version=1.0.0").sayHello("x"));
            assertTrue(e.getMessage().contains("Not found exported service: " + DemoService.class.getName()
                    + ":1.0.0:" + port), e.getMessage());
            assertEquals("v1-a x", refer("&version=1.0.0&group=a").sayHello("x"));
            assertEquals("Hello x", refer("").sayHello("x"));
        } finally {
            more.forEach(Exporter::unexport);
        }
    }

    private static DemoServiceImpl named(String name) {
        return new DemoServiceImpl() {
            @Override
            public String sayHello(String who) {
                return name + " " + who;
            }
        };
    }

    /** {@code async} and {@code return} steer the consumer only: the provider never sees them as attachments. */
    @Test
    void asyncIsNotSentAsAnAttachment() throws Exception {
        DemoService demo = refer("&async=true");
        assertNull(demo.attachment("async"));
        CompletableFuture<String> future = RpcContext.getContext().getCompletableFuture();
        assertNull(future.get(30, TimeUnit.SECONDS));
        RpcContext.getClientAttachment().setAttachment("async", "true");
        DemoService other = refer("");
        assertNull(other.attachment("async"));
        CompletableFuture<String> second = RpcContext.getContext().getCompletableFuture();
        assertNull(second == null ? null : second.get(30, TimeUnit.SECONDS));
    }

    /**
     * A service withdrawn and exported again on its port (a redeploy, a changed setting) gets the port back at once:
     * unexport returned before the NIO event loop had released the listening socket, and the bind right after failed
     * with "Address already in use" within a few rounds (a full verify hit it once).
     */
    @Test
    void aServiceExportedAgainRightAfterItsUnexportGetsItsPortBack() throws IOException {
        for (int round = 0; round < 100; round++) {
            exporter.unexport();
            try (ServerSocket anyoneElse = new ServerSocket()) {
                anyoneElse.setReuseAddress(true);
                anyoneElse.bind(new InetSocketAddress(port)); // free the moment unexport returned
            }
            exporter = protocol.export(proxies.getInvoker(impl, DemoService.class, providerUrl(port,
                    round % 2 == 0 ? "&sleep.executes=1" : "")));
        }
        assertEquals("Hello a", refer("").sayHello("a"));
    }

    @Test
    void executesLimitRefusesConcurrentCallsBeyondIt() throws Exception {
        exporter.unexport();
        exporter = protocol.export(proxies.getInvoker(impl, DemoService.class, providerUrl(port,
                "&sleep.executes=1")));
        impl.gate = new CountDownLatch(1);
        DemoService demo = refer("");
        CompletableFuture<String> first = CompletableFuture.supplyAsync(() -> demo.sleep(50_000));
        try {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
            while (impl.sleeping.get() == 0 && System.nanoTime() < deadline) {
                Thread.sleep(5);
            }
            assertEquals(1, impl.sleeping.get(), "the first call is inside the service");
            RpcException e = assertThrows(RpcException.class, () -> demo.sleep(10));
            assertTrue(e.getMessage().contains("executes"), e.getMessage());
        } finally {
            impl.gate.countDown();
        }
        assertEquals("slept", first.get(30, TimeUnit.SECONDS));
    }

    @Test
    void callsAfterTheReferenceIsDestroyedFailClearly() {
        URL url = URL.valueOf("dubbo://127.0.0.1:" + port + "/" + DemoService.class.getName() + "?interface="
                + DemoService.class.getName() + "&token=s3cret&timeout=30000");
        Invoker<DemoService> invoker = protocol.refer(DemoService.class, url);
        DemoService demo = proxies.getProxy(invoker);
        assertEquals("Hello a", demo.sayHello("a"));
        invoker.destroy();
        RpcException e = assertThrows(RpcException.class, () -> demo.sayHello("b"));
        assertTrue(e.getMessage().contains("destroyed"), e.getMessage());
    }

    @Test
    void futureOfAFailedAsyncCallCompletesExceptionally() throws Exception {
        DemoService demo = refer("&async=true");
        demo.fail("later");
        CompletableFuture<Object> future = RpcContext.getContext().getCompletableFuture();
        ExecutionException e = assertThrows(ExecutionException.class, () -> future.get(30, TimeUnit.SECONDS));
        assertInstanceOf(DemoService.DemoException.class, e.getCause());
    }
}
