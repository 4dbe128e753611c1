package org.apache.dubbo.rpc.cluster.loadbalance;

import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.function.LongSupplier;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.cluster.ClusterSettings;

/**
 * {@code roundrobin}: smooth weighted round robin, per service and method. Every pick adds each provider's weight
 * to its running score, takes the highest score (the first one on ties) and lowers it by the total weight, so
 * weights 5:1:1 give {@code a a b a c a a}: heavy providers are spread out rather than called in bursts.
 * Providers that have not been among the candidates for a minute are forgotten.
 */
public class RoundRobinLoadBalance extends AbstractLoadBalance {

    public static final String NAME = "roundrobin";

    private static final long RECYCLE_PERIOD_MILLIS = 60_000;

    private final ConcurrentMap<String, Rotation> rotations = new ConcurrentHashMap<>();
    private final LongSupplier clock;

    public RoundRobinLoadBalance() {
        this(System::currentTimeMillis);
    }

    /** With another clock; for tests of forgetting. */
    RoundRobinLoadBalance(LongSupplier clock) {
        this.clock = clock;
    }

    @Override
    protected <T> Invoker<T> doSelect(List<Invoker<T>> invokers, URL url, Invocation invocation) {
        String key = invokers.get(0).getUrl().getServiceKey() + "." + ClusterSettings.methodName(invocation);
        int[] weights = weights(invokers, invocation).values;
        Rotation rotation = rotations.computeIfAbsent(key, k -> new Rotation());
        return invokers.get(rotation.next(identities(invokers), weights, clock.getAsLong()));
    }

    /** Number of providers remembered for a service and method; for tests. */
    int remembered(String serviceKey, String method) {
        Rotation rotation = rotations.get(serviceKey + "." + method);
        return rotation == null ? 0 : rotation.scores.size();
    }

    /** The running scores of one service method, by provider identity (URL without parameters). */
    private static final class Rotation {
        final Map<String, Score> scores = new HashMap<>();

        synchronized int next(String[] identities, int[] weights, long now) {
            long total = 0;
            int best = -1;
            Score bestScore = null;
            for (int i = 0; i < weights.length; i++) {
                Score score = scores.computeIfAbsent(identities[i], k -> new Score());
                score.lastSeen = now;
                score.value += weights[i];
                total += weights[i];
                if (bestScore == null || score.value > bestScore.value) {
                    best = i;
                    bestScore = score;
                }
            }
            bestScore.value -= total;
            if (scores.size() > identities.length) {
                forgetStale(now);
            }
            return best;
        }

        private void forgetStale(long now) {
            for (Iterator<Score> it = scores.values().iterator(); it.hasNext(); ) {
                if (now - it.next().lastSeen > RECYCLE_PERIOD_MILLIS) {
                    it.remove();
                }
            }
        }
    }

    private static final class Score {
        long value;
        long lastSeen;
    }
}
