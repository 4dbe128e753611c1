package org.apache.dubbo.rpc.cluster.support;

import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.apache.dubbo.rpc.AppResponse;
import org.apache.dubbo.rpc.AsyncRpcResult;
import org.apache.dubbo.rpc.InvokeMode;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.RpcInvocation;
import org.apache.dubbo.rpc.RpcStatus;
import org.apache.dubbo.rpc.cluster.DemoService;
import org.apache.dubbo.rpc.cluster.Directories;
import org.apache.dubbo.rpc.cluster.FakeInvoker;
import org.apache.dubbo.rpc.cluster.Invocations;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

@Timeout(60)
class FailoverClusterInvokerTest {

    private static FailoverClusterInvoker<DemoService> failover(FakeInvoker... invokers) {
        return new FailoverClusterInvoker<>(Directories.of(Directories.consumerUrl(), invokers));
    }

    private static RpcException network(String message) {
        return new RpcException(RpcException.NETWORK_EXCEPTION, message);
    }

    @Test
    void triesRetriesPlusOneTimesOnDistinctProvidersThenReportsThem() {
        FakeInvoker a = FakeInvoker.named("a").throwing(network("down a"));
        FakeInvoker b = FakeInvoker.named("b").throwing(network("down b"));
        FakeInvoker c = FakeInvoker.named("c").throwing(network("down c"));
        FailoverClusterInvoker<?> cluster = failover(a, b, c);

        RpcException e = assertThrows(RpcException.class, () -> cluster.invoke(Invocations.sync("sayHello", "x")));

        assertEquals(1, a.calls());
        assertEquals(1, b.calls());
        assertEquals(1, c.calls());
        assertEquals(RpcException.NETWORK_EXCEPTION, e.getCode());
        assertTrue(e.getMessage().startsWith("Failed to invoke the method sayHello in the service "
                + "org.apache.dubbo.rpc.cluster.DemoService. Tried 3 times of the providers ["), e.getMessage());
        assertTrue(e.getMessage().contains("(3/3)"), e.getMessage());
        assertTrue(e.getMessage().contains(a.getUrl().getAddress()), e.getMessage());
        assertTrue(e.getMessage().contains("Last error is: down"), e.getMessage());
    }

    @Test
    void retriesTheOnlyProviderAgainWhenNoOtherExists() {
        FakeInvoker a = FakeInvoker.named("a").throwing(network("down"));
        FailoverClusterInvoker<?> cluster = new FailoverClusterInvoker<>(
                Directories.of(Directories.consumerUrl("retries", "4"), a));

        RpcException e = assertThrows(RpcException.class, () -> cluster.invoke(Invocations.sync("sayHello", "x")));

        assertEquals(5, a.calls());
        assertTrue(e.getMessage().contains("Tried 5 times"), e.getMessage());
    }

    @Test
    void methodLevelRetriesWinOverServiceLevel() {
        FakeInvoker a = FakeInvoker.named("a").throwing(network("down"));
        FailoverClusterInvoker<?> cluster = new FailoverClusterInvoker<>(
                Directories.of(Directories.consumerUrl("retries", "5", "sayHello.retries", "0"), a));

        assertThrows(RpcException.class, () -> cluster.invoke(Invocations.sync("sayHello", "x")));
        assertEquals(1, a.calls());
        assertThrows(RpcException.class, () -> cluster.invoke(Invocations.sync("count")));
        assertEquals(1 + 6, a.calls());
    }

    @Test
    void providerRetriesAreTheDefaultOfConsumersThatSetNone() {
        FakeInvoker a = FakeInvoker.named("a", "retries", "0").throwing(network("down"));
        FailoverClusterInvoker<?> cluster = failover(a);

        assertThrows(RpcException.class, () -> cluster.invoke(Invocations.sync("sayHello", "x")));
        assertEquals(1, a.calls());
    }

    @Test
    void succeedsOnAnotherProviderAfterAFailure() throws Throwable {
        FakeInvoker a = FakeInvoker.named("a").throwing(network("down"));
        FakeInvoker b = FakeInvoker.named("b");
        FailoverClusterInvoker<?> cluster = new FailoverClusterInvoker<>(
                Directories.of(Directories.consumerUrl("loadbalance", "roundrobin"), a, b));

        for (int i = 0; i < 4; i++) {
            assertEquals("b", cluster.invoke(Invocations.sync("sayHello", "x")).recreate());
        }
        assertEquals(4, b.calls());
        assertTrue(a.calls() >= 1 && a.calls() <= 4);
    }

    @Test
    void businessExceptionIsTheAnswerAndIsNeverRetried() {
        IllegalArgumentException business = new IllegalArgumentException("bad name");
        FakeInvoker a = FakeInvoker.named("a").answering(inv -> AsyncRpcResult.newDefaultAsyncResult(business, inv));
        FakeInvoker b = FakeInvoker.named("b").answering(inv -> AsyncRpcResult.newDefaultAsyncResult(business, inv));
        FailoverClusterInvoker<?> cluster = failover(a, b);

        Result result = cluster.invoke(Invocations.sync("sayHello", "x"));

        assertSame(business, assertThrows(IllegalArgumentException.class, result::recreate));
        assertEquals(1, a.calls() + b.calls());
    }

    @Test
    void thrownBusinessRpcExceptionIsNotRetried() {
        FakeInvoker a = FakeInvoker.named("a").throwing(new RpcException(RpcException.BIZ_EXCEPTION, "biz"));
        FakeInvoker b = FakeInvoker.named("b").throwing(new RpcException(RpcException.BIZ_EXCEPTION, "biz"));
        FailoverClusterInvoker<?> cluster = failover(a, b);

        RpcException e = assertThrows(RpcException.class, () -> cluster.invoke(Invocations.sync("sayHello", "x")));
        assertEquals("biz", e.getMessage());
        assertEquals(1, a.calls() + b.calls());
    }

    @Test
    void anyOtherThrownExceptionIsRetried() {
        FakeInvoker a = FakeInvoker.named("a").throwing(new IllegalStateException("boom"));
        FailoverClusterInvoker<?> cluster = failover(a);

        RpcException e = assertThrows(RpcException.class, () -> cluster.invoke(Invocations.sync("sayHello", "x")));
        assertEquals(3, a.calls());
        assertEquals(RpcException.UNKNOWN_EXCEPTION, e.getCode());
        assertTrue(e.getCause() instanceof IllegalStateException);
    }

    @Test
    void syncCallIsRetriedWhenItsResultFailsLaterWithATimeout() throws Throwable {
        FakeInvoker slow = FakeInvoker.named("slow").remoteLike(null,
                new RpcException(RpcException.TIMEOUT_EXCEPTION, "Invoke remote method timeout"));
        FakeInvoker fast = FakeInvoker.named("fast").remoteLike(inv -> new AppResponse("fast"), null);
        FailoverClusterInvoker<?> cluster = new FailoverClusterInvoker<>(
                Directories.of(Directories.consumerUrl("loadbalance", "roundrobin"), slow, fast));

        for (int i = 0; i < 3; i++) {
            Result result = cluster.invoke(Invocations.sync("sayHello", "x"));
            assertTrue(((AsyncRpcResult) result).getResponseFuture().isDone(),
                    "a synchronous call returns only when it is complete");
            assertEquals("fast", result.recreate());
        }
        assertEquals(3, fast.calls());
        assertTrue(slow.calls() >= 1);
        // attempts are made, and waited for, on the caller thread
        assertEquals(Thread.currentThread(), slow.callers().get(0));
    }

    @Test
    void syncCallThatAlwaysTimesOutFailsWithTheTimeoutCode() {
        FakeInvoker a = FakeInvoker.named("a").remoteLike(null,
                new RpcException(RpcException.TIMEOUT_EXCEPTION, "Invoke remote method timeout"));
        FailoverClusterInvoker<?> cluster = new FailoverClusterInvoker<>(
                Directories.of(Directories.consumerUrl("retries", "1"), a));

        RpcException e = assertThrows(RpcException.class, () -> cluster.invoke(Invocations.sync("sayHello", "x")));
        assertEquals(RpcException.TIMEOUT_EXCEPTION, e.getCode());
        assertTrue(e.getMessage().contains("Tried 2 times"), e.getMessage());
        assertEquals(2, a.calls());
    }

    @Test
    void futureCallReturnsAtOnceAndRetriesWhenItsResultFails() throws Exception {
        CompletableFuture<AppResponse> firstAttempt = new CompletableFuture<>();
        FakeInvoker pending = FakeInvoker.named("pending")
                .answering(inv -> new AsyncRpcResult(firstAttempt, inv));
        FakeInvoker other = FakeInvoker.named("other").remoteLike(inv -> new AppResponse("other"), null);
        FailoverClusterInvoker<?> cluster = new FailoverClusterInvoker<>(
                Directories.of(Directories.consumerUrl("loadbalance", "roundrobin"), pending, other));
        RpcInvocation invocation = Invocations.of("sayHelloAsync", InvokeMode.FUTURE, "x");

        AsyncRpcResult result = (AsyncRpcResult) cluster.invoke(invocation);

        assertFalse(result.getResponseFuture().isDone(), "an asynchronous call is not waited for");
        assertEquals(1, pending.calls());
        assertEquals(0, other.calls());
        firstAttempt.completeExceptionally(new RpcException(RpcException.TIMEOUT_EXCEPTION, "timeout"));
        assertEquals("other", result.valueFuture().get(30, TimeUnit.SECONDS));
        assertEquals(1, other.calls());
    }

    @Test
    void asyncCallFailsWithTheSummaryWhenEveryAttemptFails() {
        FakeInvoker a = FakeInvoker.named("a").remoteLike(null, network("reset by peer"));
        FakeInvoker b = FakeInvoker.named("b").remoteLike(null, network("reset by peer"));
        FailoverClusterInvoker<?> cluster = failover(a, b);
        RpcInvocation invocation = Invocations.of("sayHello", InvokeMode.ASYNC, "x");

        AsyncRpcResult result = (AsyncRpcResult) cluster.invoke(invocation);

        Exception e = assertThrows(Exception.class, () -> result.valueFuture().get(30, TimeUnit.SECONDS));
        RpcException failure = (RpcException) e.getCause();
        assertEquals(RpcException.NETWORK_EXCEPTION, failure.getCode());
        assertTrue(failure.getMessage().contains("Tried 3 times"), failure.getMessage());
        assertEquals(3, a.calls() + b.calls());
    }

    @Test
    void asyncBusinessExceptionIsNotRetried() throws Exception {
        FakeInvoker a = FakeInvoker.named("a").remoteLike(inv -> new AppResponse(new IllegalStateException("no")),
                null);
        FailoverClusterInvoker<?> cluster = failover(a);

        AsyncRpcResult result = (AsyncRpcResult) cluster.invoke(Invocations.of("sayHelloAsync", InvokeMode.FUTURE));

        Exception e = assertThrows(Exception.class, () -> result.valueFuture().get(30, TimeUnit.SECONDS));
        assertTrue(e.getCause() instanceof IllegalStateException);
        assertEquals(1, a.calls());
    }

    @Test
    void retriesOnTheProvidersTheDirectoryListsNow() throws Throwable {
        FakeInvoker a = FakeInvoker.named("a");
        FakeInvoker b = FakeInvoker.named("b");
        Directories.Mutable directory = new Directories.Mutable(Directories.consumerUrl(), a);
        a.answering(inv -> {
            directory.remove(a);
            directory.add(b);
            throw network("leaving");
        });
        FailoverClusterInvoker<?> cluster = new FailoverClusterInvoker<>(directory);

        assertEquals("b", cluster.invoke(Invocations.sync("sayHello", "x")).recreate());
    }

    @Test
    void emptyDirectoryFailsWithNoProviderAvailable() {
        FailoverClusterInvoker<?> cluster = new FailoverClusterInvoker<>(
                new Directories.Mutable(Directories.consumerUrl()));

        RpcException e = assertThrows(RpcException.class, () -> cluster.invoke(Invocations.sync("sayHello", "x")));

        assertEquals(RpcException.NO_INVOKER_AVAILABLE_AFTER_FILTER, e.getCode());
        assertTrue(e.getMessage().contains("No provider available for the service "
                + "org.apache.dubbo.rpc.cluster.DemoService from registry 127.0.0.1:2181"), e.getMessage());
    }

    @Test
    void noAvailableProviderFailsWithNoProviderAvailableNamingThem() {
        FakeInvoker a = FakeInvoker.named("a").unavailable();
        FakeInvoker b = FakeInvoker.named("b").unavailable();
        FailoverClusterInvoker<?> cluster = failover(a, b);

        RpcException e = assertThrows(RpcException.class, () -> cluster.invoke(Invocations.sync("sayHello", "x")));

        assertEquals(RpcException.NO_INVOKER_AVAILABLE_AFTER_FILTER, e.getCode());
        assertTrue(e.getMessage().contains("from urls [" + a.getUrl().getAddress()), e.getMessage());
        assertTrue(e.getMessage().contains("none of the 2 providers"), e.getMessage());
        assertEquals(0, a.calls() + b.calls());
    }

    @Test
    void unavailableProvidersAreSkipped() {
        FakeInvoker down = FakeInvoker.named("down").unavailable();
        FakeInvoker up1 = FakeInvoker.named("up1");
        FakeInvoker up2 = FakeInvoker.named("up2");
        FailoverClusterInvoker<?> cluster = new FailoverClusterInvoker<>(
                Directories.of(Directories.consumerUrl(), down, up1, up2));

        for (int i = 0; i < 200; i++) {
            cluster.invoke(Invocations.sync("sayHello", "x"));
        }
        assertEquals(0, down.calls());
        assertEquals(200, up1.calls() + up2.calls());
    }

    @Test
    void stickyKeepsTheSameProviderWhileItIsAvailable() {
        FakeInvoker a = FakeInvoker.named("a");
        FakeInvoker b = FakeInvoker.named("b");
        FakeInvoker c = FakeInvoker.named("c");
        FailoverClusterInvoker<?> cluster = new FailoverClusterInvoker<>(
                Directories.of(Directories.consumerUrl("sticky", "true"), a, b, c));

        for (int i = 0; i < 50; i++) {
            cluster.invoke(Invocations.sync("sayHello", "x"));
        }
        Set<Integer> counts = new HashSet<>();
        FakeInvoker stuck = a.calls() == 50 ? a : b.calls() == 50 ? b : c;
        counts.add(a.calls());
        counts.add(b.calls());
        counts.add(c.calls());
        assertEquals(Set.of(0, 50), counts, "all calls went to one provider");

        stuck.setAvailable(false);
        int before = a.calls() + b.calls() + c.calls();
        for (int i = 0; i < 50; i++) {
            cluster.invoke(Invocations.sync("sayHello", "x"));
        }
        assertEquals(50, stuck.calls());
        FakeInvoker next = stuck != a && a.calls() > 0 ? a : stuck != b && b.calls() > 0 ? b : c;
        assertEquals(50, next.calls(), "the calls moved together to one other provider");
        assertEquals(before + 50, a.calls() + b.calls() + c.calls());
    }

    @Test
    void withoutStickyCallsSpreadOverProviders() {
        FakeInvoker a = FakeInvoker.named("a");
        FakeInvoker b = FakeInvoker.named("b");
        FailoverClusterInvoker<?> cluster = failover(a, b);

        for (int i = 0; i < 200; i++) {
            cluster.invoke(Invocations.sync("sayHello", "x"));
        }
        assertTrue(a.calls() > 0 && b.calls() > 0);
    }

    @Test
    void everyCallIsCountedInRpcStatusUntilItsResultIsComplete() throws Exception {
        CompletableFuture<AppResponse> response = new CompletableFuture<>();
        FakeInvoker a = FakeInvoker.named("a").answering(inv -> new AsyncRpcResult(response, inv));
        FailoverClusterInvoker<?> cluster = failover(a);

        AsyncRpcResult result = (AsyncRpcResult) cluster.invoke(Invocations.of("sayHelloAsync", InvokeMode.FUTURE));

        assertEquals(1, RpcStatus.getStatus(a.getUrl(), "sayHelloAsync").getActive());
        assertEquals(1, RpcStatus.getStatus(a.getUrl()).getActive());
        response.complete(new AppResponse("done"));
        assertEquals("done", result.valueFuture().get(30, TimeUnit.SECONDS));
        RpcStatus status = RpcStatus.getStatus(a.getUrl(), "sayHelloAsync");
        assertEquals(0, status.getActive());
        assertEquals(1, status.getTotal());
        assertEquals(0, status.getFailed());

        a.throwing(network("down"));
        assertThrows(RpcException.class, () -> cluster.invoke(Invocations.sync("sayHelloAsync")));
        assertEquals(4, status.getTotal());
        assertEquals(3, status.getFailed());
        assertEquals(0, status.getActive());
    }

    @Test
    void destroyedClusterRefusesCalls() {
        FakeInvoker a = FakeInvoker.named("a");
        FailoverClusterInvoker<?> cluster = failover(a);

        cluster.destroy();

        assertTrue(cluster.isDestroyed());
        assertFalse(a.isAvailable(), "the directory and its invokers are destroyed too");
        RpcException e = assertThrows(RpcException.class, () -> cluster.invoke(Invocations.sync("sayHello", "x")));
        assertTrue(e.getMessage().contains("destroyed"), e.getMessage());
    }
}
