package org.apache.dubbo.config.bootstrap.builders;

import java.util.Collections;
import java.util.Map;

import org.apache.dubbo.config.MetadataReportConfig;

/** Builds a {@link MetadataReportConfig}, a metadata center. */
public class MetadataReportBuilder extends AbstractBuilder<MetadataReportConfig, MetadataReportBuilder> {

    public static MetadataReportBuilder newBuilder() {
        return new MetadataReportBuilder();
    }

    /** {@code protocol://[username:password@]host:port[?parameters]}; fills the parts not given separately. */
    public MetadataReportBuilder address(String address) {
        return set("address", address, MetadataReportConfig::setAddress);
    }

    public MetadataReportBuilder protocol(String protocol) {
        return set("protocol", protocol, MetadataReportConfig::setProtocol);
    }

    public MetadataReportBuilder port(Integer port) {
        return set("port", port, MetadataReportConfig::setPort);
    }

    public MetadataReportBuilder username(String username) {
        return set("username", username, MetadataReportConfig::setUsername);
    }

    public MetadataReportBuilder password(String password) {
        return set("password", password, MetadataReportConfig::setPassword);
    }

    /** Request timeout in milliseconds. */
    public MetadataReportBuilder timeout(Integer timeout) {
        return set("timeout", timeout, MetadataReportConfig::setTimeout);
    }

    public MetadataReportBuilder group(String group) {
        return set("group", group, MetadataReportConfig::setGroup);
    }

    public MetadataReportBuilder appendParameters(Map<String, String> appendParameters) {
        return putParameters(appendParameters, MetadataReportConfig::getParameters,
                MetadataReportConfig::setParameters);
    }

    public MetadataReportBuilder appendParameter(String key, String value) {
        return appendParameters(Collections.singletonMap(key, value));
    }

    public MetadataReportBuilder retryTimes(Integer retryTimes) {
        return set("retryTimes", retryTimes, MetadataReportConfig::setRetryTimes);
    }

    public MetadataReportBuilder retryPeriod(Integer retryPeriod) {
        return set("retryPeriod", retryPeriod, MetadataReportConfig::setRetryPeriod);
    }

    /** Whether the full metadata is published again once a day. */
    public MetadataReportBuilder cycleReport(Boolean cycleReport) {
        return set("cycleReport", cycleReport, MetadataReportConfig::setCycleReport);
    }

    public MetadataReportBuilder syncReport(Boolean syncReport) {
        return set("syncReport", syncReport, MetadataReportConfig::setSyncReport);
    }

    public MetadataReportBuilder cluster(Boolean cluster) {
        return set("cluster", cluster, MetadataReportConfig::setCluster);
    }

    /** The id of the registry this metadata center belongs to. */
    public MetadataReportBuilder registry(String registry) {
        return set("registry", registry, MetadataReportConfig::setRegistry);
    }

    public MetadataReportBuilder file(String file) {
        return set("file", file, MetadataReportConfig::setFile);
    }

    /** Whether start-up fails when the metadata center is unavailable. */
    public MetadataReportBuilder check(Boolean check) {
        return set("check", check, MetadataReportConfig::setCheck);
    }

    public MetadataReportBuilder reportMetadata(Boolean reportMetadata) {
        return set("reportMetadata", reportMetadata, MetadataReportConfig::setReportMetadata);
    }

    public MetadataReportBuilder reportDefinition(Boolean reportDefinition) {
        return set("reportDefinition", reportDefinition, MetadataReportConfig::setReportDefinition);
    }

    @Override
    public MetadataReportConfig build() {
        MetadataReportConfig report = new MetadataReportConfig();
        build(report);
        return report;
    }

    @Override
    protected MetadataReportBuilder getThis() {
        return this;
    }
}
