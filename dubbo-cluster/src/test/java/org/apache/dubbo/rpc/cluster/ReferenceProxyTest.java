package org.apache.dubbo.rpc.cluster;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.rpc.AppResponse;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.ProxyFactory;
import org.apache.dubbo.rpc.RpcContext;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.model.FrameworkModel;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * A reference as the config layer builds it: proxy factory (with the stub wrapper) over the cluster extension
 * (with the mock wrapper) over providers that answer like dubbo invokers.
 */
@Timeout(60)
class ReferenceProxyTest {

    private final ProxyFactory proxyFactory =
            ExtensionLoader.getExtensionLoader(ProxyFactory.class).getExtension("jdk");

    @AfterEach
    void clearContext() {
        RpcContext.removeContext();
    }

    /** Fails every other call with a timeout, starting with the first; answers the others. */
    private static FakeInvoker flaky(String name, AtomicInteger calls) {
        FakeInvoker timingOut = FakeInvoker.named(name + "-timeout")
                .remoteLike(null, new RpcException(RpcException.TIMEOUT_EXCEPTION, "Invoke remote method timeout"));
        FakeInvoker answering = FakeInvoker.named(name + "-ok")
                .remoteLike(inv -> new AppResponse(name + ":" + inv.getArguments()[0]), null);
        return FakeInvoker.named(name).answering(inv -> calls.getAndIncrement() % 2 == 0
                ? timingOut.invoke(inv) : answering.invoke(inv));
    }

    private DemoService reference(URL consumerUrl, FakeInvoker... providers) {
        Invoker<DemoService> cluster = Cluster.getCluster(FrameworkModel.defaultModel().defaultApplication(),
                consumerUrl.getParameter("cluster")).join(Directories.of(consumerUrl, providers));
        return proxyFactory.getProxy(cluster);
    }

    @Test
    void synchronousCallIsRetriedAfterATimeout() {
        AtomicInteger calls = new AtomicInteger();
        DemoService service = reference(Directories.consumerUrl(), flaky("p", calls));

        assertEquals("p:ann", service.sayHello("ann"));
        assertEquals(2, calls.get());
    }

    @Test
    void futureMethodIsRetriedAfterATimeout() throws Exception {
        AtomicInteger calls = new AtomicInteger();
        DemoService service = reference(Directories.consumerUrl(), flaky("p", calls));

        CompletableFuture<String> future = service.sayHelloAsync("bob");

        assertEquals("p:bob", future.get(30, TimeUnit.SECONDS));
        assertEquals(2, calls.get());
    }

    @Test
    void asyncAttributeCallIsRetriedAndItsFutureIsInTheContext() throws Exception {
        AtomicInteger calls = new AtomicInteger();
        DemoService service = reference(Directories.consumerUrl("sayHello.async", "true"), flaky("p", calls));

        assertNull(service.sayHello("cid"));
        CompletableFuture<?> future = RpcContext.getServiceContext().getCompletableFuture();

        assertEquals("p:cid", future.get(30, TimeUnit.SECONDS));
        assertEquals(2, calls.get());
    }

    @Test
    void exhaustedRetriesSurfaceAsTheRpcException() {
        FakeInvoker dead = FakeInvoker.named("dead")
                .remoteLike(null, new RpcException(RpcException.TIMEOUT_EXCEPTION, "Invoke remote method timeout"));
        DemoService service = reference(Directories.consumerUrl(), dead);

        RpcException e = assertThrows(RpcException.class, () -> service.sayHello("x"));
        assertTrue(e.isTimeout());
        assertEquals(3, dead.calls());
    }

    @Test
    void mockAndStubApplyToTheReference() {
        FakeInvoker dead = FakeInvoker.named("dead")
                .remoteLike(null, new RpcException(RpcException.NETWORK_EXCEPTION, "connection refused"));
        DemoService service = reference(Directories.consumerUrl("stub", "true", "mock", "return fallback",
                "cluster", "failfast"), dead);

        assertInstanceOf(DemoServiceStub.class, service);
        assertEquals("stub(fallback)", service.sayHello("x"));
        assertEquals(1, dead.calls());
    }
}
