package com.alibaba.dubbo.config;

/** Dubbo 2.6's consumer defaults: {@link org.apache.dubbo.config.ConsumerConfig} under its old name. */
@Deprecated
public class ConsumerConfig extends org.apache.dubbo.config.ConsumerConfig {

    public ConsumerConfig() {
    }

    public void setApplication(ApplicationConfig application) {
        super.setApplication(application);
    }

    public void setModule(ModuleConfig module) {
        super.setModule(module);
    }

    public void setRegistry(RegistryConfig registry) {
        super.setRegistry(registry);
    }

    public void addMethod(MethodConfig method) {
        super.addMethod(method);
    }

    public void setMonitor(MonitorConfig monitor) {
        super.setMonitor(monitor);
    }

    /** 2.6 took {@code mock} as a Boolean: {@code true} means the default mock class. */
    public void setMock(Boolean mock) {
        setMock(mock == null ? null : String.valueOf(mock));
    }
}
