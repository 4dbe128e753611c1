package com.alibaba.dubbo.config;

import java.util.ArrayList;
import java.util.List;

import org.apache.dubbo.config.annotation.Service;

/** Dubbo 2.6's service config: {@link org.apache.dubbo.config.ServiceConfig} under its old name. */
@Deprecated
public class ServiceConfig<T> extends org.apache.dubbo.config.ServiceConfig<T> {

    public ServiceConfig() {
    }

    public ServiceConfig(Service service) {
        super(service);
    }

    public void setProvider(ProviderConfig provider) {
        super.setProvider(provider);
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

    /** The monitor, as the 2.6 type when it was set as one. */
    @Override
    public MonitorConfig getMonitor() {
        org.apache.dubbo.config.MonitorConfig monitor = super.getMonitor();
        if (monitor == null || monitor instanceof MonitorConfig) {
            return (MonitorConfig) monitor;
        }
        MonitorConfig legacy = new MonitorConfig();
        LegacyConfigs.fillUnset(legacy, monitor);
        return legacy;
    }

    public void setMonitor(MonitorConfig monitor) {
        super.setMonitor(monitor);
    }

    public void setProtocol(ProtocolConfig protocol) {
        super.setProtocol(protocol);
    }

    /** 2.6 took {@code mock} as a Boolean: {@code true} means the default mock class. */
    public void setMock(Boolean mock) {
        setMock(mock == null ? null : String.valueOf(mock));
    }

    /** 2.6 let a service name several provider defaults; the first is the one a service inherits from. */
    public void setProviders(List<ProviderConfig> providers) {
        List<ProviderConfig> list = providers == null ? new ArrayList<>() : providers;
        setProvider(list.isEmpty() ? null : list.get(0));
    }
}
