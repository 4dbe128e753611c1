package com.alibaba.dubbo.config;

/** Dubbo 2.6's module config: {@link org.apache.dubbo.config.ModuleConfig} under its old name. */
@Deprecated
public class ModuleConfig extends org.apache.dubbo.config.ModuleConfig {

    public ModuleConfig() {
    }

    public ModuleConfig(String name) {
        super(name);
    }

    public void setRegistry(RegistryConfig registry) {
        super.setRegistry(registry);
    }

    public void setMonitor(MonitorConfig monitor) {
        super.setMonitor(monitor);
    }

    @Override
    public void setMonitor(String monitor) {
        super.setMonitor(monitor);
    }
}
