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
import org.apache.dubbo.rpc.cluster.router.condition.ConditionStateRouter;
import org.apache.dubbo.rpc.cluster.router.state.AbstractStateRouter;
import org.apache.dubbo.rpc.cluster.router.state.BitList;

/**
 * Routes by the condition rule under {@code {ruleKey}.condition-router} in the config center (group
 * {@code dubbo}), following its changes live: each of its {@code conditions} is a {@link ConditionStateRouter},
 * applied in order. Without a rule (or with a disabled one) it routes nothing.
 */
public abstract class ListenableStateRouter<T> extends AbstractStateRouter<T> {

    public static final String NAME = "LISTENABLE_ROUTER";
    public static final String RULE_SUFFIX = ".condition-router";

    private volatile RuleSubscription<List<ConditionStateRouter<T>>> subscription;

    public ListenableStateRouter(URL url, String ruleKey) {
        super(url);
        setForce(false);
        if (ruleKey != null && !ruleKey.isEmpty()) {
            listen(ruleKey);
        }
    }

    /** Follows the rule of {@code ruleKey} from now on, instead of the one followed so far. */
    protected final synchronized void listen(String ruleKey) {
        RuleSubscription<List<ConditionStateRouter<T>>> previous = subscription;
        if (previous != null) {
            previous.stop();
        }
        String key = ruleKey + RULE_SUFFIX;
        RuleSubscription<List<ConditionStateRouter<T>>> next = new RuleSubscription<>(getRuleRepository(), key,
                GovernanceRuleRepository.DEFAULT_GROUP, content -> routers(content, key), null);
        subscription = next;
        next.start();
    }

    private List<ConditionStateRouter<T>> routers(String content, String key) {
        ConditionRouterRule rule = ConditionRouterRule.parse(content, "condition rule " + key);
        if (!rule.isEnabled()) {
            return Collections.emptyList();
        }
        List<ConditionStateRouter<T>> routers = new ArrayList<>();
        for (String condition : rule.getConditions()) {
            routers.add(new ConditionStateRouter<>(getUrl(), condition, rule.isForce(), rule.isEnabled()));
        }
        return Collections.unmodifiableList(routers);
    }

    @Override
    protected BitList<Invoker<T>> doRoute(BitList<Invoker<T>> invokers, URL url, Invocation invocation,
                                          boolean needToPrintMessage, Holder<RouterSnapshotNode<T>> nodeHolder,
                                          Holder<String> messageHolder) throws RpcException {
        RuleSubscription<List<ConditionStateRouter<T>>> current = subscription;
        List<ConditionStateRouter<T>> routers = current == null ? null : current.current();
        if (routers == null || routers.isEmpty() || invokers.isEmpty()) {
            if (messageHolder != null) {
                messageHolder.set("no condition rule");
            }
            return invokers;
        }
        BitList<Invoker<T>> result = invokers;
        for (ConditionStateRouter<T> router : routers) {
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
