package org.apache.dubbo.rpc.cluster.support;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
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
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

@Timeout(60)
class BroadcastClusterInvokerTest {

    private final List<String> order = new CopyOnWriteArrayList<>();

    private FakeInvoker recording(String name) {
        return FakeInvoker.named(name).answering(inv -> {
            order.add(name);
            return AsyncRpcResult.newDefaultAsyncResult(name, inv);
        });
    }

    @Test
    void callsEveryProviderInOrderAndAnswersWithTheLastResult() throws Throwable {
        BroadcastClusterInvoker<?> cluster = new BroadcastClusterInvoker<>(Directories.of(Directories.consumerUrl(),
                recording("a"), recording("b"), recording("c")));

        Result result = cluster.invoke(Invocations.sync("sayHello", "x"));

        assertEquals(List.of("a", "b", "c"), order);
        assertEquals("c", result.recreate());
    }

    @Test
    void aFailureDoesNotStopTheRoundAndTheLastFailureIsThrown() {
        FakeInvoker first = FakeInvoker.named("first").answering(inv -> {
            order.add("first");
            throw new RpcException(RpcException.NETWORK_EXCEPTION, "first failed");
        });
        FakeInvoker second = FakeInvoker.named("second").answering(inv -> {
            order.add("second");
            throw new RpcException(RpcException.TIMEOUT_EXCEPTION, "second failed");
        });
        BroadcastClusterInvoker<?> cluster = new BroadcastClusterInvoker<>(Directories.of(Directories.consumerUrl(),
                first, second, recording("third")));

        RpcException e = assertThrows(RpcException.class, () -> cluster.invoke(Invocations.sync("sayHello", "x")));

        assertEquals(List.of("first", "second", "third"), order);
        assertEquals("second failed", e.getMessage());
        assertEquals(RpcException.TIMEOUT_EXCEPTION, e.getCode());
    }

    @Test
    void aBusinessExceptionIsReportedAsIs() {
        IllegalStateException business = new IllegalStateException("no");
        FakeInvoker refusing = FakeInvoker.named("refusing")
                .answering(inv -> AsyncRpcResult.newDefaultAsyncResult(business, inv));
        BroadcastClusterInvoker<?> cluster = new BroadcastClusterInvoker<>(Directories.of(Directories.consumerUrl(),
                recording("a"), refusing, recording("c")));

        Result result = cluster.invoke(Invocations.sync("sayHello", "x"));

        assertSame(business, assertThrows(IllegalStateException.class, result::recreate));
        assertEquals(List.of("a", "c"), order);
    }

    @Test
    void asyncRoundCallsTheNextProviderWhenThePreviousAnswered() throws Exception {
        CompletableFuture<AppResponse> answerOfA = new CompletableFuture<>();
        FakeInvoker a = FakeInvoker.named("a").answering(inv -> {
            order.add("a");
            return new AsyncRpcResult(answerOfA, inv);
        });
        FakeInvoker b = FakeInvoker.named("b").remoteLike(inv -> {
            order.add("b");
            return new AppResponse("b");
        }, null);
        BroadcastClusterInvoker<?> cluster = new BroadcastClusterInvoker<>(
                Directories.of(Directories.consumerUrl(), a, b));

        AsyncRpcResult result = (AsyncRpcResult) cluster.invoke(Invocations.of("sayHelloAsync", InvokeMode.FUTURE));

        assertEquals(0, b.calls(), "b is called only once a has answered");
        answerOfA.complete(new AppResponse("a"));
        assertEquals("b", result.valueFuture().get(30, TimeUnit.SECONDS));
        assertEquals(List.of("a", "b"), order);
    }
}
