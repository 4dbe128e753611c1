package com.alibaba.dubbo.config;

/** Dubbo 2.6's registry config: {@link org.apache.dubbo.config.RegistryConfig} under its old name. */
@Deprecated
public class RegistryConfig extends org.apache.dubbo.config.RegistryConfig {

    public RegistryConfig() {
    }

    public RegistryConfig(String address) {
        super(address);
    }

    public RegistryConfig(String address, String protocol) {
        super(address, protocol);
    }
}
