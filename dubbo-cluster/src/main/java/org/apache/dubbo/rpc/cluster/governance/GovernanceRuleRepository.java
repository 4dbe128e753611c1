package org.apache.dubbo.rpc.cluster.governance;

import org.apache.dubbo.common.config.configcenter.ConfigurationListener;
import org.apache.dubbo.common.config.configcenter.DynamicConfiguration;

/**
 * Where routers and configurators read and watch governance rules: the application's config center
 * ({@code /dubbo/config/{group}/{key}} on ZooKeeper). Without a config center there are no rules: reads return
 * null and listeners are never called.
 */
public interface GovernanceRuleRepository {

    String DEFAULT_GROUP = DynamicConfiguration.DEFAULT_GROUP;

    default void addListener(String key, ConfigurationListener listener) {
        addListener(key, DEFAULT_GROUP, listener);
    }

    default void removeListener(String key, ConfigurationListener listener) {
        removeListener(key, DEFAULT_GROUP, listener);
    }

    void addListener(String key, String group, ConfigurationListener listener);

    void removeListener(String key, String group, ConfigurationListener listener);

    /** The rule under {@code key} in {@code group}, or null. */
    default String getRule(String key, String group) {
        return getRule(key, group, -1L);
    }

    /** @throws IllegalStateException if the config center does not answer within {@code timeout} ms */
    String getRule(String key, String group, long timeout) throws IllegalStateException;
}
