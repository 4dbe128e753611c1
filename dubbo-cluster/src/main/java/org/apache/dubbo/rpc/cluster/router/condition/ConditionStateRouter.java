package org.apache.dubbo.rpc.cluster.router.condition;

import java.util.Iterator;

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
 * Routes by one {@link ConditionRule}: calls of the consumers its {@code when} part matches go only to the
 * providers its {@code then} part matches. When no provider matches, the call goes to all of them unless the rule
 * has {@code force=true} (then it fails: no provider). A disabled rule routes nothing.
 *
 * <p>Made from a {@code route://} URL of the registry's {@code routers} category
 * ({@code route://0.0.0.0/com.example.DemoService?category=routers&router=condition&rule=<encoded rule>&force=false})
 * or from one entry of the {@code conditions} of a config-center rule.
 */
public class ConditionStateRouter<T> extends AbstractStateRouter<T> {

    private static final Logger logger = LoggerFactory.getLogger(ConditionStateRouter.class);

    private final ConditionRule rule;
    private final boolean enabled;

    /**
     * From a {@code route://} URL carrying {@code rule} (URL-encoded or not), {@code force} and {@code enabled}.
     *
     * @throws IllegalArgumentException if the rule is missing or malformed
     */
    public ConditionStateRouter(URL url) {
        super(url);
        String text = url.getParameterAndDecoded("rule");
        if (text == null || text.trim().isEmpty()) {
            throw new IllegalArgumentException("Route rule " + url + " carries no 'rule' parameter");
        }
        this.rule = ConditionRule.parse(text);
        this.enabled = url.getParameter("enabled", true);
        setForce(url.getParameter("force", false));
    }

    /**
     * One condition of a config-center rule.
     *
     * @throws IllegalArgumentException if the condition is malformed
     */
    public ConditionStateRouter(URL url, String rule, boolean force, boolean enabled) {
        super(url);
        this.rule = ConditionRule.parse(rule);
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
        if (!rule.matchesConsumer(url, invocation)) {
            say(messageHolder, "the consumer does not match 'when' of " + rule);
            return invokers;
        }
        if (rule.isBlacklist()) {
            logger.warn("Condition rule '{}' gives consumer {} no provider of {}", rule, url.getAddress(),
                    url.getServiceKey());
            say(messageHolder, "blacklisted by " + rule);
            return BitList.emptyList();
        }
        BitList<Invoker<T>> result = invokers.clone();
        for (Iterator<Invoker<T>> it = result.iterator(); it.hasNext(); ) {
            Invoker<T> invoker = it.next();
            if (!rule.matchesProvider(invoker.getUrl(), url)) {
                it.remove();
            }
        }
        if (!result.isEmpty()) {
            say(messageHolder, result.size() + " of " + invokers.size() + " providers match " + rule);
            return result;
        }
        if (isForce()) {
            logger.warn("Condition rule '{}' (force=true) leaves no provider of {} for consumer {}", rule,
                    url.getServiceKey(), url.getAddress());
            say(messageHolder, "no provider matches " + rule + " and force=true");
            return result;
        }
        say(messageHolder, "no provider matches " + rule + "; force=false: all providers");
        return invokers;
    }

    private static void say(Holder<String> messageHolder, String message) {
        if (messageHolder != null) {
            messageHolder.set(message);
        }
    }

    /** The rule text. */
    public String getRule() {
        return rule.toString();
    }

    public boolean isEnabled() {
        return enabled;
    }

    @Override
    protected String doBuildSnapshot() {
        return "ConditionStateRouter{rule=" + rule + ", force=" + isForce() + ", enabled=" + enabled + "}";
    }
}
