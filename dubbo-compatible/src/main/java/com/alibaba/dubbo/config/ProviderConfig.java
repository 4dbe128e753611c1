package com.alibaba.dubbo.config;

/** Dubbo 2.6's provider defaults: {@link org.apache.dubbo.config.ProviderConfig} under its old name. */
@Deprecated
public class ProviderConfig extends org.apache.dubbo.config.ProviderConfig {

    public ProviderConfig() {
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

    public void setProtocol(ProtocolConfig protocol) {
        super.setProtocol(protocol);
    }

    @Override
    public void setProtocol(String protocol) {
        super.setProtocol(protocol);
    }

    /** 2.6 took {@code mock} as a Boolean: {@code true} means the default mock class. */
    public void setMock(Boolean mock) {
        setMock(mock == null ? null : String.valueOf(mock));
    }
}
