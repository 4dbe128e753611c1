package org.apache.dubbo.config.bootstrap.builders;

import java.util.Collections;
import java.util.Map;

import org.apache.dubbo.config.ConfigCenterConfig;

/** Builds a {@link ConfigCenterConfig}. */
public class ConfigCenterBuilder extends AbstractBuilder<ConfigCenterConfig, ConfigCenterBuilder> {

    public static ConfigCenterBuilder newBuilder() {
        return new ConfigCenterBuilder();
    }

    public ConfigCenterBuilder protocol(String protocol) {
        return set("protocol", protocol, ConfigCenterConfig::setProtocol);
    }

    /** {@code protocol://[username:password@]host:port[?parameters]}; fills the parts not given separately. */
    public ConfigCenterBuilder address(String address) {
        return set("address", address, ConfigCenterConfig::setAddress);
    }

    public ConfigCenterBuilder port(Integer port) {
        return set("port", port, ConfigCenterConfig::setPort);
    }

    public ConfigCenterBuilder cluster(String cluster) {
        return set("cluster", cluster, ConfigCenterConfig::setCluster);
    }

    public ConfigCenterBuilder namespace(String namespace) {
        return set("namespace", namespace, ConfigCenterConfig::setNamespace);
    }

    public ConfigCenterBuilder group(String group) {
        return set("group", group, ConfigCenterConfig::setGroup);
    }

    public ConfigCenterBuilder username(String username) {
        return set("username", username, ConfigCenterConfig::setUsername);
    }

    public ConfigCenterBuilder password(String password) {
        return set("password", password, ConfigCenterConfig::setPassword);
    }

    /** Timeout of config center requests in milliseconds. */
    public ConfigCenterBuilder timeout(Long timeout) {
        return set("timeout", timeout, ConfigCenterConfig::setTimeout);
    }

    /** @deprecated not consulted by Dubbo 3 */
    @Deprecated
    public ConfigCenterBuilder highestPriority(Boolean highestPriority) {
        return set("highestPriority", highestPriority, ConfigCenterConfig::setHighestPriority);
    }

    /** Whether start-up fails when the config center is unavailable. */
    public ConfigCenterBuilder check(Boolean check) {
        return set("check", check, ConfigCenterConfig::setCheck);
    }

    /** The key of the global configuration file. */
    public ConfigCenterBuilder configFile(String configFile) {
        return set("configFile", configFile, ConfigCenterConfig::setConfigFile);
    }

    /** The key of this application's own configuration file. */
    public ConfigCenterBuilder appConfigFile(String appConfigFile) {
        return set("appConfigFile", appConfigFile, ConfigCenterConfig::setAppConfigFile);
    }

    public ConfigCenterBuilder appendParameters(Map<String, String> appendParameters) {
        return putParameters(appendParameters, ConfigCenterConfig::getParameters, ConfigCenterConfig::setParameters);
    }

    public ConfigCenterBuilder appendParameter(String key, String value) {
        return appendParameters(Collections.singletonMap(key, value));
    }

    @Override
    public ConfigCenterConfig build() {
        ConfigCenterConfig configCenter = new ConfigCenterConfig();
        build(configCenter);
        return configCenter;
    }

    @Override
    protected ConfigCenterBuilder getThis() {
        return this;
    }
}
