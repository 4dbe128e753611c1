package org.apache.dubbo.rpc.cluster.loadbalance;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.cluster.DemoService;
import org.apache.dubbo.rpc.cluster.Directories;
import org.apache.dubbo.rpc.cluster.FakeInvoker;
import org.apache.dubbo.rpc.cluster.Invocations;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class ConsistentHashLoadBalanceTest {

    private static final int KEYS = 4000;

    private static List<Invoker<DemoService>> providers(int count) {
        List<Invoker<DemoService>> invokers = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            invokers.add(FakeInvoker.named("p" + i));
        }
        return invokers;
    }

    private static Map<String, Invoker<DemoService>> owners(ConsistentHashLoadBalance lb,
                                                            List<Invoker<DemoService>> invokers, URL url) {
        Map<String, Invoker<DemoService>> owners = new HashMap<>();
        for (int i = 0; i < KEYS; i++) {
            String key = "user-" + i;
            owners.put(key, lb.select(invokers, url, Invocations.sync("sayHello", key)));
        }
        return owners;
    }

    @Test
    void sameKeyAlwaysGoesToTheSameProvider() {
        ConsistentHashLoadBalance lb = new ConsistentHashLoadBalance();
        List<Invoker<DemoService>> invokers = providers(5);

        Invoker<DemoService> first = lb.select(invokers, Directories.consumerUrl(), Invocations.sync("sayHello", "k"));
        for (int i = 0; i < 100; i++) {
            assertSame(first, lb.select(invokers, Directories.consumerUrl(), Invocations.sync("sayHello", "k")));
        }
    }

    @Test
    void keysSpreadOverAllProviders() {
        ConsistentHashLoadBalance lb = new ConsistentHashLoadBalance();
        List<Invoker<DemoService>> invokers = providers(4);

        Map<Invoker<DemoService>, Integer> counts = new HashMap<>();
        owners(lb, invokers, Directories.consumerUrl()).values().forEach(p -> counts.merge(p, 1, Integer::sum));

        for (Invoker<DemoService> invoker : invokers) {
            int owned = counts.getOrDefault(invoker, 0);
            assertTrue(owned > KEYS * 0.10 && owned < KEYS * 0.45, invoker + " owns " + owned);
        }
    }

    @Test
    void removingAProviderMovesOnlyItsKeys() {
        ConsistentHashLoadBalance lb = new ConsistentHashLoadBalance();
        List<Invoker<DemoService>> invokers = providers(4);
        Map<String, Invoker<DemoService>> before = owners(lb, invokers, Directories.consumerUrl());
        Invoker<DemoService> removed = invokers.get(2);
        List<Invoker<DemoService>> remaining = new ArrayList<>(invokers);
        remaining.remove(removed);

        Map<String, Invoker<DemoService>> after = owners(lb, remaining, Directories.consumerUrl());

        int moved = 0;
        for (Map.Entry<String, Invoker<DemoService>> e : before.entrySet()) {
            Invoker<DemoService> now = after.get(e.getKey());
            assertNotSame(removed, now, "the ring was rebuilt without the removed provider");
            if (e.getValue() == removed) {
                moved++;
            } else {
                assertSame(e.getValue(), now, e.getKey() + " stayed where it was");
            }
        }
        assertTrue(moved > 0);
    }

    @Test
    void addingAProviderTakesKeysOnlyForItself() {
        ConsistentHashLoadBalance lb = new ConsistentHashLoadBalance();
        List<Invoker<DemoService>> invokers = providers(4);
        Map<String, Invoker<DemoService>> before = owners(lb, invokers.subList(0, 3), Directories.consumerUrl());

        Map<String, Invoker<DemoService>> after = owners(lb, invokers, Directories.consumerUrl());

        for (Map.Entry<String, Invoker<DemoService>> e : after.entrySet()) {
            if (e.getValue() != invokers.get(3)) {
                assertSame(before.get(e.getKey()), e.getValue());
            }
        }
    }

    @Test
    void hashArgumentsChooseWhichArgumentsMakeTheKey() {
        ConsistentHashLoadBalance lb = new ConsistentHashLoadBalance();
        List<Invoker<DemoService>> invokers = providers(5);
        URL bySecond = Directories.consumerUrl("pick.hash.arguments", "1");

        Invoker<DemoService> owner = lb.select(invokers, bySecond, Invocations.sync("pick", "a", "tenant-7"));
        for (int i = 0; i < 50; i++) {
            assertSame(owner, lb.select(invokers, bySecond, Invocations.sync("pick", "first-" + i, "tenant-7")));
        }
    }

    @Test
    void providerHashNodesSettingIsUsedAndMustBePositive() {
        ConsistentHashLoadBalance lb = new ConsistentHashLoadBalance();
        List<Invoker<DemoService>> invokers = List.of(FakeInvoker.named("a", "hash.nodes", "0"),
                FakeInvoker.named("b", "hash.nodes", "0"));

        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> lb.select(invokers, Directories.consumerUrl(), Invocations.sync("sayHello", "k")));
        assertTrue(e.getMessage().contains("hash.nodes=0"), e.getMessage());
    }

    @Test
    void methodLevelHashArgumentsApplyOnlyToThatMethod() {
        ConsistentHashLoadBalance lb = new ConsistentHashLoadBalance();
        List<Invoker<DemoService>> invokers = providers(3);
        URL url = Directories.consumerUrl("pick.hash.arguments", "1");

        for (int i = 0; i < 20; i++) {
            Invoker<DemoService> byFirst = lb.select(invokers, url, Invocations.sync("sayHello", "k" + i));
            Invoker<DemoService> bySecond = lb.select(invokers, url, Invocations.sync("pick", "x", "k" + i));
            assertEquals(byFirst, bySecond, "the same key text maps to the same provider on both rings");
        }
    }
}
