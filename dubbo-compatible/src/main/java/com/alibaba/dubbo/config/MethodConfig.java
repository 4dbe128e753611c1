package com.alibaba.dubbo.config;

/** Dubbo 2.6's method config: {@link org.apache.dubbo.config.MethodConfig} under its old name. */
@Deprecated
public class MethodConfig extends org.apache.dubbo.config.MethodConfig {

    public MethodConfig() {
    }

    public void addArgument(ArgumentConfig argument) {
        super.addArgument(argument);
    }

    /** 2.6 took {@code mock} as a Boolean: {@code true} means the default mock class. */
    public void setMock(Boolean mock) {
        setMock(mock == null ? null : String.valueOf(mock));
    }
}
