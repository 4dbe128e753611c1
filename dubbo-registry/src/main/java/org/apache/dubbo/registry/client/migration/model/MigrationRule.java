package org.apache.dubbo.registry.client.migration.model;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.cluster.router.RuleDocument;

/**
 * A migration rule of the config center ({@code {application}.migration} in group
 * {@code DUBBO_SERVICEDISCOVERY_MIGRATION}), as Apache Dubbo 3.3 reads it:
 *
 * <pre>
 * key: demo-consumer
 * step: FORCE_APPLICATION        # FORCE_INTERFACE, APPLICATION_FIRST, FORCE_APPLICATION
 * threshold: 1.0                 # application-level / interface-level providers needed to switch
 * proportion: 100                # APPLICATION_FIRST: share of calls to the preferred side
 * delay: 0                       # seconds to wait for the new side's addresses before comparing
 * force: false                   # switch without comparing
 * interfaces:                    # per service ({interface}[:{version}])
 *   - serviceKey: com.example.DemoService:1.0.0
 *     step: APPLICATION_FIRST
 * applications:                  # per provider application
 *   - serviceKey: demo-provider
 *     step: FORCE_INTERFACE
 * </pre>
 *
 * For a reference, a setting comes from its service's entry, else its provider application's, else the rule, else
 * the reference's {@code migration.*} parameters.
 */
public class MigrationRule {

    public static final String RULE_GROUP = "DUBBO_SERVICEDISCOVERY_MIGRATION";
    public static final String RULE_SUFFIX = ".migration";

    private String key;
    private MigrationStep step;
    private Float threshold;
    private Integer proportion;
    private Integer delay;
    private Boolean force;
    private Map<String, SubMigrationRule> interfaceRules = Collections.emptyMap();
    private Map<String, SubMigrationRule> applicationRules = Collections.emptyMap();

    /**
     * @throws IllegalArgumentException naming the problem if the text is not a migration rule
     */
    public static MigrationRule parse(String content, String kind) {
        RuleDocument document = RuleDocument.parse(content, kind);
        MigrationRule rule = new MigrationRule();
        rule.key = document.string("key", null);
        SubMigrationRule common = SubMigrationRule.of(document);
        rule.step = common.getStep();
        rule.threshold = common.getThreshold();
        rule.proportion = common.getProportion();
        rule.delay = common.getDelay();
        rule.force = common.getForce();
        rule.interfaceRules = byServiceKey(document, "interfaces");
        rule.applicationRules = byServiceKey(document, "applications");
        return rule;
    }

    private static Map<String, SubMigrationRule> byServiceKey(RuleDocument document, String key) {
        Map<String, SubMigrationRule> rules = new LinkedHashMap<>();
        for (RuleDocument entry : document.documents(key)) {
            String serviceKey = entry.string("serviceKey", null);
            if (serviceKey == null || serviceKey.isEmpty()) {
                throw new IllegalArgumentException("The " + document.kind() + " has an entry of '" + key
                        + "' without serviceKey");
            }
            rules.put(serviceKey, SubMigrationRule.of(entry));
        }
        return Collections.unmodifiableMap(rules);
    }

    /** The entry for the reference {@code consumerUrl} with providers from {@code applications}, or null. */
    private SubMigrationRule sub(URL consumerUrl, Set<String> applications, java.util.function.Function<SubMigrationRule, Object> value) {
        SubMigrationRule service = interfaceRules.get(consumerUrl.getDisplayServiceKey());
        if (service != null && value.apply(service) != null) {
            return service;
        }
        for (String application : applications) {
            SubMigrationRule rule = applicationRules.get(application);
            if (rule != null && value.apply(rule) != null) {
                return rule;
            }
        }
        return null;
    }

    /** The step for the reference, or null when the rule does not say (the reference's own step applies). */
    public MigrationStep getStep(URL consumerUrl, Set<String> applications) {
        SubMigrationRule sub = sub(consumerUrl, applications, SubMigrationRule::getStep);
        return sub != null ? sub.getStep() : step;
    }

    public Float getThreshold(URL consumerUrl, Set<String> applications) {
        SubMigrationRule sub = sub(consumerUrl, applications, SubMigrationRule::getThreshold);
        return sub != null ? sub.getThreshold() : threshold;
    }

    public Integer getProportion(URL consumerUrl, Set<String> applications) {
        SubMigrationRule sub = sub(consumerUrl, applications, SubMigrationRule::getProportion);
        return sub != null ? sub.getProportion() : proportion;
    }

    public Integer getDelay(URL consumerUrl, Set<String> applications) {
        SubMigrationRule sub = sub(consumerUrl, applications, SubMigrationRule::getDelay);
        return sub != null ? sub.getDelay() : delay;
    }

    public Boolean getForce(URL consumerUrl, Set<String> applications) {
        SubMigrationRule sub = sub(consumerUrl, applications, SubMigrationRule::getForce);
        return sub != null ? sub.getForce() : force;
    }

    public String getKey() {
        return key;
    }

    public MigrationStep getStep() {
        return step;
    }

    public Float getThreshold() {
        return threshold;
    }

    public Integer getProportion() {
        return proportion;
    }

    public Integer getDelay() {
        return delay;
    }

    public Boolean getForce() {
        return force;
    }

    /** One entry of {@code interfaces} or {@code applications}, or the rule's own settings. */
    public static final class SubMigrationRule {
        private MigrationStep step;
        private Float threshold;
        private Integer proportion;
        private Integer delay;
        private Boolean force;

        static SubMigrationRule of(RuleDocument document) {
            SubMigrationRule rule = new SubMigrationRule();
            String step = document.string("step", null);
            if (step != null) {
                try {
                    rule.step = MigrationStep.valueOf(step.trim().toUpperCase(Locale.ROOT));
                } catch (IllegalArgumentException e) {
                    throw document.invalid("step", step, "FORCE_INTERFACE, APPLICATION_FIRST or FORCE_APPLICATION");
                }
            }
            String threshold = document.string("threshold", null);
            if (threshold != null) {
                try {
                    rule.threshold = Float.parseFloat(threshold);
                } catch (NumberFormatException e) {
                    throw document.invalid("threshold", threshold, "a number");
                }
                if (rule.threshold < 0 || rule.threshold.isNaN() || rule.threshold.isInfinite()) {
                    throw document.invalid("threshold", threshold, "a non-negative number");
                }
            }
            if (document.has("proportion")) {
                rule.proportion = document.integer("proportion", 100);
                if (rule.proportion < 0 || rule.proportion > 100) {
                    throw document.invalid("proportion", rule.proportion, "a percentage (0-100)");
                }
            }
            if (document.has("delay")) {
                rule.delay = document.integer("delay", 0);
                if (rule.delay < 0) {
                    throw document.invalid("delay", rule.delay, "a non-negative number of seconds");
                }
            }
            if (document.has("force")) {
                rule.force = document.bool("force", false);
            }
            return rule;
        }

        public MigrationStep getStep() {
            return step;
        }

        public Float getThreshold() {
            return threshold;
        }

        public Integer getProportion() {
            return proportion;
        }

        public Integer getDelay() {
            return delay;
        }

        public Boolean getForce() {
            return force;
        }
    }
}
