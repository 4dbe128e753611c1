package org.apache.dubbo.rpc.cluster.governance;

import java.util.Optional;

import org.apache.dubbo.common.config.Environment;
import org.apache.dubbo.common.config.configcenter.ConfigurationListener;
import org.apache.dubbo.common.config.configcenter.DynamicConfiguration;
import org.apache.dubbo.rpc.model.ApplicationModel;

/** The rules of one application, from the config center its {@link Environment} is connected to. */
public class DefaultGovernanceRuleRepositoryImpl implements GovernanceRuleRepository {

    private final ApplicationModel applicationModel;

    public DefaultGovernanceRuleRepositoryImpl(ApplicationModel applicationModel) {
        this.applicationModel = applicationModel;
    }

    public DefaultGovernanceRuleRepositoryImpl() {
        this(ApplicationModel.defaultModel());
    }

    @Override
    public void addListener(String key, String group, ConfigurationListener listener) {
        configuration().ifPresent(c -> c.addListener(key, group, listener));
    }

    @Override
    public void removeListener(String key, String group, ConfigurationListener listener) {
        configuration().ifPresent(c -> c.removeListener(key, group, listener));
    }

    @Override
    public String getRule(String key, String group, long timeout) throws IllegalStateException {
        Optional<DynamicConfiguration> configuration = configuration();
        return configuration.isPresent() ? configuration.get().getConfig(key, group, timeout) : null;
    }

    /** Whether the application has a config center to read rules from. */
    public boolean isAvailable() {
        return configuration().isPresent();
    }

    private Optional<DynamicConfiguration> configuration() {
        return applicationModel.isDestroyed() ? Optional.<DynamicConfiguration>empty()
                : Environment.of(applicationModel).getDynamicConfiguration();
    }
}
