package org.apache.dubbo.rpc.cluster.router.condition.config;

import java.util.Collections;
import java.util.List;

import org.apache.dubbo.rpc.cluster.router.AbstractRouterRule;
import org.apache.dubbo.rpc.cluster.router.RuleDocument;

/**
 * A condition routing rule of the config center ({@code {interface}:{version}:{group}.condition-router} or
 * {@code {application}.condition-router}), as Dubbo Admin writes it:
 *
 * <pre>
 * configVersion: v3.0
 * scope: service
 * key: com.example.DemoService
 * force: false
 * enabled: true
 * conditions:
 *   - method = sayHello =&gt; address = *:20880
 *   - host != 10.0.0.9 =&gt;
 * </pre>
 */
public class ConditionRouterRule extends AbstractRouterRule {

    private List<String> conditions = Collections.emptyList();

    /**
     * @throws IllegalArgumentException naming the problem if the text is not such a rule
     */
    public static ConditionRouterRule parse(String content, String kind) {
        RuleDocument document = RuleDocument.parse(content, kind);
        ConditionRouterRule rule = new ConditionRouterRule();
        rule.parseFromDocument(document, content);
        if (!document.has("conditions")) {
            throw new IllegalArgumentException("The " + kind + " has no 'conditions'");
        }
        rule.conditions = Collections.unmodifiableList(document.strings("conditions"));
        return rule;
    }

    public List<String> getConditions() {
        return conditions;
    }

    public void setConditions(List<String> conditions) {
        this.conditions = conditions;
    }
}
