package org.apache.dubbo.rpc.cluster.loadbalance;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.cluster.DemoService;

import static org.junit.jupiter.api.Assertions.assertTrue;

/** Counting selections and checking them against expected shares. */
final class Shares {

    private Shares() {
    }

    static Map<Invoker<DemoService>, Integer> count(int selections, Supplier<Invoker<DemoService>> select) {
        Map<Invoker<DemoService>, Integer> counts = new HashMap<>();
        for (int i = 0; i < selections; i++) {
            counts.merge(select.get(), 1, Integer::sum);
        }
        return counts;
    }

    /** Each invoker's count is within {@code relative} (e.g. 0.03) of its expected count. */
    static void assertWithinRelative(Map<Invoker<DemoService>, Integer> counts, List<Invoker<DemoService>> invokers,
                                     double[] expectedShares, int selections, double relative) {
        for (int i = 0; i < invokers.size(); i++) {
            double expected = expectedShares[i] * selections;
            int actual = counts.getOrDefault(invokers.get(i), 0);
            assertTrue(Math.abs(actual - expected) <= relative * expected, invokers.get(i) + ": expected "
                    + expected + " ± " + (relative * 100) + "%, got " + actual);
        }
    }

    /**
     * Each invoker's count is within six binomial standard deviations of its expected count: a correct selector
     * fails this about once in 500 million runs, one off by a few percent fails it every time.
     */
    static void assertWithinSixSigma(Map<Invoker<DemoService>, Integer> counts, List<Invoker<DemoService>> invokers,
                                     double[] expectedShares, int selections) {
        for (int i = 0; i < invokers.size(); i++) {
            double p = expectedShares[i];
            double expected = p * selections;
            double tolerance = 6 * Math.sqrt(selections * p * (1 - p));
            int actual = counts.getOrDefault(invokers.get(i), 0);
            assertTrue(Math.abs(actual - expected) <= tolerance, invokers.get(i) + ": expected " + expected + " ± "
                    + tolerance + ", got " + actual);
        }
    }
}
