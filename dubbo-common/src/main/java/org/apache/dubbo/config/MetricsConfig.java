package org.apache.dubbo.config;

import org.apache.dubbo.rpc.model.ApplicationModel;

/**
 * Metrics collection: which groups of metrics are collected and how they are exposed.
 */
public class MetricsConfig extends AbstractConfig {

    private static final long serialVersionUID = 1L;

    private String protocol;
    private Integer port;
    private Boolean enableJvm;
    private Boolean enableThreadpool;
    private Boolean enableRegistry;
    private Boolean enableMetadata;
    private Boolean enableRpc;

    public MetricsConfig() {
    }

    public MetricsConfig(ApplicationModel applicationModel) {
        super(applicationModel);
    }

    /** The exposition format ({@code prometheus}). */
    public String getProtocol() {
        return protocol;
    }

    public void setProtocol(String protocol) {
        this.protocol = protocol;
    }

    /** The port metrics are served on. */
    public Integer getPort() {
        return port;
    }

    public void setPort(Integer port) {
        this.port = port;
    }

    public Boolean getEnableJvm() {
        return enableJvm;
    }

    public void setEnableJvm(Boolean enableJvm) {
        this.enableJvm = enableJvm;
    }

    public Boolean getEnableThreadpool() {
        return enableThreadpool;
    }

    public void setEnableThreadpool(Boolean enableThreadpool) {
        this.enableThreadpool = enableThreadpool;
    }

    public Boolean getEnableRegistry() {
        return enableRegistry;
    }

    public void setEnableRegistry(Boolean enableRegistry) {
        this.enableRegistry = enableRegistry;
    }

    public Boolean getEnableMetadata() {
        return enableMetadata;
    }

    public void setEnableMetadata(Boolean enableMetadata) {
        this.enableMetadata = enableMetadata;
    }

    public Boolean getEnableRpc() {
        return enableRpc;
    }

    public void setEnableRpc(Boolean enableRpc) {
        this.enableRpc = enableRpc;
    }
}
