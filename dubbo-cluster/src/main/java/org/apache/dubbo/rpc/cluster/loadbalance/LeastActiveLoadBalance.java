package org.apache.dubbo.rpc.cluster.loadbalance;

import java.util.List;
import java.util.Random;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Supplier;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.RpcStatus;
import org.apache.dubbo.rpc.cluster.ClusterSettings;

/**
 * {@code leastactive}: the provider with the fewest calls of the method in flight ({@link RpcStatus}), so slow
 * providers get fewer calls; ties are broken by weighted random choice.
 */
public class LeastActiveLoadBalance extends AbstractLoadBalance {

    public static final String NAME = "leastactive";

    private final Supplier<Random> random;

    public LeastActiveLoadBalance() {
        this(ThreadLocalRandom::current);
    }

    /** With another source of randomness; for tests that need a fixed seed. */
    LeastActiveLoadBalance(Supplier<Random> random) {
        this.random = random;
    }

    @Override
    protected <T> Invoker<T> doSelect(List<Invoker<T>> invokers, URL url, Invocation invocation) {
        String method = ClusterSettings.methodName(invocation);
        RpcStatus[] statuses = statuses(invokers, method);
        int[] weights = weights(invokers, invocation).values;
        int leastActive = Integer.MAX_VALUE;
        int[] least = new int[statuses.length];
        int count = 0;
        for (int i = 0; i < statuses.length; i++) {
            int active = current(statuses, i, invokers.get(i), method).getActive();
            if (active < leastActive) {
                leastActive = active;
                count = 0;
            }
            if (active == leastActive) {
                least[count++] = i;
            }
        }
        return invokers.get(count == 1 ? least[0] : WeightedRandom.chooseAmong(least, count, weights, random.get()));
    }
}
