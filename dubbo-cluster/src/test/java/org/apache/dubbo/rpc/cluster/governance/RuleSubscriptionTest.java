package org.apache.dubbo.rpc.cluster.governance;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.apache.dubbo.common.config.configcenter.ConfigChangeType;
import org.apache.dubbo.common.config.configcenter.ConfigChangedEvent;
import org.apache.dubbo.common.config.configcenter.ConfigurationListener;
import org.apache.dubbo.rpc.cluster.router.condition.config.ConditionRouterRule;
import org.junit.jupiter.api.Test;

class RuleSubscriptionTest {

    /** A config center in memory. */
    static final class MemoryRepository implements GovernanceRuleRepository {
        final Map<String, String> rules = new HashMap<>();
        final List<ConfigurationListener> listeners = new ArrayList<>();

        @Override
        public void addListener(String key, String group, ConfigurationListener listener) {
            listeners.add(listener);
        }

        @Override
        public void removeListener(String key, String group, ConfigurationListener listener) {
            listeners.remove(listener);
        }

        @Override
        public String getRule(String key, String group, long timeout) {
            return rules.get(group + "/" + key);
        }

        void change(String key, String content) {
            ConfigChangeType type = content == null ? ConfigChangeType.DELETED : ConfigChangeType.MODIFIED;
            for (ConfigurationListener listener : new ArrayList<>(listeners)) {
                listener.process(new ConfigChangedEvent(key, "dubbo", content, type));
            }
        }
    }

    @Test
    void aBadRuleIsReportedAndThePreviousRuleStaysInForce() {
        MemoryRepository repository = new MemoryRepository();
        repository.rules.put("dubbo/svc::.condition-router", "conditions: ['=> host = 10.0.0.1']");
        List<ConditionRouterRule> changes = new ArrayList<>();
        RuleSubscription<ConditionRouterRule> subscription = new RuleSubscription<>(repository,
                "svc::.condition-router", "dubbo", c -> ConditionRouterRule.parse(c, "condition rule"), changes::add);
        assertEquals("[=> host = 10.0.0.1]", subscription.start().getConditions().toString());

        repository.change("svc::.condition-router", "conditions: [ '=> host = 10.0.0.2'");
        assertEquals("[=> host = 10.0.0.1]", subscription.current().getConditions().toString(), "bad YAML");
        repository.change("svc::.condition-router", "enabled: sometimes\nconditions: []");
        assertEquals("[=> host = 10.0.0.1]", subscription.current().getConditions().toString(), "bad value");
        repository.change("svc::.condition-router", "configVersion: v9\nconditions: []");
        assertEquals("[=> host = 10.0.0.1]", subscription.current().getConditions().toString(), "bad version");
        assertEquals(0, changes.size());

        repository.change("svc::.condition-router", "conditions: ['=> host = 10.0.0.3']");
        assertEquals("[=> host = 10.0.0.3]", subscription.current().getConditions().toString());
        repository.change("svc::.condition-router", null);
        assertNull(subscription.current());
        assertEquals(2, changes.size());

        subscription.stop();
        assertEquals(0, repository.listeners.size());
    }
}
