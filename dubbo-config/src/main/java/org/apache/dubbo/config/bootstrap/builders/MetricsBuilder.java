package org.apache.dubbo.config.bootstrap.builders;

import org.apache.dubbo.config.MetricsConfig;
import org.apache.dubbo.config.nested.AggregationConfig;
import org.apache.dubbo.config.nested.HistogramConfig;
import org.apache.dubbo.config.nested.PrometheusConfig;

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

    public MetricsBuilder enableNetty(Boolean enableNetty) {
        return set("enableNetty", enableNetty, MetricsConfig::setEnableNetty);
    }

    public MetricsBuilder rpcLevel(String rpcLevel) {
        return set("rpcLevel", rpcLevel, MetricsConfig::setRpcLevel);
    }

    public MetricsBuilder exportMetricsService(Boolean exportMetricsService) {
        return set("exportMetricsService", exportMetricsService, MetricsConfig::setExportMetricsService);
    }

    public MetricsBuilder enableMetricsInit(Boolean enableMetricsInit) {
        return set("enableMetricsInit", enableMetricsInit, MetricsConfig::setEnableMetricsInit);
    }

    public MetricsBuilder enableCollectorSync(Boolean enableCollectorSync) {
        return set("enableCollectorSync", enableCollectorSync, MetricsConfig::setEnableCollectorSync);
    }

    public MetricsBuilder collectorSyncPeriod(Integer collectorSyncPeriod) {
        return set("collectorSyncPeriod", collectorSyncPeriod, MetricsConfig::setCollectorSyncPeriod);
    }

    public MetricsBuilder prometheus(PrometheusConfig prometheus) {
        return set("prometheus", prometheus, MetricsConfig::setPrometheus);
    }

    public MetricsBuilder aggregation(AggregationConfig aggregation) {
        return set("aggregation", aggregation, MetricsConfig::setAggregation);
    }

    public MetricsBuilder histogram(HistogramConfig histogram) {
        return set("histogram", histogram, MetricsConfig::setHistogram);
    }

    public MetricsBuilder exportServiceProtocol(String exportServiceProtocol) {
        return set("exportServiceProtocol", exportServiceProtocol, MetricsConfig::setExportServiceProtocol);
    }

    public MetricsBuilder exportServicePort(Integer exportServicePort) {
        return set("exportServicePort", exportServicePort, MetricsConfig::setExportServicePort);
    }

    public MetricsBuilder useGlobalRegistry(Boolean useGlobalRegistry) {
        return set("useGlobalRegistry", useGlobalRegistry, MetricsConfig::setUseGlobalRegistry);
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
