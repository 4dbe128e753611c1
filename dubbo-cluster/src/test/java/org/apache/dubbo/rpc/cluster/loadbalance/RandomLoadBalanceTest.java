package org.apache.dubbo.rpc.cluster.loadbalance;

import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.RpcInvocation;
import org.apache.dubbo.rpc.cluster.DemoService;
import org.apache.dubbo.rpc.cluster.Directories;
import org.apache.dubbo.rpc.cluster.FakeInvoker;
import org.apache.dubbo.rpc.cluster.Invocations;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

class RandomLoadBalanceTest {

    private static final int SELECTIONS = 60_000;
    private final RpcInvocation invocation = Invocations.sync("sayHello", "x");

    private static List<Invoker<DemoService>> weighted(String... weights) {
        FakeInvoker[] invokers = new FakeInvoker[weights.length];
        for (int i = 0; i < weights.length; i++) {
            invokers[i] = FakeInvoker.named("w" + i, "weight", weights[i]);
        }
        return List.of(invokers);
    }

    @Test
    void sharesFollowWeightsOneTwoThreeWithinThreePercentWithAFixedSeed() {
        Random seeded = new Random(20240607L);
        RandomLoadBalance lb = new RandomLoadBalance(() -> seeded);
        List<Invoker<DemoService>> invokers = weighted("100", "200", "300");

        Map<Invoker<DemoService>, Integer> counts = Shares.count(SELECTIONS,
                () -> lb.select(invokers, Directories.consumerUrl(), invocation));

        Shares.assertWithinRelative(counts, invokers, new double[] {1 / 6.0, 2 / 6.0, 3 / 6.0}, SELECTIONS, 0.03);
    }

    @Test
    void sharesFollowWeightsWithinSixSigmaWithTheDefaultRandom() {
        RandomLoadBalance lb = new RandomLoadBalance();
        List<Invoker<DemoService>> invokers = weighted("1", "2", "3");

        Map<Invoker<DemoService>, Integer> counts = Shares.count(SELECTIONS,
                () -> lb.select(invokers, Directories.consumerUrl(), invocation));

        Shares.assertWithinSixSigma(counts, invokers, new double[] {1 / 6.0, 2 / 6.0, 3 / 6.0}, SELECTIONS);
    }

    @Test
    void equalWeightsGiveEqualShares() {
        RandomLoadBalance lb = new RandomLoadBalance();
        List<Invoker<DemoService>> invokers = weighted("100", "100", "100", "100");

        Map<Invoker<DemoService>, Integer> counts = Shares.count(SELECTIONS,
                () -> lb.select(invokers, Directories.consumerUrl(), invocation));

        Shares.assertWithinSixSigma(counts, invokers, new double[] {0.25, 0.25, 0.25, 0.25}, SELECTIONS);
    }

    @Test
    void zeroWeightProviderIsNeverChosenBesidePositiveOnes() {
        RandomLoadBalance lb = new RandomLoadBalance();
        List<Invoker<DemoService>> invokers = weighted("0", "100");

        Map<Invoker<DemoService>, Integer> counts = Shares.count(10_000,
                () -> lb.select(invokers, Directories.consumerUrl(), invocation));

        assertFalse(counts.containsKey(invokers.get(0)));
    }

    @Test
    void methodLevelWeightApplies() {
        Random seeded = new Random(7L);
        RandomLoadBalance lb = new RandomLoadBalance(() -> seeded);
        List<Invoker<DemoService>> invokers = List.of(FakeInvoker.named("light"),
                FakeInvoker.named("heavy", "sayHello.weight", "300"));

        Map<Invoker<DemoService>, Integer> counts = Shares.count(SELECTIONS,
                () -> lb.select(invokers, Directories.consumerUrl(), invocation));

        Shares.assertWithinRelative(counts, invokers, new double[] {0.25, 0.75}, SELECTIONS, 0.03);
    }

    @Test
    void warmingProviderGetsAShareMatchingItsRampedWeight() {
        Random seeded = new Random(11L);
        RandomLoadBalance lb = new RandomLoadBalance(() -> seeded);
        long oneMinuteAgo = System.currentTimeMillis() - 60_000;
        List<Invoker<DemoService>> invokers = List.of(
                FakeInvoker.named("cold", "timestamp", String.valueOf(oneMinuteAgo)), FakeInvoker.named("warm"));

        Map<Invoker<DemoService>, Integer> counts = Shares.count(SELECTIONS,
                () -> lb.select(invokers, Directories.consumerUrl(), invocation));

        // one minute of a ten-minute warm-up: weight 10 against 100
        Shares.assertWithinRelative(counts, invokers, new double[] {10 / 110.0, 100 / 110.0}, SELECTIONS, 0.05);
    }

    @Test
    void noneOrOneCandidateNeedsNoChoice() {
        RandomLoadBalance lb = new RandomLoadBalance();
        Invoker<DemoService> only = FakeInvoker.named("only");

        assertNull(lb.select(Collections.emptyList(), Directories.consumerUrl(), invocation));
        assertSame(only, lb.select(List.of(only), Directories.consumerUrl(), invocation));
        assertEquals(1, lb.getWeight(FakeInvoker.named("tiny", "weight", "1"), invocation));
    }
}
