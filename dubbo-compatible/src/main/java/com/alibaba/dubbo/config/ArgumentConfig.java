package com.alibaba.dubbo.config;

/** Dubbo 2.6's argument config: {@link org.apache.dubbo.config.ArgumentConfig} under its old name. */
@Deprecated
public class ArgumentConfig extends org.apache.dubbo.config.ArgumentConfig {

    public ArgumentConfig() {
    }
}
