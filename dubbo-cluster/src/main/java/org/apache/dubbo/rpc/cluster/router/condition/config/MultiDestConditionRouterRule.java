package org.apache.dubbo.rpc.cluster.router.condition.config;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

import org.apache.dubbo.rpc.cluster.router.AbstractRouterRule;
import org.apache.dubbo.rpc.cluster.router.RuleDocument;
import org.apache.dubbo.rpc.cluster.router.condition.MultiDestConditionRouter;

/**
 * A condition routing rule with several weighted destinations per condition ({@code configVersion: v3.1}, Apache
 * Dubbo 3.3's format), at the same keys as the {@code v3.0} rules:
 *
 * <pre>
 * configVersion: v3.1
 * scope: service
 * key: com.example.DemoService
 * force: false
 * enabled: true
 * conditions:
 *   - from:
 *       match: method = find*
 *     to:
 *       - match: region = east
 *         weight: 80
 *       - match: region = west
 *         weight: 20
 * </pre>
 *
 * <p>{@code from.match} selects the consumers (blank or {@code true}: all); each {@code to} entry a set of providers
 * (blank: all) and its {@code weight} (default 100, also for 0 or less, as Apache Dubbo 3.3.5 reads it).
 */
public class MultiDestConditionRouterRule extends AbstractRouterRule {

    static final String VERSION = "v3.1";

    private List<Condition> conditions = Collections.emptyList();

    /** One condition: the consumers it applies to and where their calls may go. */
    public static final class Condition {
        private final String from;
        private final List<MultiDestConditionRouter.Destination> to;

        Condition(String from, List<MultiDestConditionRouter.Destination> to) {
            this.from = from;
            this.to = to;
        }

        /** The {@code from.match} text; empty: every consumer. */
        public String getFrom() {
            return from;
        }

        public List<MultiDestConditionRouter.Destination> getTo() {
            return to;
        }
    }

    /** Whether a rule's {@code configVersion} is that of this format. */
    static boolean isMultiDestination(RuleDocument document) {
        String version = document.string("configVersion", null);
        return version != null && version.toLowerCase(Locale.ROOT).startsWith(VERSION);
    }

    /**
     * @throws IllegalArgumentException naming the problem if the text is not such a rule
     */
    public static MultiDestConditionRouterRule parse(String content, String kind) {
        RuleDocument document = RuleDocument.parse(content, kind);
        MultiDestConditionRouterRule rule = new MultiDestConditionRouterRule();
        rule.parseFromDocument(document, content);
        if (!document.has("conditions")) {
            throw new IllegalArgumentException("The " + kind + " has no 'conditions'");
        }
        List<Condition> conditions = new ArrayList<>();
        for (RuleDocument condition : document.documents("conditions")) {
            conditions.add(new Condition(match(condition, "from"), destinations(condition)));
        }
        rule.conditions = Collections.unmodifiableList(conditions);
        return rule;
    }

    private static String match(RuleDocument condition, String key) {
        Object part = condition.raw(key);
        if (!(part instanceof java.util.Map)) {
            throw condition.invalid(key, part, "a map with 'match'");
        }
        return condition.documents(key).get(0).string("match", "");
    }

    private static List<MultiDestConditionRouter.Destination> destinations(RuleDocument condition) {
        if (!condition.has("to")) {
            throw condition.invalid("to", null, "a list of destinations ('match', 'weight')");
        }
        List<MultiDestConditionRouter.Destination> destinations = new ArrayList<>();
        for (RuleDocument destination : condition.documents("to")) {
            int weight = destination.integer("weight", MultiDestConditionRouter.DEFAULT_WEIGHT);
            destinations.add(new MultiDestConditionRouter.Destination(destination.string("match", ""), weight));
        }
        return Collections.unmodifiableList(destinations);
    }

    @Override
    protected boolean acceptsVersion(String version) {
        return version.toLowerCase(Locale.ROOT).startsWith(VERSION);
    }

    public List<Condition> getConditions() {
        return conditions;
    }
}
