package com.alibaba.dubbo.config;

/** Dubbo 2.6's application config: {@link org.apache.dubbo.config.ApplicationConfig} under its old name. */
@Deprecated
public class ApplicationConfig extends org.apache.dubbo.config.ApplicationConfig {

    public ApplicationConfig() {
    }

    public ApplicationConfig(String name) {
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
