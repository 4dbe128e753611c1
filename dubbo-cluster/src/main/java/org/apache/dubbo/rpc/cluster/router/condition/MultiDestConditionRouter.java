package org.apache.dubbo.rpc.cluster.router.condition;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.utils.Holder;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.cluster.router.RouterSnapshotNode;
import org.apache.dubbo.rpc.cluster.router.state.AbstractStateRouter;
import org.apache.dubbo.rpc.cluster.router.state.BitList;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Routes by one condition of a {@code configVersion: v3.1} rule: calls of the consumers {@code from} matches go to
 * one of the provider sets of its {@code to} list, chosen per call by weight among the sets that have providers
 * (Apache Dubbo 3.3.5's multi-destination condition router). Consumers {@code from} does not match are left alone.
 * When no set has a provider, the call goes to all providers unless the rule has {@code force: true}; a condition
 * with an empty {@code to} list gives its consumers no provider. A blank {@code to} match (or {@code false}, as
 * Apache 3.3.5 reads it) is every provider; a weight of 0 or less counts as the default 100, as in Apache 3.3.5.
 */
public class MultiDestConditionRouter<T> extends AbstractStateRouter<T> {

    public static final String NAME = "multi_dest_condition";
    public static final int DEFAULT_WEIGHT = 100;

    private static final Logger logger = LoggerFactory.getLogger(MultiDestConditionRouter.class);

    /** One {@code to} entry: the providers its {@code match} selects, and its weight. */
    public static final class Destination {
        private final String match;
        private final int weight;

        /** A {@code weight} of 0 or less is the default, 100 (as Apache Dubbo 3.3.5 reads it). */
        public Destination(String match, int weight) {
            this.match = match == null ? "" : match.trim();
            this.weight = weight > 0 ? weight : DEFAULT_WEIGHT;
        }

        public String getMatch() {
            return match;
        }

        public int getWeight() {
            return weight;
        }

        @Override
        public String toString() {
            return "{match: " + match + ", weight: " + weight + "}";
        }
    }

    private final String from;
    private final ConditionRule consumers;
    /** Per destination: its provider condition, null for every provider. */
    private final List<ConditionRule> providers = new ArrayList<>();
    private final List<Destination> to;
    private final boolean enabled;

    /**
     * @throws IllegalArgumentException if a {@code match} is malformed
     */
    public MultiDestConditionRouter(URL url, String from, List<Destination> to, boolean force, boolean enabled) {
        super(url);
        this.from = from == null ? "" : from.trim();
        this.consumers = ConditionRule.parse(this.from + " =>");
        for (Destination destination : to) {
            String match = destination.getMatch();
            providers.add(match.isEmpty() || "false".equals(match) ? null : ConditionRule.parse("=> " + match));
        }
        this.to = Collections.unmodifiableList(new ArrayList<>(to));
        this.enabled = enabled;
        setForce(force);
    }

    @Override
    protected BitList<Invoker<T>> doRoute(BitList<Invoker<T>> invokers, URL url, Invocation invocation,
                                          boolean needToPrintMessage, Holder<RouterSnapshotNode<T>> nodeHolder,
                                          Holder<String> messageHolder) throws RpcException {
        if (!enabled || invokers.isEmpty()) {
            say(messageHolder, enabled ? "no provider to route" : "rule disabled");
            return invokers;
        }
        if (!consumers.matchesConsumer(url, invocation)) {
            say(messageHolder, "the consumer does not match from '" + from + "'");
            return invokers;
        }
        if (to.isEmpty()) {
            logger.warn("Condition from '{}' has no destination: consumer {} gets no provider of {}", from,
                    url.getAddress(), url.getServiceKey());
            say(messageHolder, "no destination");
            return BitList.emptyList();
        }
        List<BitList<Invoker<T>>> sets = new ArrayList<>(to.size());
        List<Integer> weights = new ArrayList<>(to.size());
        long total = 0;
        for (int i = 0; i < to.size(); i++) {
            BitList<Invoker<T>> set = select(invokers, providers.get(i), url);
            if (!set.isEmpty()) {
                sets.add(set);
                weights.add(to.get(i).getWeight());
                total += to.get(i).getWeight();
            }
        }
        if (sets.isEmpty()) {
            if (isForce()) {
                logger.warn("Condition from '{}' (force=true) leaves no provider of {} for consumer {}", from,
                        url.getServiceKey(), url.getAddress());
                say(messageHolder, "no destination has providers and force=true");
                return BitList.emptyList();
            }
            say(messageHolder, "no destination has providers; force=false: all providers");
            return invokers;
        }
        if (sets.size() == 1) {
            say(messageHolder, "the one destination with providers");
            return sets.get(0);
        }
        long pick = ThreadLocalRandom.current().nextLong(total);
        for (int i = 0; i < sets.size(); i++) {
            pick -= weights.get(i);
            if (pick < 0) {
                say(messageHolder, "destination " + i + " by weight");
                return sets.get(i);
            }
        }
        return sets.get(sets.size() - 1);
    }

    private BitList<Invoker<T>> select(BitList<Invoker<T>> invokers, ConditionRule rule, URL consumerUrl) {
        BitList<Invoker<T>> set = invokers.clone();
        if (rule == null) {
            return set;
        }
        for (Iterator<Invoker<T>> it = set.iterator(); it.hasNext(); ) {
            if (!rule.matchesProvider(it.next().getUrl(), consumerUrl)) {
                it.remove();
            }
        }
        return set;
    }

    private static void say(Holder<String> messageHolder, String message) {
        if (messageHolder != null) {
            messageHolder.set(message);
        }
    }

    public boolean isEnabled() {
        return enabled;
    }

    @Override
    protected String doBuildSnapshot() {
        return "MultiDestConditionRouter{from=" + from + ", to=" + to + ", force=" + isForce() + ", enabled="
                + enabled + "}";
    }
}
