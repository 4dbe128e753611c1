package org.apache.dubbo.rpc.cluster.loadbalance;

import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.RpcInvocation;
import org.apache.dubbo.rpc.cluster.DemoService;
import org.apache.dubbo.rpc.cluster.Directories;
import org.apache.dubbo.rpc.cluster.FakeInvoker;
import org.apache.dubbo.rpc.cluster.Invocations;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class RoundRobinLoadBalanceTest {

    private final RpcInvocation invocation = Invocations.sync("sayHello", "x");

    private static String sequence(RoundRobinLoadBalance lb, List<Invoker<DemoService>> invokers,
                                   RpcInvocation invocation, int picks) {
        StringBuilder sequence = new StringBuilder();
        for (int i = 0; i < picks; i++) {
            sequence.append(((FakeInvoker) lb.select(invokers, Directories.consumerUrl(), invocation)).name());
        }
        return sequence.toString();
    }

    @Test
    void weightsFiveOneOneGiveTheSmoothSequence() {
        RoundRobinLoadBalance lb = new RoundRobinLoadBalance();
        List<Invoker<DemoService>> invokers = List.of(FakeInvoker.named("a", "weight", "5"),
                FakeInvoker.named("b", "weight", "1"), FakeInvoker.named("c", "weight", "1"));

        assertEquals("aabacaa" + "aabacaa" + "aabacaa", sequence(lb, invokers, invocation, 21));
    }

    @Test
    void equalWeightsRotateInOrder() {
        RoundRobinLoadBalance lb = new RoundRobinLoadBalance();
        List<Invoker<DemoService>> invokers = List.of(FakeInvoker.named("a"), FakeInvoker.named("b"),
                FakeInvoker.named("c"));

        assertEquals("abcabcabc", sequence(lb, invokers, invocation, 9));
    }

    @Test
    void sharesAreExactOverAFullCycle() {
        RoundRobinLoadBalance lb = new RoundRobinLoadBalance();
        List<Invoker<DemoService>> invokers = List.of(FakeInvoker.named("a", "weight", "100"),
                FakeInvoker.named("b", "weight", "200"), FakeInvoker.named("c", "weight", "300"));

        Map<Invoker<DemoService>, Integer> counts = Shares.count(6000,
                () -> lb.select(invokers, Directories.consumerUrl(), invocation));

        assertEquals(1000, counts.get(invokers.get(0)));
        assertEquals(2000, counts.get(invokers.get(1)));
        assertEquals(3000, counts.get(invokers.get(2)));
    }

    @Test
    void eachMethodHasItsOwnRotation() {
        RoundRobinLoadBalance lb = new RoundRobinLoadBalance();
        List<Invoker<DemoService>> invokers = List.of(FakeInvoker.named("a"), FakeInvoker.named("b"));

        assertEquals("a", sequence(lb, invokers, invocation, 1));
        assertEquals("ab", sequence(lb, invokers, Invocations.sync("count"), 2));
        assertEquals("b", sequence(lb, invokers, invocation, 1));
    }

    @Test
    void providersAbsentForAMinuteAreForgotten() {
        AtomicLong now = new AtomicLong(1_000_000);
        RoundRobinLoadBalance lb = new RoundRobinLoadBalance(now::get);
        FakeInvoker a = FakeInvoker.named("a");
        FakeInvoker b = FakeInvoker.named("b");
        FakeInvoker c = FakeInvoker.named("c");
        String serviceKey = a.getUrl().getServiceKey();

        lb.select(List.of(a, b, c), Directories.consumerUrl(), invocation);
        assertEquals(3, lb.remembered(serviceKey, "sayHello"));

        now.addAndGet(30_000);
        lb.select(List.of(a, b), Directories.consumerUrl(), invocation);
        assertEquals(3, lb.remembered(serviceKey, "sayHello"), "a short absence is tolerated (failover subsets)");

        now.addAndGet(31_000);
        lb.select(List.of(a, b), Directories.consumerUrl(), invocation);
        assertEquals(2, lb.remembered(serviceKey, "sayHello"));
    }
}
