package org.apache.dubbo.rpc.cluster.loadbalance;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.CompletableFuture;

import org.apache.dubbo.rpc.AppResponse;
import org.apache.dubbo.rpc.AsyncRpcResult;
import org.apache.dubbo.rpc.InvokeMode;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.RpcInvocation;
import org.apache.dubbo.rpc.RpcStatus;
import org.apache.dubbo.rpc.cluster.DemoService;
import org.apache.dubbo.rpc.cluster.Directories;
import org.apache.dubbo.rpc.cluster.FakeInvoker;
import org.apache.dubbo.rpc.cluster.Invocations;
import org.apache.dubbo.rpc.cluster.support.FailoverClusterInvoker;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

class LeastActiveLoadBalanceTest {

    private final RpcInvocation invocation = Invocations.sync("sayHello", "x");

    @Test
    void prefersTheIdleProvider() {
        FakeInvoker busy1 = FakeInvoker.named("busy1");
        FakeInvoker busy2 = FakeInvoker.named("busy2");
        FakeInvoker idle = FakeInvoker.named("idle");
        RpcStatus.beginCount(busy1.getUrl(), "sayHello");
        RpcStatus.beginCount(busy2.getUrl(), "sayHello");
        RpcStatus.beginCount(busy2.getUrl(), "sayHello");
        LeastActiveLoadBalance lb = new LeastActiveLoadBalance();
        List<Invoker<DemoService>> invokers = List.of(busy1, busy2, idle);

        for (int i = 0; i < 100; i++) {
            assertSame(idle, lb.select(invokers, Directories.consumerUrl(), invocation));
        }
    }

    @Test
    void activeCallsOfOtherMethodsDoNotCount() {
        FakeInvoker a = FakeInvoker.named("a");
        FakeInvoker b = FakeInvoker.named("b");
        RpcStatus.beginCount(a.getUrl(), "count");
        RpcStatus.beginCount(b.getUrl(), "sayHello");
        LeastActiveLoadBalance lb = new LeastActiveLoadBalance();

        assertSame(a, lb.select(List.of(a, b), Directories.consumerUrl(), invocation));
    }

    @Test
    void tiesAreBrokenByWeight() {
        Random seeded = new Random(3L);
        LeastActiveLoadBalance lb = new LeastActiveLoadBalance(() -> seeded);
        List<Invoker<DemoService>> invokers = List.of(FakeInvoker.named("a", "weight", "100"),
                FakeInvoker.named("b", "weight", "300"), FakeInvoker.named("busy", "weight", "10000"));
        RpcStatus.beginCount(invokers.get(2).getUrl(), "sayHello");

        Map<Invoker<DemoService>, Integer> counts = Shares.count(60_000,
                () -> lb.select(invokers, Directories.consumerUrl(), invocation));

        Shares.assertWithinRelative(counts, invokers, new double[] {0.25, 0.75, 0}, 60_000, 0.03);
    }

    @Test
    void theClusterCountsCallsSoPendingOnesSteerNewCallsAway() {
        List<CompletableFuture<AppResponse>> pendingA = new ArrayList<>();
        List<CompletableFuture<AppResponse>> pendingB = new ArrayList<>();
        FakeInvoker a = FakeInvoker.named("a").answering(inv -> {
            CompletableFuture<AppResponse> f = new CompletableFuture<>();
            pendingA.add(f);
            return new AsyncRpcResult(f, inv);
        });
        FakeInvoker b = FakeInvoker.named("b").answering(inv -> {
            CompletableFuture<AppResponse> f = new CompletableFuture<>();
            pendingB.add(f);
            return new AsyncRpcResult(f, inv);
        });
        FailoverClusterInvoker<DemoService> cluster = new FailoverClusterInvoker<>(
                Directories.of(Directories.consumerUrl("loadbalance", "leastactive"), a, b));

        for (int i = 0; i < 10; i++) {
            cluster.invoke(Invocations.of("sayHelloAsync", InvokeMode.FUTURE));
        }
        assertEquals(5, a.calls());
        assertEquals(5, b.calls());

        pendingB.forEach(f -> f.complete(new AppResponse("done")));
        for (int i = 0; i < 5; i++) {
            cluster.invoke(Invocations.of("sayHelloAsync", InvokeMode.FUTURE));
        }
        assertEquals(5, a.calls());
        assertEquals(10, b.calls(), "b was idle, so it got the next five calls");
        assertTrue(RpcStatus.getStatus(a.getUrl(), "sayHelloAsync").getActive() == 5);
    }
}
