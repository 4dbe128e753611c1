package org.apache.dubbo.config.bootstrap.builders;

import java.util.Collections;
import java.util.Map;

import org.apache.dubbo.config.MonitorConfig;

/** Builds a {@link MonitorConfig}. */
public class MonitorBuilder extends AbstractBuilder<MonitorConfig, MonitorBuilder> {

    public static MonitorBuilder newBuilder() {
        return new MonitorBuilder();
    }

    public MonitorBuilder protocol(String protocol) {
        return set("protocol", protocol, MonitorConfig::setProtocol);
    }

    public MonitorBuilder address(String address) {
        return set("address", address, MonitorConfig::setAddress);
    }

    public MonitorBuilder username(String username) {
        return set("username", username, MonitorConfig::setUsername);
    }

    public MonitorBuilder password(String password) {
        return set("password", password, MonitorConfig::setPassword);
    }

    public MonitorBuilder group(String group) {
        return set("group", group, MonitorConfig::setGroup);
    }

    public MonitorBuilder version(String version) {
        return set("version", version, MonitorConfig::setVersion);
    }

    /** Reporting interval in milliseconds. */
    public MonitorBuilder interval(String interval) {
        return set("interval", interval, MonitorConfig::setInterval);
    }

    public MonitorBuilder appendParameters(Map<String, String> appendParameters) {
        return putParameters(appendParameters, MonitorConfig::getParameters, MonitorConfig::setParameters);
    }

    public MonitorBuilder appendParameter(String key, String value) {
        return appendParameters(Collections.singletonMap(key, value));
    }

    @Override
    public MonitorConfig build() {
        MonitorConfig monitor = new MonitorConfig();
        build(monitor);
        return monitor;
    }

    @Override
    protected MonitorBuilder getThis() {
        return this;
    }
}
