package org.apache.dubbo.rpc.cluster.loadbalance;

import java.util.List;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.cluster.ClusterSettings;
import org.apache.dubbo.rpc.cluster.LoadBalance;

/**
 * Base of the load balancers: no candidate gives {@code null}, a single one is returned as is, and
 * {@link #doSelect} chooses among several. {@link #getWeight} gives a provider's weight with warm-up applied.
 */
public abstract class AbstractLoadBalance implements LoadBalance {

    @Override
    public <T> Invoker<T> select(List<Invoker<T>> invokers, URL url, Invocation invocation) {
        if (invokers == null || invokers.isEmpty()) {
            return null;
        }
        if (invokers.size() == 1) {
            return invokers.get(0);
        }
        return doSelect(invokers, url, invocation);
    }

    /** Chooses among at least two invokers. */
    protected abstract <T> Invoker<T> doSelect(List<Invoker<T>> invokers, URL url, Invocation invocation);

    /**
     * The provider's {@code weight} for the invoked method ({@code {method}.weight}, else {@code weight}, default
     * 100; 0 or less gives 0). A provider that started (its {@code timestamp}) less than {@code warmup} ms ago
     * (default 10 minutes) gets a share of it that grows linearly with its uptime, at least 1, so a cold JVM is
     * not flooded at once.
     */
    protected int getWeight(Invoker<?> invoker, Invocation invocation) {
        URL url = invoker.getUrl();
        int weight = url.getMethodParameter(ClusterSettings.methodName(invocation), ClusterSettings.WEIGHT,
                ClusterSettings.DEFAULT_WEIGHT);
        if (weight <= 0) {
            return 0;
        }
        long timestamp = url.getParameter(ClusterSettings.TIMESTAMP, 0L);
        if (timestamp <= 0) {
            return weight;
        }
        long uptime = System.currentTimeMillis() - timestamp;
        if (uptime < 0) {
            // the provider's clock is ahead of ours: treat it as just started
            return 1;
        }
        int warmup = url.getParameter(ClusterSettings.WARMUP, ClusterSettings.DEFAULT_WARMUP);
        return uptime < warmup ? warmupWeight(uptime, warmup, weight) : weight;
    }

    /** {@code weight} scaled by {@code uptime / warmup}, between 1 and {@code weight}. */
    static int warmupWeight(long uptime, int warmup, int weight) {
        long scaled = uptime * weight / warmup;
        return (int) Math.max(1, Math.min(scaled, weight));
    }
}
