package org.apache.dubbo.rpc.cluster.loadbalance;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.RpcStatus;
import org.apache.dubbo.rpc.cluster.ClusterSettings;
import org.apache.dubbo.rpc.cluster.InvokerSnapshot;
import org.apache.dubbo.rpc.cluster.InvokerSubset;
import org.apache.dubbo.rpc.cluster.LoadBalance;

/**
 * Base of the load balancers: no candidate gives {@code null}, a single one is returned as is, and
 * {@link #doSelect} chooses among several. {@link #getWeight} gives a provider's weight with warm-up applied.
 */
public abstract class AbstractLoadBalance implements LoadBalance {

    /** How many methods' weights a snapshot keeps (a generic caller may name any method). */
    private static final int MAX_REMEMBERED_METHODS = 64;

    /** Whether {@link #getWeight} is this class's own (not overridden), so that its results may be kept. */
    private final boolean ownGetWeight = declaresOwnGetWeight(getClass());

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
        return weight(invoker.getUrl(), ClusterSettings.methodName(invocation), System.currentTimeMillis(), null);
    }

    /**
     * {@link #getWeight} of every invoker. For a directory's {@link InvokerSnapshot} (the list a directory gives every
     * call until its providers change) they are computed once and kept with it, while they hold (see
     * {@link Weights}), and an {@link InvokerSubset} of it (what the routers left) reads them there: a reference of
     * thousands of providers then reads no provider URL per call.
     */
    final Weights weights(List<? extends Invoker<?>> invokers, Invocation invocation) {
        if (!ownGetWeight) {
            int[] values = new int[invokers.size()];
            for (int i = 0; i < values.length; i++) {
                values[i] = getWeight(invokers.get(i), invocation);
            }
            return new Weights(values, 0);
        }
        if (invokers instanceof InvokerSubset) {
            InvokerSubset<?> subset = (InvokerSubset<?>) invokers;
            Weights all = weights(subset.snapshot(), invocation);
            int[] values = new int[subset.size()];
            for (int i = 0; i < values.length; i++) {
                values[i] = all.values[subset.positionAt(i)];
            }
            return new Weights(values, all.validUntil);
        }
        String method = ClusterSettings.methodName(invocation);
        if (!(invokers instanceof InvokerSnapshot)) {
            return compute(invokers, method, System.currentTimeMillis());
        }
        Map<String, Weights> byMethod = perMethod((InvokerSnapshot<?>) invokers, Weights.class);
        String key = methodKey(method);
        Weights known = byMethod.get(key);
        if (known != null && known.validUntil == Long.MAX_VALUE) {
            return known;
        }
        long now = System.currentTimeMillis();
        if (known != null && known.holdsAt(now)) {
            return known;
        }
        Weights fresh = compute(invokers, method, now);
        if (known != null || byMethod.size() < MAX_REMEMBERED_METHODS) {
            byMethod.put(key, fresh);
        }
        return fresh;
    }

    /**
     * The call statistics of every invoker for {@code method} ({@link RpcStatus#getStatus(URL, String)}), kept with a
     * directory's {@link InvokerSnapshot} like the weights; a kept one that was removed since is looked up again.
     */
    static RpcStatus[] statuses(List<? extends Invoker<?>> invokers, String method) {
        if (invokers instanceof InvokerSubset) {
            InvokerSubset<?> subset = (InvokerSubset<?>) invokers;
            return atPositions(subset, statuses(subset.snapshot(), method));
        }
        if (!(invokers instanceof InvokerSnapshot)) {
            return lookUpStatuses(invokers, method);
        }
        Map<String, RpcStatus[]> byMethod = perMethod((InvokerSnapshot<?>) invokers, RpcStatus.class);
        String key = methodKey(method);
        RpcStatus[] known = byMethod.get(key);
        if (known == null) {
            known = lookUpStatuses(invokers, method);
            if (byMethod.size() < MAX_REMEMBERED_METHODS) {
                byMethod.put(key, known);
            }
        }
        return known;
    }

    /** {@code statuses[position]}, or the current one of that invoker when it was removed. */
    static RpcStatus current(RpcStatus[] statuses, int position, Invoker<?> invoker, String method) {
        RpcStatus status = statuses[position];
        return status.isRemoved() ? RpcStatus.getStatus(invoker.getUrl(), method) : status;
    }

    private static RpcStatus[] lookUpStatuses(List<? extends Invoker<?>> invokers, String method) {
        RpcStatus[] statuses = new RpcStatus[invokers.size()];
        for (int i = 0; i < statuses.length; i++) {
            statuses[i] = RpcStatus.getStatus(invokers.get(i).getUrl(), method);
        }
        return statuses;
    }

    /**
     * The {@link URL#toIdentityString() identity} of every invoker's URL, kept with a directory's
     * {@link InvokerSnapshot}.
     */
    static String[] identities(List<? extends Invoker<?>> invokers) {
        if (invokers instanceof InvokerSubset) {
            InvokerSubset<?> subset = (InvokerSubset<?>) invokers;
            return atPositions(subset, identities(subset.snapshot()));
        }
        if (invokers instanceof InvokerSnapshot) {
            return ((InvokerSnapshot<?>) invokers).computeIfAbsent(IdentitiesKey.KEY,
                    AbstractLoadBalance::lookUpIdentities);
        }
        return lookUpIdentities(invokers);
    }

    private static String[] lookUpIdentities(List<? extends Invoker<?>> invokers) {
        String[] identities = new String[invokers.size()];
        for (int i = 0; i < identities.length; i++) {
            identities[i] = invokers.get(i).getUrl().toIdentityString();
        }
        return identities;
    }

    /** The key of the identities in a snapshot. */
    private enum IdentitiesKey {
        KEY
    }

    /**
     * What a snapshot keeps per method under {@code kind} (at most {@value #MAX_REMEMBERED_METHODS} methods are
     * put in by the callers).
     */
    private static <V> Map<String, V> perMethod(InvokerSnapshot<?> snapshot, Class<?> kind) {
        return snapshot.computeIfAbsent(kind, s -> new ConcurrentHashMap<String, V>());
    }

    private static String methodKey(String method) {
        return method == null ? "" : method;
    }

    /** The elements of {@code all} (one per invoker of the subset's snapshot) at the subset's positions. */
    private static <V> V[] atPositions(InvokerSubset<?> subset, V[] all) {
        V[] picked = Arrays.copyOf(all, subset.size());
        for (int i = 0; i < picked.length; i++) {
            picked[i] = all[subset.positionAt(i)];
        }
        return picked;
    }

    private static Weights compute(List<? extends Invoker<?>> invokers, String method, long now) {
        int[] values = new int[invokers.size()];
        long[] validUntil = {Long.MAX_VALUE};
        for (int i = 0; i < values.length; i++) {
            values[i] = weight(invokers.get(i).getUrl(), method, now, validUntil);
        }
        return new Weights(values, validUntil[0]);
    }

    /**
     * The weight of the provider of {@code url} at {@code now}; when {@code validUntil} is given, lowers its only
     * element to the time from which the weight may differ (the end of warm-up, or a recompute while warming up).
     */
    private static int weight(URL url, String method, long now, long[] validUntil) {
        int weight = url.getMethodParameter(method, ClusterSettings.WEIGHT, ClusterSettings.DEFAULT_WEIGHT);
        if (weight <= 0) {
            return 0;
        }
        long timestamp = url.getParameter(ClusterSettings.TIMESTAMP, 0L);
        if (timestamp <= 0) {
            return weight;
        }
        long uptime = now - timestamp;
        if (uptime < 0) {
            // the provider's clock is ahead of ours: treat it as just started
            holdUntil(validUntil, Math.min(timestamp, now + Weights.WARMING_RECOMPUTE_MILLIS));
            return 1;
        }
        int warmup = url.getParameter(ClusterSettings.WARMUP, ClusterSettings.DEFAULT_WARMUP);
        if (uptime >= warmup) {
            return weight;
        }
        holdUntil(validUntil, Math.min(timestamp + warmup, now + Weights.WARMING_RECOMPUTE_MILLIS));
        return warmupWeight(uptime, warmup, weight);
    }

    private static void holdUntil(long[] validUntil, long time) {
        if (validUntil != null && time < validUntil[0]) {
            validUntil[0] = time;
        }
    }

    private static boolean declaresOwnGetWeight(Class<?> type) {
        for (Class<?> c = type; c != AbstractLoadBalance.class && c != null; c = c.getSuperclass()) {
            try {
                c.getDeclaredMethod("getWeight", Invoker.class, Invocation.class);
                return false;
            } catch (NoSuchMethodException e) {
                // not here: look further up
            }
        }
        return true;
    }

    /** {@code weight} scaled by {@code uptime / warmup}, between 1 and {@code weight}. */
    static int warmupWeight(long uptime, int warmup, int weight) {
        long scaled = uptime * weight / warmup;
        return (int) Math.max(1, Math.min(scaled, weight));
    }
}
