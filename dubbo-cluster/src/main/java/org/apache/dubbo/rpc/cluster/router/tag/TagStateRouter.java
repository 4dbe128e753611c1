package org.apache.dubbo.rpc.cluster.router.tag;

import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.function.Predicate;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.utils.Holder;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.cluster.governance.GovernanceRuleRepository;
import org.apache.dubbo.rpc.cluster.governance.RuleSubscription;
import org.apache.dubbo.rpc.cluster.router.RouterSnapshotNode;
import org.apache.dubbo.rpc.cluster.router.state.AbstractStateRouter;
import org.apache.dubbo.rpc.cluster.router.state.BitList;

/**
 * Tag routing, as Apache Dubbo 3.3 does it. The request's tag is the call's {@code dubbo.tag} attachment
 * ({@code RpcContext.getClientAttachment().setAttachment("dubbo.tag", "gray")}), else the reference's
 * {@code tag}. A provider's tag is its {@code tag} attribute (registered as {@code dubbo.tag}), or the tag the
 * dynamic rule {@code {provider application}.tag-router} of the config center gives its address.
 *
 * <ul>
 *   <li>A tagged request goes to the providers with that tag; when there are none, to the untagged providers
 *       unless {@code dubbo.force.tag=true} (attachment, else reference parameter) — then it fails; with a dynamic
 *       rule whose tag names addresses and {@code force: true}, it fails too.</li>
 *   <li>A request without a tag goes only to untagged providers (neither a static tag nor an address or
 *       parameters the dynamic rule tags), and fails when there is none.</li>
 * </ul>
 */
public class TagStateRouter<T> extends AbstractStateRouter<T> {

    public static final String NAME = "TAG_ROUTER";
    public static final String RULE_SUFFIX = ".tag-router";
    static final String TAG_KEY = "dubbo.tag";
    static final String FORCE_USE_TAG = "dubbo.force.tag";

    private volatile String application;
    private volatile RuleSubscription<TagRouterRule> subscription;
    /** Whether any provider has a static tag: without one, and without a rule, untagged calls route nothing. */
    private volatile boolean anyStaticTag;
    /**
     * The providers last notified when none of them had a static tag, else null: a registry re-sends a service's
     * whole list for every change, and then only the providers not in this one need their URL read.
     */
    private volatile List<Invoker<T>> untagged;

    public TagStateRouter(URL url) {
        super(url);
    }

    @Override
    public void notify(BitList<Invoker<T>> invokers) {
        boolean tagged = invokers.anyMatch(new NewlyTagged<>(untagged));
        anyStaticTag = tagged;
        List<Invoker<T>> all = invokers.getOriginList();
        untagged = !tagged && invokers.size() == all.size() ? all : null;
        if (invokers.isEmpty()) {
            return;
        }
        String providerApplication = invokers.get(0).getUrl().getParameter("remote.application");
        if (!isEmpty(providerApplication) && !providerApplication.equals(application)) {
            listen(providerApplication);
        }
    }

    private synchronized void listen(String providerApplication) {
        if (providerApplication.equals(application)) {
            return;
        }
        application = providerApplication;
        if (subscription != null) {
            subscription.stop();
        }
        String key = providerApplication + RULE_SUFFIX;
        RuleSubscription<TagRouterRule> next = new RuleSubscription<>(getRuleRepository(), key,
                GovernanceRuleRepository.DEFAULT_GROUP, content -> TagRouterRule.parse(content, "tag rule " + key),
                null);
        subscription = next;
        next.start();
    }

    @Override
    protected BitList<Invoker<T>> doRoute(BitList<Invoker<T>> invokers, URL url, Invocation invocation,
                                          boolean needToPrintMessage, Holder<RouterSnapshotNode<T>> nodeHolder,
                                          Holder<String> messageHolder) throws RpcException {
        if (invokers.isEmpty()) {
            return invokers;
        }
        String tag = requestTag(url, invocation);
        RuleSubscription<TagRouterRule> current = subscription;
        TagRouterRule rule = current == null ? null : current.current();
        if (rule == null || !rule.isValid() || !rule.isEnabled()) {
            if (isEmpty(tag) && !anyStaticTag) {
                return invokers;
            }
            say(messageHolder, "static tags, request tag " + tag);
            return staticTags(invokers, url, invocation, tag);
        }
        say(messageHolder, "dynamic tag rule " + current.key() + ", request tag " + tag);
        if (!isEmpty(tag)) {
            Tag dynamic = rule.tag(tag);
            BitList<Invoker<T>> result;
            if (dynamic != null && dynamic.isDefined()) {
                result = filter(invokers, invoker -> dynamic.covers(invoker.getUrl()));
                if (!result.isEmpty() || rule.isForce()) {
                    return result;
                }
            } else {
                result = filter(invokers, invoker -> tag.equals(invoker.getUrl().getParameter(TAG_KEY)));
            }
            if (!result.isEmpty() || isForceUseTag(url, invocation)) {
                return result;
            }
            return filter(invokers, invoker -> !rule.tagsProvider(invoker.getUrl())
                    && isEmpty(invoker.getUrl().getParameter(TAG_KEY)));
        }
        // an untagged request: neither a provider the rule tags nor one with a static tag (Apache 3.3.5)
        return filter(invokers, invoker -> !rule.tagsProvider(invoker.getUrl())
                && isEmpty(invoker.getUrl().getParameter(TAG_KEY)));
    }

    private BitList<Invoker<T>> staticTags(BitList<Invoker<T>> invokers, URL url, Invocation invocation, String tag) {
        if (!isEmpty(tag)) {
            BitList<Invoker<T>> result = filter(invokers, invoker -> tag.equals(invoker.getUrl().getParameter(TAG_KEY)));
            if (result.isEmpty() && !isForceUseTag(url, invocation)) {
                return filter(invokers, invoker -> isEmpty(invoker.getUrl().getParameter(TAG_KEY)));
            }
            return result;
        }
        return filter(invokers, invoker -> isEmpty(invoker.getUrl().getParameter(TAG_KEY)));
    }

    private static String requestTag(URL url, Invocation invocation) {
        String tag = invocation == null ? null : invocation.getAttachment(TAG_KEY);
        return isEmpty(tag) ? url.getParameter(TAG_KEY) : tag;
    }

    private static boolean isForceUseTag(URL url, Invocation invocation) {
        String force = invocation == null ? null : invocation.getAttachment(FORCE_USE_TAG);
        if (isEmpty(force)) {
            force = url.getParameter(FORCE_USE_TAG, "false");
        }
        return Boolean.parseBoolean(force.trim());
    }

    private static <T> BitList<Invoker<T>> filter(BitList<Invoker<T>> invokers, Predicate<Invoker<T>> keep) {
        BitList<Invoker<T>> result = invokers.clone();
        for (Iterator<Invoker<T>> it = result.iterator(); it.hasNext(); ) {
            if (!keep.test(it.next())) {
                it.remove();
            }
        }
        return result;
    }

    private static void say(Holder<String> messageHolder, String message) {
        if (messageHolder != null) {
            messageHolder.set(message);
        }
    }

    private static boolean isEmpty(String value) {
        return value == null || value.isEmpty();
    }

    /**
     * Tests whether a provider has a static tag, except for the providers of a list known to have none, which are
     * recognised as the same objects near the same place (registries keep the order): a million-provider consumer
     * then reads the URLs of the providers that changed rather than of all of them (three cache misses each).
     */
    private static final class NewlyTagged<T> implements Predicate<Invoker<T>> {
        /** How far ahead of the expected place an untagged provider is looked for (providers removed before it). */
        private static final int LOOK_AHEAD = 8;
        private final List<Invoker<T>> untagged;
        private int expected;

        NewlyTagged(List<Invoker<T>> untagged) {
            this.untagged = untagged == null ? Collections.<Invoker<T>>emptyList() : untagged;
        }

        @Override
        public boolean test(Invoker<T> invoker) {
            int end = Math.min(untagged.size(), expected + LOOK_AHEAD);
            for (int at = expected; at < end; at++) {
                if (untagged.get(at) == invoker) {
                    expected = at + 1;
                    return false;
                }
            }
            return !isEmpty(invoker.getUrl().getParameter(TAG_KEY));
        }
    }

    @Override
    public synchronized void stop() {
        if (subscription != null) {
            subscription.stop();
            subscription = null;
        }
    }

    @Override
    protected String doBuildSnapshot() {
        RuleSubscription<TagRouterRule> current = subscription;
        TagRouterRule rule = current == null ? null : current.current();
        return "TagStateRouter{application=" + application + ", rule="
                + (rule == null ? "none" : rule.getTags().toString()) + "}";
    }
}
