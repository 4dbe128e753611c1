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
 * {@code shortestresponse}: the provider expected to answer soonest, estimated as its average successful call
 * time for the method times (calls in flight + 1), from {@link RpcStatus}; ties are broken by weighted random
 * choice. A provider without statistics yet estimates 0, so new providers get tried.
 */
public class ShortestResponseLoadBalance extends AbstractLoadBalance {

    public static final String NAME = "shortestresponse";

    private final Supplier<Random> random;

    public ShortestResponseLoadBalance() {
        this(ThreadLocalRandom::current);
    }

    /** With another source of randomness; for tests that need a fixed seed. */
    ShortestResponseLoadBalance(Supplier<Random> random) {
        this.random = random;
    }

    @Override
    protected <T> Invoker<T> doSelect(List<Invoker<T>> invokers, URL url, Invocation invocation) {
        String method = ClusterSettings.methodName(invocation);
        RpcStatus[] statuses = statuses(invokers, method);
        int[] weights = weights(invokers, invocation).values;
        long shortest = Long.MAX_VALUE;
        int[] fastest = new int[statuses.length];
        int count = 0;
        for (int i = 0; i < statuses.length; i++) {
            RpcStatus status = current(statuses, i, invokers.get(i), method);
            long estimate = status.getSucceededAverageElapsed() * (status.getActive() + 1L);
            if (estimate < shortest) {
                shortest = estimate;
                count = 0;
            }
            if (estimate == shortest) {
                fastest[count++] = i;
            }
        }
        return invokers.get(count == 1 ? fastest[0]
                : WeightedRandom.chooseAmong(fastest, count, weights, random.get()));
    }
}
