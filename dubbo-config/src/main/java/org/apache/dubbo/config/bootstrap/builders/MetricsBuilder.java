package org.apache.dubbo.config.bootstrap.builders;

import org.apache.dubbo.config.MetricsConfig;

/** Builds a {@link MetricsConfig}. Method names follow Apache Dubbo's builder ({@code enableThreadPool}). */
public class MetricsBuilder extends AbstractBuilder<MetricsConfig, MetricsBuilder> {

    public static MetricsBuilder newBuilder() {
        return new MetricsBuilder();
    }

    /** The exposition format ({@code prometheus}). */
    public MetricsBuilder protocol(String protocol) {
        return set("protocol", protocol, MetricsConfig::setProtocol);
    }

    /** The port metrics are served on. */
    public MetricsBuilder port(Integer port) {
        return set("port", port, MetricsConfig::setPort);
    }

    public MetricsBuilder enableJvm(Boolean enableJvm) {
        return set("enableJvm", enableJvm, MetricsConfig::setEnableJvm);
    }

    public MetricsBuilder enableThreadPool(Boolean enableThreadPool) {
        return set("enableThreadpool", enableThreadPool, MetricsConfig::setEnableThreadpool);
    }

    public MetricsBuilder enableRegistry(Boolean enableRegistry) {
        return set("enableRegistry", enableRegistry, MetricsConfig::setEnableRegistry);
    }

    public MetricsBuilder enableMetadata(Boolean enableMetadata) {
        return set("enableMetadata", enableMetadata, MetricsConfig::setEnableMetadata);
    }

    public MetricsBuilder enableRpc(Boolean enableRpc) {
        return set("enableRpc", enableRpc, MetricsConfig::setEnableRpc);
    }

    @Override
    public MetricsConfig build() {
        MetricsConfig metrics = new MetricsConfig();
        build(metrics);
        return metrics;
    }

    @Override
    protected MetricsBuilder getThis() {
        return this;
    }
}
