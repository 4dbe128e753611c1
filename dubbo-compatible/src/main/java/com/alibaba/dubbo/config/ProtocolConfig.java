package com.alibaba.dubbo.config;

/** Dubbo 2.6's protocol config: {@link org.apache.dubbo.config.ProtocolConfig} under its old name. */
@Deprecated
public class ProtocolConfig extends org.apache.dubbo.config.ProtocolConfig {

    public ProtocolConfig() {
    }

    public ProtocolConfig(String name) {
        super(name);
    }

    public ProtocolConfig(String name, int port) {
        super(name, port);
    }

    /** Takes every property {@code source} sets and this config does not (2.6 merged a default protocol so). */
    public void mergeProtocol(ProtocolConfig source) {
        if (source != null) {
            LegacyConfigs.fillUnset(this, source);
        }
    }
}
