package com.alibaba.dubbo.config;

/** Dubbo 2.6's monitor config: {@link org.apache.dubbo.config.MonitorConfig} under its old name. */
@Deprecated
public class MonitorConfig extends org.apache.dubbo.config.MonitorConfig {

    public MonitorConfig() {
    }

    public MonitorConfig(String address) {
        super(address);
    }
}
