package org.apache.dubbo.rpc.cluster.loadbalance;

import java.util.List;
import java.util.Random;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Supplier;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;

/** {@code random}, the default: a random provider, each with probability proportional to its weight. */
public class RandomLoadBalance extends AbstractLoadBalance {

    public static final String NAME = "random";

    private final Supplier<Random> random;

    public RandomLoadBalance() {
        this(ThreadLocalRandom::current);
    }

    /** With another source of randomness; for tests that need a fixed seed. */
    RandomLoadBalance(Supplier<Random> random) {
        this.random = random;
    }

    @Override
    protected <T> Invoker<T> doSelect(List<Invoker<T>> invokers, URL url, Invocation invocation) {
        return WeightedRandom.choose(invokers, weights(invokers, invocation), random.get());
    }
}
