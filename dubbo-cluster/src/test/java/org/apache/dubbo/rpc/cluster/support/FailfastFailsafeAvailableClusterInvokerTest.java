package org.apache.dubbo.rpc.cluster.support;

import java.util.concurrent.TimeUnit;

import org.apache.dubbo.rpc.AppResponse;
import org.apache.dubbo.rpc.AsyncRpcResult;
import org.apache.dubbo.rpc.InvokeMode;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.cluster.Directories;
import org.apache.dubbo.rpc.cluster.FakeInvoker;
import org.apache.dubbo.rpc.cluster.Invocations;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

@Timeout(60)
class FailfastFailsafeAvailableClusterInvokerTest {

    @Test
    void failfastMakesOneCallAndKeepsTheErrorCode() {
        FakeInvoker a = FakeInvoker.named("a").throwing(new RpcException(RpcException.TIMEOUT_EXCEPTION, "slow"));
        FakeInvoker b = FakeInvoker.named("b").throwing(new RpcException(RpcException.TIMEOUT_EXCEPTION, "slow"));
        FailfastClusterInvoker<?> cluster = new FailfastClusterInvoker<>(
                Directories.of(Directories.consumerUrl(), a, b));

        RpcException e = assertThrows(RpcException.class, () -> cluster.invoke(Invocations.sync("sayHello", "x")));

        assertEquals(1, a.calls() + b.calls());
        assertEquals(RpcException.TIMEOUT_EXCEPTION, e.getCode());
        assertTrue(e.getMessage().contains("Failfast invoke of the method sayHello"), e.getMessage());
        assertTrue(e.getMessage().contains("Last error is: slow"), e.getMessage());
    }

    @Test
    void failfastReportsAnAsyncFailureOnceThroughTheFuture() {
        FakeInvoker a = FakeInvoker.named("a")
                .remoteLike(null, new RpcException(RpcException.NETWORK_EXCEPTION, "x"));
        FailfastClusterInvoker<?> cluster = new FailfastClusterInvoker<>(
                Directories.of(Directories.consumerUrl(), a));

        AsyncRpcResult result = (AsyncRpcResult) cluster.invoke(Invocations.of("sayHelloAsync", InvokeMode.FUTURE));

        Exception e = assertThrows(Exception.class, () -> result.valueFuture().get(30, TimeUnit.SECONDS));
        assertEquals(RpcException.NETWORK_EXCEPTION, ((RpcException) e.getCause()).getCode());
        assertEquals(1, a.calls());
    }

    @Test
    void failfastReturnsTheProvidersAnswer() throws Throwable {
        FakeInvoker a = FakeInvoker.named("a").returning("hi");
        FailfastClusterInvoker<?> cluster = new FailfastClusterInvoker<>(
                Directories.of(Directories.consumerUrl(), a));

        assertEquals("hi", cluster.invoke(Invocations.sync("sayHello", "x")).recreate());
    }

    @Test
    void failsafeAnswersAFailedCallWithAnEmptyResult() throws Throwable {
        FakeInvoker a = FakeInvoker.named("a").throwing(new RpcException(RpcException.NETWORK_EXCEPTION, "down"));
        FailsafeClusterInvoker<?> cluster = new FailsafeClusterInvoker<>(
                Directories.of(Directories.consumerUrl(), a));

        Result result = cluster.invoke(Invocations.sync("sayHello", "x"));

        assertNull(result.recreate());
        assertEquals(1, a.calls());
    }

    @Test
    void failsafeAnswersAnAsyncFailureWithAnEmptyResult() throws Exception {
        FakeInvoker a = FakeInvoker.named("a")
                .remoteLike(null, new RpcException(RpcException.TIMEOUT_EXCEPTION, "t"));
        FailsafeClusterInvoker<?> cluster = new FailsafeClusterInvoker<>(
                Directories.of(Directories.consumerUrl(), a));

        AsyncRpcResult result = (AsyncRpcResult) cluster.invoke(Invocations.of("sayHelloAsync", InvokeMode.FUTURE));

        assertNull(result.valueFuture().get(30, TimeUnit.SECONDS));
    }

    @Test
    void failsafeAnswersMissingProvidersWithAnEmptyResult() throws Throwable {
        FailsafeClusterInvoker<?> cluster = new FailsafeClusterInvoker<>(
                new Directories.Mutable(Directories.consumerUrl()));

        assertNull(cluster.invoke(Invocations.sync("sayHello", "x")).recreate());
    }

    @Test
    void failsafeKeepsBusinessExceptions() {
        FakeInvoker a = FakeInvoker.named("a")
                .answering(inv -> AsyncRpcResult.newDefaultAsyncResult(new IllegalStateException("no"), inv));
        FailsafeClusterInvoker<?> cluster = new FailsafeClusterInvoker<>(
                Directories.of(Directories.consumerUrl(), a));

        Result result = cluster.invoke(Invocations.sync("sayHello", "x"));

        assertThrows(IllegalStateException.class, result::recreate);
    }

    @Test
    void availableCallsTheFirstAvailableProviderInOrder() throws Throwable {
        FakeInvoker a = FakeInvoker.named("a").unavailable();
        FakeInvoker b = FakeInvoker.named("b");
        FakeInvoker c = FakeInvoker.named("c");
        AvailableClusterInvoker<?> cluster = new AvailableClusterInvoker<>(
                Directories.of(Directories.consumerUrl(), a, b, c));

        for (int i = 0; i < 20; i++) {
            assertEquals("b", cluster.invoke(Invocations.sync("sayHello", "x")).recreate());
        }
        assertEquals(0, a.calls());
        assertEquals(0, c.calls());
    }

    @Test
    void availableDoesNotRetry() {
        FakeInvoker a = FakeInvoker.named("a").throwing(new RpcException(RpcException.NETWORK_EXCEPTION, "down"));
        FakeInvoker b = FakeInvoker.named("b");
        AvailableClusterInvoker<?> cluster = new AvailableClusterInvoker<>(
                Directories.of(Directories.consumerUrl(), a, b));

        assertThrows(RpcException.class, () -> cluster.invoke(Invocations.sync("sayHello", "x")));
        assertEquals(0, b.calls());
    }

    @Test
    void availableFailsWithNoProviderAvailableWhenNoneIs() {
        FakeInvoker a = FakeInvoker.named("a").unavailable();
        AvailableClusterInvoker<?> cluster = new AvailableClusterInvoker<>(
                Directories.of(Directories.consumerUrl(), a));

        RpcException e = assertThrows(RpcException.class, () -> cluster.invoke(Invocations.sync("sayHello", "x")));
        assertEquals(RpcException.NO_INVOKER_AVAILABLE_AFTER_FILTER, e.getCode());
    }

    @Test
    void completedResultsAreHandedOnAsResponses() throws Throwable {
        FakeInvoker a = FakeInvoker.named("a").answering(inv -> {
            AppResponse response = new AppResponse("v");
            response.setAttachment("k", "v1");
            return response;
        });
        FailfastClusterInvoker<?> cluster = new FailfastClusterInvoker<>(
                Directories.of(Directories.consumerUrl(), a));

        Result result = cluster.invoke(Invocations.sync("sayHello", "x"));

        assertEquals("v", result.recreate());
        assertEquals("v1", result.getAttachment("k"));
    }
}
