package org.apache.dubbo.rpc.cluster.loadbalance;

import java.util.List;
import java.util.Map;
import java.util.Random;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.RpcInvocation;
import org.apache.dubbo.rpc.RpcStatus;
import org.apache.dubbo.rpc.cluster.DemoService;
import org.apache.dubbo.rpc.cluster.Directories;
import org.apache.dubbo.rpc.cluster.FakeInvoker;
import org.apache.dubbo.rpc.cluster.Invocations;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertSame;

class ShortestResponseLoadBalanceTest {

    private final RpcInvocation invocation = Invocations.sync("sayHello", "x");

    private static void record(URL url, int calls, long elapsed) {
        for (int i = 0; i < calls; i++) {
            RpcStatus.beginCount(url, "sayHello");
            RpcStatus.endCount(url, "sayHello", elapsed, true);
        }
    }

    @Test
    void prefersTheProviderThatAnswersFastest() {
        FakeInvoker slow = FakeInvoker.named("slow");
        FakeInvoker fast = FakeInvoker.named("fast");
        record(slow.getUrl(), 10, 100);
        record(fast.getUrl(), 10, 10);
        ShortestResponseLoadBalance lb = new ShortestResponseLoadBalance();

        for (int i = 0; i < 100; i++) {
            assertSame(fast, lb.select(List.of(slow, fast), Directories.consumerUrl(), invocation));
        }
    }

    @Test
    void callsInFlightMakeAFastProviderLookSlower() {
        FakeInvoker steady = FakeInvoker.named("steady");
        FakeInvoker crowded = FakeInvoker.named("crowded");
        record(steady.getUrl(), 10, 100);
        record(crowded.getUrl(), 10, 10);
        for (int i = 0; i < 20; i++) {
            RpcStatus.beginCount(crowded.getUrl(), "sayHello");
        }
        ShortestResponseLoadBalance lb = new ShortestResponseLoadBalance();

        // 10 ms x 21 = 210 against 100 ms x 1
        assertSame(steady, lb.select(List.of(steady, crowded), Directories.consumerUrl(), invocation));
    }

    @Test
    void failedCallsDoNotMakeAProviderLookFast() {
        FakeInvoker failing = FakeInvoker.named("failing");
        FakeInvoker working = FakeInvoker.named("working");
        record(working.getUrl(), 10, 50);
        record(failing.getUrl(), 1, 500);
        for (int i = 0; i < 50; i++) {
            RpcStatus.beginCount(failing.getUrl(), "sayHello");
            RpcStatus.endCount(failing.getUrl(), "sayHello", 1, false);
        }
        ShortestResponseLoadBalance lb = new ShortestResponseLoadBalance();

        assertSame(working, lb.select(List.of(failing, working), Directories.consumerUrl(), invocation));
    }

    @Test
    void tiesAreBrokenByWeight() {
        Random seeded = new Random(5L);
        ShortestResponseLoadBalance lb = new ShortestResponseLoadBalance(() -> seeded);
        List<Invoker<DemoService>> invokers = List.of(FakeInvoker.named("a", "weight", "200"),
                FakeInvoker.named("b", "weight", "100"));

        Map<Invoker<DemoService>, Integer> counts = Shares.count(60_000,
                () -> lb.select(invokers, Directories.consumerUrl(), invocation));

        Shares.assertWithinRelative(counts, invokers, new double[] {2 / 3.0, 1 / 3.0}, 60_000, 0.03);
    }
}
