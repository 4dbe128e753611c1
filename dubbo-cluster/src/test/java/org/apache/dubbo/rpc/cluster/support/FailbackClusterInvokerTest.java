package org.apache.dubbo.rpc.cluster.support;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;

import org.apache.dubbo.rpc.AsyncRpcResult;
import org.apache.dubbo.rpc.InvokeMode;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.RpcInvocation;
import org.apache.dubbo.rpc.cluster.Directories;
import org.apache.dubbo.rpc.cluster.FakeInvoker;
import org.apache.dubbo.rpc.cluster.Invocations;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

@Timeout(60)
class FailbackClusterInvokerTest {

    private static final long PERIOD = 30;
    /** For tests that check that something did not happen: long enough to see a retry that should not come. */
    private static final long SLOW_PERIOD = 300;

    private static void await(BooleanSupplier condition, String what) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("timed out waiting until " + what);
            }
            Thread.sleep(5);
        }
    }

    @Test
    void answersAtOnceWithAnEmptyResultAndRetriesInTheBackgroundUntilItWorks() throws Throwable {
        AtomicInteger failuresLeft = new AtomicInteger(2);
        // retries wait here until the caller has its answer: only a caller that does not wait for them gets one
        CountDownLatch retriesMayRun = new CountDownLatch(1);
        FakeInvoker a = FakeInvoker.named("a");
        a.answering(inv -> {
            if (a.calls() > 1) {
                try {
                    retriesMayRun.await(30, TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            if (failuresLeft.getAndDecrement() > 0) {
                throw new RpcException(RpcException.NETWORK_EXCEPTION, "down");
            }
            return AsyncRpcResult.newDefaultAsyncResult("sent", inv);
        });
        FailbackClusterInvoker<?> cluster = new FailbackClusterInvoker<>(
                Directories.of(Directories.consumerUrl(), a), PERIOD);
        RpcInvocation invocation = Invocations.sync("sayHello", "x");
        invocation.setAttachment("trace", "t1");

        assertNull(cluster.invoke(invocation).recreate());
        assertTrue(a.calls() <= 2, "the caller got its answer before any retry ended: " + a.calls() + " calls");
        retriesMayRun.countDown();

        await(() -> a.calls() == 3 && cluster.pendingRetries() == 0, "the second retry succeeded");
        Thread.sleep(SLOW_PERIOD * 2);
        assertEquals(3, a.calls(), "no retry after success");
        assertTrue(a.callers().get(1).getName().startsWith("DubboClusterWorker"), a.callers().get(1).getName());
        assertNotSame(invocation, a.invocations().get(1), "the retry uses its own copy of the invocation");
        assertEquals("t1", a.invocations().get(1).getAttachment("trace"));
    }

    @Test
    void givesUpAfterRetriesAttempts() throws Exception {
        FakeInvoker a = FakeInvoker.named("a").throwing(new RpcException(RpcException.NETWORK_EXCEPTION, "down"));
        FailbackClusterInvoker<?> cluster = new FailbackClusterInvoker<>(
                Directories.of(Directories.consumerUrl("retries", "2"), a), PERIOD);

        cluster.invoke(Invocations.sync("sayHello", "x"));

        await(() -> cluster.pendingRetries() == 0, "the retries are abandoned");
        Thread.sleep(PERIOD * 3);
        assertEquals(1 + 2, a.calls());
    }

    @Test
    void retriesThreeTimesByDefault() throws Exception {
        FakeInvoker a = FakeInvoker.named("a").throwing(new RpcException(RpcException.NETWORK_EXCEPTION, "down"));
        FailbackClusterInvoker<?> cluster = new FailbackClusterInvoker<>(
                Directories.of(Directories.consumerUrl(), a), PERIOD);

        cluster.invoke(Invocations.sync("sayHello", "x"));

        await(() -> cluster.pendingRetries() == 0, "the retries are abandoned");
        assertEquals(1 + 3, a.calls());
    }

    @Test
    void retriesPreferAnotherProvider() throws Exception {
        FakeInvoker a = FakeInvoker.named("a").throwing(new RpcException(RpcException.NETWORK_EXCEPTION, "down"));
        FakeInvoker b = FakeInvoker.named("b").throwing(new RpcException(RpcException.NETWORK_EXCEPTION, "down"));
        FailbackClusterInvoker<?> cluster = new FailbackClusterInvoker<>(
                Directories.of(Directories.consumerUrl("retries", "1"), a, b), PERIOD);

        cluster.invoke(Invocations.sync("sayHello", "x"));

        await(() -> cluster.pendingRetries() == 0, "the retry is abandoned");
        assertEquals(1, a.calls());
        assertEquals(1, b.calls());
    }

    @Test
    void asyncFailureIsRetriedToo() throws Exception {
        AtomicInteger failuresLeft = new AtomicInteger(1);
        FakeInvoker a = FakeInvoker.named("a");
        a.answering(inv -> {
            if (failuresLeft.getAndDecrement() > 0) {
                return FakeInvoker.named("x").remoteLike(null,
                        new RpcException(RpcException.TIMEOUT_EXCEPTION, "timeout")).invoke(inv);
            }
            return AsyncRpcResult.newDefaultAsyncResult("ok", inv);
        });
        FailbackClusterInvoker<?> cluster = new FailbackClusterInvoker<>(
                Directories.of(Directories.consumerUrl(), a), PERIOD);

        AsyncRpcResult result = (AsyncRpcResult) cluster.invoke(Invocations.of("sayHelloAsync", InvokeMode.FUTURE));

        assertNull(result.valueFuture().get(30, TimeUnit.SECONDS), "the failure was answered with an empty result");
        await(() -> a.calls() == 2 && cluster.pendingRetries() == 0, "the retry succeeded");
    }

    @Test
    void atMostFailbacktasksCallsWaitForARetry() throws Throwable {
        FakeInvoker a = FakeInvoker.named("a").throwing(new RpcException(RpcException.NETWORK_EXCEPTION, "down"));
        FailbackClusterInvoker<?> cluster = new FailbackClusterInvoker<>(
                Directories.of(Directories.consumerUrl("failbacktasks", "2"), a), 10_000);

        for (int i = 0; i < 5; i++) {
            assertNull(cluster.invoke(Invocations.sync("sayHello", "x")).recreate());
        }

        assertEquals(2, cluster.pendingRetries());
        cluster.destroy();
        assertEquals(0, cluster.pendingRetries());
    }

    @Test
    void destroyCancelsPendingRetries() throws Exception {
        FakeInvoker a = FakeInvoker.named("a").throwing(new RpcException(RpcException.NETWORK_EXCEPTION, "down"));
        // a period long enough that no busy machine runs the retry before destroy() below
        long period = 1000;
        FailbackClusterInvoker<?> cluster = new FailbackClusterInvoker<>(
                Directories.of(Directories.consumerUrl(), a), period);

        cluster.invoke(Invocations.sync("sayHello", "x"));
        cluster.destroy();
        Thread.sleep(period * 2);

        assertEquals(1, a.calls());
        assertFalse(cluster.isAvailable());
    }

    @Test
    void missingProvidersAreRetriedLater() throws Throwable {
        FakeInvoker a = FakeInvoker.named("a");
        Directories.Mutable directory = new Directories.Mutable(Directories.consumerUrl());
        FailbackClusterInvoker<?> cluster = new FailbackClusterInvoker<>(directory, PERIOD);

        assertNull(cluster.invoke(Invocations.sync("sayHello", "x")).recreate());
        directory.add(a);

        await(() -> a.calls() == 1 && cluster.pendingRetries() == 0, "the retry found the new provider");
    }
}
