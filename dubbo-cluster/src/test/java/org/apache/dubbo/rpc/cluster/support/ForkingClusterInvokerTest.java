package org.apache.dubbo.rpc.cluster.support;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.apache.dubbo.rpc.AppResponse;
import org.apache.dubbo.rpc.AsyncRpcResult;
import org.apache.dubbo.rpc.InvokeMode;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.cluster.Directories;
import org.apache.dubbo.rpc.cluster.FakeInvoker;
import org.apache.dubbo.rpc.cluster.Invocations;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

@Timeout(60)
class ForkingClusterInvokerTest {

    /** Blocked forks wait for this, counted down when the test ends. */
    private final CountDownLatch release = new CountDownLatch(1);
    private final AtomicInteger blockedReturned = new AtomicInteger();

    @AfterEach
    void releaseBlockedProviders() {
        release.countDown();
    }

    private FakeInvoker blocking(String name) {
        return FakeInvoker.named(name).answering(inv -> {
            try {
                release.await(50, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            blockedReturned.incrementAndGet();
            return AsyncRpcResult.newDefaultAsyncResult(name, inv);
        });
    }

    @Test
    void firstSuccessWinsWhileOtherForksAreStillBusy() throws Throwable {
        FakeInvoker slow = blocking("slow");
        FakeInvoker fast = FakeInvoker.named("fast");
        ForkingClusterInvoker<?> cluster = new ForkingClusterInvoker<>(
                Directories.of(Directories.consumerUrl("timeout", "30000"), slow, fast));

        Result result = cluster.invoke(Invocations.sync("sayHello", "x"));

        assertEquals("fast", result.recreate());
        assertEquals(0, blockedReturned.get(), "the answer came while the slow fork was still blocked");
        assertEquals(1, fast.calls());
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (slow.calls() == 0 && System.nanoTime() < deadline) {
            Thread.sleep(5);
        }
        assertEquals(1, slow.calls(), "the slow fork was called too, and is still blocked");
        assertTrue(fast.callers().get(0).getName().startsWith("DubboClusterWorker"));
    }

    @Test
    void aFailingForkDoesNotHideASuccessfulOne() throws Throwable {
        FakeInvoker bad = FakeInvoker.named("bad").throwing(new RpcException(RpcException.NETWORK_EXCEPTION, "down"));
        FakeInvoker good = FakeInvoker.named("good").remoteLike(inv -> new AppResponse("good"), null);
        ForkingClusterInvoker<?> cluster = new ForkingClusterInvoker<>(
                Directories.of(Directories.consumerUrl("timeout", "30000"), bad, good));

        assertEquals("good", cluster.invoke(Invocations.sync("sayHello", "x")).recreate());
    }

    @Test
    void failsWhenEveryForkFails() {
        FakeInvoker a = FakeInvoker.named("a").throwing(new RpcException(RpcException.NETWORK_EXCEPTION, "down a"));
        FakeInvoker b = FakeInvoker.named("b").throwing(new RpcException(RpcException.NETWORK_EXCEPTION, "down b"));
        ForkingClusterInvoker<?> cluster = new ForkingClusterInvoker<>(Directories.of(Directories.consumerUrl(), a, b));

        RpcException e = assertThrows(RpcException.class, () -> cluster.invoke(Invocations.sync("sayHello", "x")));

        assertEquals(RpcException.NETWORK_EXCEPTION, e.getCode());
        assertTrue(e.getMessage().contains("failed on all providers"), e.getMessage());
        assertEquals(1, a.calls());
        assertEquals(1, b.calls());
    }

    @Test
    void failsWithATimeoutWhenNoForkAnswersInTime() {
        FakeInvoker a = blocking("a");
        FakeInvoker b = blocking("b");
        ForkingClusterInvoker<?> cluster = new ForkingClusterInvoker<>(
                Directories.of(Directories.consumerUrl("timeout", "100"), a, b));

        long start = System.nanoTime();
        RpcException e = assertThrows(RpcException.class, () -> cluster.invoke(Invocations.sync("sayHello", "x")));
        long elapsed = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);

        assertEquals(RpcException.TIMEOUT_EXCEPTION, e.getCode());
        assertTrue(e.getMessage().contains("within 100 ms"), e.getMessage());
        assertEquals(0, blockedReturned.get(), "it gave up while both forks were still blocked");
        assertTrue(elapsed >= 90, "gave up before its timeout, after " + elapsed + " ms");
    }

    @Test
    void callsForksProvidersOnly() throws Throwable {
        FakeInvoker a = FakeInvoker.named("a");
        FakeInvoker b = FakeInvoker.named("b");
        FakeInvoker c = FakeInvoker.named("c");
        FakeInvoker d = FakeInvoker.named("d");
        ForkingClusterInvoker<?> cluster = new ForkingClusterInvoker<>(
                Directories.of(Directories.consumerUrl("forks", "3"), a, b, c, d));

        cluster.invoke(Invocations.sync("sayHello", "x")).recreate();

        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (a.calls() + b.calls() + c.calls() + d.calls() < 3 && System.nanoTime() < deadline) {
            Thread.sleep(5);
        }
        Thread.sleep(50);
        assertEquals(3, a.calls() + b.calls() + c.calls() + d.calls());
        assertTrue(a.calls() <= 1 && b.calls() <= 1 && c.calls() <= 1 && d.calls() <= 1);
    }

    @Test
    void businessExceptionIsAnAnswer() {
        FakeInvoker a = FakeInvoker.named("a")
                .answering(inv -> AsyncRpcResult.newDefaultAsyncResult(new IllegalStateException("no"), inv));
        ForkingClusterInvoker<?> cluster = new ForkingClusterInvoker<>(
                Directories.of(Directories.consumerUrl("forks", "1"), a));

        Result result = cluster.invoke(Invocations.sync("sayHello", "x"));

        assertThrows(IllegalStateException.class, result::recreate);
    }

    @Test
    void asyncCallReturnsAtOnceAndCompletesWithTheFirstAnswer() throws Exception {
        FakeInvoker slow = blocking("slow");
        FakeInvoker other = blocking("other");
        ForkingClusterInvoker<?> cluster = new ForkingClusterInvoker<>(
                Directories.of(Directories.consumerUrl("timeout", "30000"), slow, other));

        AsyncRpcResult result = (AsyncRpcResult) cluster.invoke(Invocations.of("sayHelloAsync", InvokeMode.FUTURE));

        assertTrue(!result.getResponseFuture().isDone());
        release.countDown();
        String value = (String) result.valueFuture().get(30, TimeUnit.SECONDS);
        assertTrue(value.equals("slow") || value.equals("other"), value);
    }
}
