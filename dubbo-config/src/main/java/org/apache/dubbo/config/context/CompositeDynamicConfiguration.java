package org.apache.dubbo.config.context;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.apache.dubbo.common.config.configcenter.ConfigurationListener;
import org.apache.dubbo.common.config.configcenter.DynamicConfiguration;

/**
 * Several config centers seen as one, as when an application declares more than one: reads take the first
 * center that has the key, listeners listen to all, writes go to the first.
 */
final class CompositeDynamicConfiguration implements DynamicConfiguration {

    private final List<DynamicConfiguration> configurations;

    CompositeDynamicConfiguration(List<DynamicConfiguration> configurations) {
        this.configurations = Collections.unmodifiableList(new ArrayList<>(configurations));
    }

    @Override
    public void addListener(String key, String group, ConfigurationListener listener) {
        for (DynamicConfiguration configuration : configurations) {
            configuration.addListener(key, group, listener);
        }
    }

    @Override
    public void removeListener(String key, String group, ConfigurationListener listener) {
        for (DynamicConfiguration configuration : configurations) {
            configuration.removeListener(key, group, listener);
        }
    }

    @Override
    public String getConfig(String key, String group, long timeout) {
        for (DynamicConfiguration configuration : configurations) {
            String content = configuration.getConfig(key, group, timeout);
            if (content != null) {
                return content;
            }
        }
        return null;
    }

    @Override
    public boolean publishConfig(String key, String group, String content) {
        return configurations.get(0).publishConfig(key, group, content);
    }

    @Override
    public boolean removeConfig(String key, String group) {
        return configurations.get(0).removeConfig(key, group);
    }

    @Override
    public String getDefaultGroup() {
        return configurations.get(0).getDefaultGroup();
    }

    @Override
    public void close() {
        // the members are closed one by one by whoever connected them
    }

    @Override
    public String toString() {
        return "CompositeDynamicConfiguration" + configurations;
    }
}
