package org.apache.dubbo.rpc.cluster.loadbalance;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcInvocation;
import org.apache.dubbo.rpc.RpcStatus;
import org.apache.dubbo.rpc.cluster.DemoService;
import org.apache.dubbo.rpc.cluster.Directories;
import org.apache.dubbo.rpc.cluster.FakeInvoker;
import org.apache.dubbo.rpc.cluster.Invocations;
import org.apache.dubbo.rpc.cluster.InvokerSnapshot;
import org.apache.dubbo.rpc.cluster.InvokerSubset;
import org.junit.jupiter.api.Test;

/**
 * What load balancers keep with a directory's {@link InvokerSnapshot} — weights (once per snapshot and method while
 * they hold), call statistics, URL identities — so that a reference of thousands of providers reads none of their URLs
 * per call.
 */
class SnapshotWeightsTest {

    private final RpcInvocation sayHello = Invocations.sync("sayHello", "x");

    /** An invoker that counts how often its URL is read. */
    private static final class UrlCounting implements Invoker<DemoService> {
        final FakeInvoker delegate;
        final AtomicInteger urlReads;

        UrlCounting(FakeInvoker delegate, AtomicInteger urlReads) {
            this.delegate = delegate;
            this.urlReads = urlReads;
        }

        @Override
        public Class<DemoService> getInterface() {
            return DemoService.class;
        }

        @Override
        public URL getUrl() {
            urlReads.incrementAndGet();
            return delegate.getUrl();
        }

        @Override
        public boolean isAvailable() {
            return true;
        }

        @Override
        public Result invoke(Invocation invocation) {
            return delegate.invoke(invocation);
        }

        @Override
        public void destroy() {
        }
    }

    @SuppressWarnings("unchecked")
    private static Invoker<DemoService>[] counted(AtomicInteger reads, String... parameterPairs) {
        List<Invoker<DemoService>> invokers = new ArrayList<>();
        for (int i = 0; i < parameterPairs.length; i++) {
            invokers.add(new UrlCounting(FakeInvoker.named("p" + i, parameterPairs[i].split("[=&]")), reads));
        }
        return invokers.toArray(new Invoker[0]);
    }

    private static InvokerSnapshot<DemoService> snapshotOf(Invoker<DemoService>[] invokers) {
        return InvokerSnapshot.copyOf(List.of(invokers));
    }

    private static void forgetStatuses(Invoker<DemoService>[] invokers) {
        for (Invoker<DemoService> invoker : invokers) {
            RpcStatus.removeStatus(invoker.getUrl(), "sayHello");
            RpcStatus.removeStatus(invoker.getUrl());
        }
    }

    private static String startedAgo(long millis) {
        return "timestamp=" + (System.currentTimeMillis() - millis);
    }

    @Test
    void aSnapshotsWeightsAreComputedOnceAndChooseAsThePlainListDoes() {
        AtomicInteger reads = new AtomicInteger();
        Invoker<DemoService>[] invokers = counted(reads, "weight=100", "weight=200", "weight=300", "weight=50");
        InvokerSnapshot<DemoService> snapshot = snapshotOf(invokers);
        List<Invoker<DemoService>> plain = List.of(invokers);
        Random forSnapshot = new Random(7);
        Random forPlain = new Random(7);
        RandomLoadBalance snapshotBalancer = new RandomLoadBalance(() -> forSnapshot);
        RandomLoadBalance plainBalancer = new RandomLoadBalance(() -> forPlain);

        for (int i = 0; i < 1000; i++) {
            assertSame(plainBalancer.select(plain, Directories.consumerUrl(), sayHello),
                    snapshotBalancer.select(snapshot, Directories.consumerUrl(), sayHello), "choice " + i);
        }
        int afterBoth = reads.get();
        for (int i = 0; i < 1000; i++) {
            snapshotBalancer.select(snapshot, Directories.consumerUrl(), sayHello);
        }
        assertEquals(afterBoth, reads.get(), "no URL read for a snapshot whose weights hold");
        plainBalancer.select(plain, Directories.consumerUrl(), sayHello);
        assertEquals(afterBoth + invokers.length, reads.get(), "a plain list is read on every call");
    }

    @Test
    void weightsAreKeptPerMethod() {
        AtomicInteger reads = new AtomicInteger();
        Invoker<DemoService>[] invokers = counted(reads, "sayHello.weight=10", "weight=30");
        InvokerSnapshot<DemoService> snapshot = snapshotOf(invokers);
        RandomLoadBalance balancer = new RandomLoadBalance();

        assertArrayEquals(new int[] {10, 30}, balancer.weights(snapshot, sayHello).values);
        assertArrayEquals(new int[] {100, 30}, balancer.weights(snapshot, Invocations.sync("count")).values);
        assertSame(balancer.weights(snapshot, sayHello), balancer.weights(snapshot, sayHello));
    }

    @Test
    void weightsOfProvidersWarmingUpHoldForASecondAtMostAndUntilTheirWarmupEnds() {
        RandomLoadBalance balancer = new RandomLoadBalance();
        AtomicInteger reads = new AtomicInteger();

        long before = System.currentTimeMillis();
        Weights warm = balancer.weights(snapshotOf(counted(reads, startedAgo(3_600_000), "weight=5")),
                sayHello);
        assertEquals(Long.MAX_VALUE, warm.validUntil, "warm providers: as long as the snapshot");

        Weights warming = balancer.weights(snapshotOf(counted(reads, startedAgo(1_000), "weight=5")),
                sayHello);
        long after = System.currentTimeMillis();
        assertTrue(warming.validUntil >= before + Weights.WARMING_RECOMPUTE_MILLIS
                && warming.validUntil <= after + Weights.WARMING_RECOMPUTE_MILLIS, "at most a second");

        long started = System.currentTimeMillis() - 9_900;
        Weights almostWarm = balancer.weights(snapshotOf(counted(reads, "timestamp=" + started
                + "&warmup=10000")), sayHello);
        assertEquals(started + 10_000, almostWarm.validUntil, "until the warm-up ends when that comes first");

        long ahead = System.currentTimeMillis() + 300;
        Weights clockAhead = balancer.weights(snapshotOf(counted(reads, "timestamp=" + ahead)),
                sayHello);
        assertEquals(ahead, clockAhead.validUntil, "a provider whose clock is ahead: until its start");
    }

    @Test
    void expiredWeightsAreComputedAgain() {
        RandomLoadBalance balancer = new RandomLoadBalance();
        AtomicInteger reads = new AtomicInteger();
        long ahead = System.currentTimeMillis() + 50;
        InvokerSnapshot<DemoService> snapshot = snapshotOf(counted(reads, "timestamp=" + ahead,
                "weight=100"));
        Weights first = balancer.weights(snapshot, sayHello);
        assertEquals(1, first.values[0], "not started yet by our clock");
        while (System.currentTimeMillis() <= ahead) {
            Thread.onSpinWait();
        }
        Weights later = balancer.weights(snapshot, sayHello);
        assertTrue(later != first, "computed again after " + ahead);
        assertTrue(later.validUntil > ahead);
    }

    @Test
    void anOverriddenGetWeightIsAskedOnEveryCall() {
        AtomicInteger asked = new AtomicInteger();
        RandomLoadBalance own = new RandomLoadBalance() {
            @Override
            protected int getWeight(Invoker<?> invoker, Invocation invocation) {
                asked.incrementAndGet();
                return 7;
            }
        };
        InvokerSnapshot<DemoService> snapshot = snapshotOf(counted(new AtomicInteger(), "weight=1",
                "weight=2"));

        own.select(snapshot, Directories.consumerUrl(), sayHello);
        own.select(snapshot, Directories.consumerUrl(), sayHello);

        assertEquals(4, asked.get());
    }

    @Test
    void leastActiveOverASnapshotFollowsCallsInFlightWithoutReadingUrls() {
        AtomicInteger reads = new AtomicInteger();
        Invoker<DemoService>[] invokers = counted(reads, "weight=100", "weight=100", "weight=100");
        InvokerSnapshot<DemoService> snapshot = snapshotOf(invokers);
        LeastActiveLoadBalance balancer = new LeastActiveLoadBalance();
        RpcStatus.beginCount(invokers[0].getUrl(), "sayHello");
        RpcStatus.beginCount(invokers[2].getUrl(), "sayHello");
        try {
            assertSame(invokers[1], balancer.select(snapshot, Directories.consumerUrl(), sayHello));
            int afterFirst = reads.get();
            for (int i = 0; i < 100; i++) {
                assertSame(invokers[1], balancer.select(snapshot, Directories.consumerUrl(), sayHello));
            }
            assertEquals(afterFirst, reads.get(), "statistics and weights kept with the snapshot");

            RpcStatus.beginCount(invokers[1].getUrl(), "sayHello");
            RpcStatus.beginCount(invokers[1].getUrl(), "sayHello");
            RpcStatus.endCount(invokers[0].getUrl(), "sayHello", 1, true);
            assertSame(invokers[0], balancer.select(snapshot, Directories.consumerUrl(), sayHello),
                    "the kept statistics are the live ones");
        } finally {
            forgetStatuses(invokers);
        }
    }

    @Test
    void aStatusRemovedAfterTheSnapshotKeptItIsLookedUpAgain() {
        Invoker<DemoService>[] invokers = counted(new AtomicInteger(), "weight=100", "weight=100");
        InvokerSnapshot<DemoService> snapshot = snapshotOf(invokers);
        ShortestResponseLoadBalance balancer = new ShortestResponseLoadBalance();
        balancer.select(snapshot, Directories.consumerUrl(), sayHello);
        RpcStatus kept = RpcStatus.getStatus(invokers[0].getUrl(), "sayHello");

        RpcStatus.removeStatus(invokers[0].getUrl(), "sayHello");
        assertTrue(kept.isRemoved());
        RpcStatus.beginCount(invokers[0].getUrl(), "sayHello");
        RpcStatus.endCount(invokers[0].getUrl(), "sayHello", 50, true);
        RpcStatus.beginCount(invokers[0].getUrl(), "sayHello");
        try {
            for (int i = 0; i < 50; i++) {
                assertSame(invokers[1], balancer.select(snapshot, Directories.consumerUrl(), sayHello),
                        "the provider with a call in flight and a slower average, as its new statistics say");
            }
        } finally {
            forgetStatuses(invokers);
        }
    }

    @Test
    void roundRobinOverASnapshotKeepsItsOrderWithoutReadingUrls() {
        AtomicInteger reads = new AtomicInteger();
        Invoker<DemoService>[] invokers = counted(reads, "weight=5", "weight=1", "weight=1");
        InvokerSnapshot<DemoService> snapshot = snapshotOf(invokers);
        RoundRobinLoadBalance balancer = new RoundRobinLoadBalance();
        StringBuilder order = new StringBuilder();
        int afterFirst = -1;
        for (int i = 0; i < 14; i++) {
            Invoker<DemoService> chosen = balancer.select(snapshot, Directories.consumerUrl(), sayHello);
            order.append((char) ('a' + java.util.Arrays.asList(invokers).indexOf(chosen)));
            if (i == 0) {
                afterFirst = reads.get();
            }
        }
        assertEquals("aabacaaaabacaa", order.toString());
        assertEquals(afterFirst + 13, reads.get(), "only the first provider's URL, for the rotation's key");
    }

    @Test
    void whatTheRoutersLeftOfASnapshotIsBalancedFromWhatTheSnapshotKeeps() {
        AtomicInteger reads = new AtomicInteger();
        Invoker<DemoService>[] invokers = counted(reads, "weight=100", "weight=300", "weight=50", "weight=200");
        InvokerSnapshot<DemoService> snapshot = snapshotOf(invokers);
        InvokerSubset<DemoService> routed = InvokerSubset.of(snapshot, new int[] {1, 2, 3});
        List<Invoker<DemoService>> plain = List.of(invokers[1], invokers[2], invokers[3]);
        assertEquals(plain, routed);
        Random forSubset = new Random(11);
        Random forPlain = new Random(11);
        RandomLoadBalance subsetBalancer = new RandomLoadBalance(() -> forSubset);
        RandomLoadBalance plainBalancer = new RandomLoadBalance(() -> forPlain);

        for (int i = 0; i < 500; i++) {
            assertSame(plainBalancer.select(plain, Directories.consumerUrl(), sayHello),
                    subsetBalancer.select(routed, Directories.consumerUrl(), sayHello), "choice " + i);
        }
        // the snapshot's statistics and identities, read once
        new LeastActiveLoadBalance().select(routed, Directories.consumerUrl(), sayHello);
        new RoundRobinLoadBalance().select(routed, Directories.consumerUrl(), sayHello);
        int afterBoth = reads.get();
        for (int i = 0; i < 500; i++) {
            subsetBalancer.select(InvokerSubset.of(snapshot, new int[] {0, 3}), Directories.consumerUrl(), sayHello);
            new LeastActiveLoadBalance().select(routed, Directories.consumerUrl(), sayHello);
            new RoundRobinLoadBalance().select(routed, Directories.consumerUrl(), sayHello);
        }
        // round robin reads the first invoker's URL for its key on each call, nothing else is read
        assertEquals(afterBoth + 500, reads.get());
        forgetStatuses(invokers);
    }

    @Test
    void aSubsetRefusesPositionsOutsideItsSnapshot() {
        InvokerSnapshot<DemoService> snapshot = snapshotOf(counted(new AtomicInteger(), "weight=1", "weight=2"));
        IndexOutOfBoundsException e = assertThrows(IndexOutOfBoundsException.class,
                () -> InvokerSubset.of(snapshot, new int[] {0, 2}));
        assertTrue(e.getMessage().contains("2"), e.getMessage());
    }
}
