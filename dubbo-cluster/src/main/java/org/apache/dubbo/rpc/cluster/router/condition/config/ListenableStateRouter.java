package org.apache.dubbo.rpc.cluster.router.condition.config;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.utils.Holder;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.cluster.governance.GovernanceRuleRepository;
import org.apache.dubbo.rpc.cluster.governance.RuleSubscription;
import org.apache.dubbo.rpc.cluster.router.RouterSnapshotNode;
import org.apache.dubbo.rpc.cluster.router.RuleDocument;
import org.apache.dubbo.rpc.cluster.router.condition.ConditionStateRouter;
import org.apache.dubbo.rpc.cluster.router.condition.MultiDestConditionRouter;
import org.apache.dubbo.rpc.cluster.router.state.AbstractStateRouter;
import org.apache.dubbo.rpc.cluster.router.state.BitList;

/**
 * Routes by the condition rule under {@code {ruleKey}.condition-router} in the config center (group
 * {@code dubbo}), following its changes live: each of its {@code conditions} is a {@link ConditionStateRouter}
 * ({@code v2.7}/{@code v3.0} rules) or a {@link MultiDestConditionRouter} ({@code v3.1}), applied in order. Without
 * a rule (or with a disabled one) it routes nothing. A rule of a newer {@code configVersion} is reported and
 * ignored, as Apache Dubbo 3.3.5 does.
 */
public abstract class ListenableStateRouter<T> extends AbstractStateRouter<T> {

    public static final String NAME = "LISTENABLE_ROUTER";
    public static final String RULE_SUFFIX = ".condition-router";

    private volatile RuleSubscription<List<AbstractStateRouter<T>>> subscription;

    public ListenableStateRouter(URL url, String ruleKey) {
        super(url);
        setForce(false);
        if (ruleKey != null && !ruleKey.isEmpty()) {
            listen(ruleKey);
        }
    }

    /** Follows the rule of {@code ruleKey} from now on, instead of the one followed so far. */
    protected final synchronized void listen(String ruleKey) {
        RuleSubscription<List<AbstractStateRouter<T>>> previous = subscription;
        if (previous != null) {
            previous.stop();
        }
        String key = ruleKey + RULE_SUFFIX;
        RuleSubscription<List<AbstractStateRouter<T>>> next = new RuleSubscription<>(getRuleRepository(), key,
                GovernanceRuleRepository.DEFAULT_GROUP, content -> routers(content, key), null);
        subscription = next;
        next.start();
    }

    private List<AbstractStateRouter<T>> routers(String content, String key) {
        String kind = "condition rule " + key;
        RuleDocument document = RuleDocument.parse(content, kind);
        List<AbstractStateRouter<T>> routers = new ArrayList<>();
        if (MultiDestConditionRouterRule.isMultiDestination(document)) {
            MultiDestConditionRouterRule rule = MultiDestConditionRouterRule.parse(content, kind);
            if (!rule.isEnabled()) {
                return Collections.emptyList();
            }
            for (MultiDestConditionRouterRule.Condition condition : rule.getConditions()) {
                routers.add(new MultiDestConditionRouter<>(getUrl(), condition.getFrom(), condition.getTo(),
                        rule.isForce(), true));
            }
            return Collections.unmodifiableList(routers);
        }
        String version = document.string("configVersion", null);
        if (version != null && version.compareToIgnoreCase(MultiDestConditionRouterRule.VERSION) > 0) {
            throw document.invalid("configVersion", version, "v3.1 or older (the newest Apache Dubbo 3.3.5 reads)");
        }
        ConditionRouterRule rule = ConditionRouterRule.parse(content, kind);
        if (!rule.isEnabled()) {
            return Collections.emptyList();
        }
        for (String condition : rule.getConditions()) {
            routers.add(new ConditionStateRouter<>(getUrl(), condition, rule.isForce(), rule.isEnabled()));
        }
        return Collections.unmodifiableList(routers);
    }

    @Override
    protected BitList<Invoker<T>> doRoute(BitList<Invoker<T>> invokers, URL url, Invocation invocation,
                                          boolean needToPrintMessage, Holder<RouterSnapshotNode<T>> nodeHolder,
                                          Holder<String> messageHolder) throws RpcException {
        RuleSubscription<List<AbstractStateRouter<T>>> current = subscription;
        List<AbstractStateRouter<T>> routers = current == null ? null : current.current();
        if (routers == null || routers.isEmpty() || invokers.isEmpty()) {
            if (messageHolder != null) {
                messageHolder.set("no condition rule");
            }
            return invokers;
        }
        BitList<Invoker<T>> result = invokers;
        for (AbstractStateRouter<T> router : routers) {
            // each condition alone: its own decision, not the chain behind this router
            result = router.route(result, url, invocation, needToPrintMessage, nodeHolder);
        }
        return result;
    }

    /** The rule key followed now ({@code ....condition-router}), or null. */
    public String getRuleKey() {
        RuleSubscription<?> current = subscription;
        return current == null ? null : current.key();
    }

    @Override
    public synchronized void stop() {
        if (subscription != null) {
            subscription.stop();
            subscription = null;
        }
    }
}
