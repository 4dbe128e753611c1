package com.alibaba.dubbo.config;

import org.apache.dubbo.config.annotation.Reference;

/** Dubbo 2.6's reference config: {@link org.apache.dubbo.config.ReferenceConfig} under its old name. */
@Deprecated
public class ReferenceConfig<T> extends org.apache.dubbo.config.ReferenceConfig<T> {

    public ReferenceConfig() {
    }

    public ReferenceConfig(Reference reference) {
        super(reference);
    }

    public void setConsumer(ConsumerConfig consumer) {
        super.setConsumer(consumer);
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

    /** 2.6's name for {@link #setInterface(Class)}. */
    public void setInterfaceClass(Class<?> interfaceClass) {
        setInterface(interfaceClass);
    }
}
