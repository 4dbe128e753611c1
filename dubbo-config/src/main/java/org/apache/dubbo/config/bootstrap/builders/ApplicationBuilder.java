package org.apache.dubbo.config.bootstrap.builders;

import java.util.Collections;
import java.util.List;
import java.util.Map;

import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.MonitorConfig;
import org.apache.dubbo.config.RegistryConfig;

/**
 * Builds an {@link ApplicationConfig}. Method names follow Apache Dubbo's builder, which names the
 * {@code metadataType} property {@code metadata}.
 */
public class ApplicationBuilder extends AbstractBuilder<ApplicationConfig, ApplicationBuilder> {

    public static ApplicationBuilder newBuilder() {
        return new ApplicationBuilder();
    }

    public ApplicationBuilder name(String name) {
        return set("name", name, ApplicationConfig::setName);
    }

    /** {@code local} or {@code remote}: where the application's metadata is kept. */
    public ApplicationBuilder metadata(String metadata) {
        return set("metadataType", metadata, ApplicationConfig::setMetadataType);
    }

    public ApplicationBuilder version(String version) {
        return set("version", version, ApplicationConfig::setVersion);
    }

    public ApplicationBuilder owner(String owner) {
        return set("owner", owner, ApplicationConfig::setOwner);
    }

    public ApplicationBuilder organization(String organization) {
        return set("organization", organization, ApplicationConfig::setOrganization);
    }

    public ApplicationBuilder architecture(String architecture) {
        return set("architecture", architecture, ApplicationConfig::setArchitecture);
    }

    /** {@code develop}, {@code test} or {@code product}. */
    public ApplicationBuilder environment(String environment) {
        return set("environment", environment, ApplicationConfig::setEnvironment);
    }

    public ApplicationBuilder compiler(String compiler) {
        return set("compiler", compiler, ApplicationConfig::setCompiler);
    }

    public ApplicationBuilder logger(String logger) {
        return set("logger", logger, ApplicationConfig::setLogger);
    }

    public ApplicationBuilder addRegistries(List<? extends RegistryConfig> registries) {
        return addAll("registries", registries, ApplicationConfig::getRegistries, ApplicationConfig::setRegistries);
    }

    public ApplicationBuilder addRegistry(RegistryConfig registry) {
        return addRegistries(Collections.singletonList(registry));
    }

    public ApplicationBuilder registryIds(String registryIds) {
        return set("registryIds", registryIds, ApplicationConfig::setRegistryIds);
    }

    public ApplicationBuilder monitor(MonitorConfig monitor) {
        return set("monitor", monitor, (bean, value) -> bean.setMonitor(value));
    }

    /** A monitor at {@code address}. */
    public ApplicationBuilder monitor(String monitor) {
        return monitor(monitor == null ? null : new MonitorConfig(monitor));
    }

    public ApplicationBuilder dumpDirectory(String dumpDirectory) {
        return set("dumpDirectory", dumpDirectory, ApplicationConfig::setDumpDirectory);
    }

    public ApplicationBuilder dumpEnable(Boolean dumpEnable) {
        return set("dumpEnable", dumpEnable, ApplicationConfig::setDumpEnable);
    }

    public ApplicationBuilder qosEnable(Boolean qosEnable) {
        return set("qosEnable", qosEnable, ApplicationConfig::setQosEnable);
    }

    public ApplicationBuilder qosCheck(Boolean qosCheck) {
        return set("qosCheck", qosCheck, ApplicationConfig::setQosCheck);
    }

    public ApplicationBuilder qosHost(String qosHost) {
        return set("qosHost", qosHost, ApplicationConfig::setQosHost);
    }

    public ApplicationBuilder qosPort(Integer qosPort) {
        return set("qosPort", qosPort, ApplicationConfig::setQosPort);
    }

    public ApplicationBuilder qosAcceptForeignIp(Boolean qosAcceptForeignIp) {
        return set("qosAcceptForeignIp", qosAcceptForeignIp, ApplicationConfig::setQosAcceptForeignIp);
    }

    public ApplicationBuilder qosAcceptForeignIpWhitelist(String qosAcceptForeignIpWhitelist) {
        return set("qosAcceptForeignIpWhitelist", qosAcceptForeignIpWhitelist,
                ApplicationConfig::setQosAcceptForeignIpWhitelist);
    }

    public ApplicationBuilder qosAnonymousAccessPermissionLevel(String qosAnonymousAccessPermissionLevel) {
        return set("qosAnonymousAccessPermissionLevel", qosAnonymousAccessPermissionLevel,
                ApplicationConfig::setQosAnonymousAccessPermissionLevel);
    }

    public ApplicationBuilder qosAnonymousAllowCommands(String qosAnonymousAllowCommands) {
        return set("qosAnonymousAllowCommands", qosAnonymousAllowCommands,
                ApplicationConfig::setQosAnonymousAllowCommands);
    }

    /** How long a graceful shutdown waits, in milliseconds. */
    public ApplicationBuilder shutwait(String shutwait) {
        return set("shutwait", shutwait, ApplicationConfig::setShutwait);
    }

    public ApplicationBuilder appendParameters(Map<String, String> appendParameters) {
        return putParameters(appendParameters, ApplicationConfig::getParameters, ApplicationConfig::setParameters);
    }

    public ApplicationBuilder appendParameter(String key, String value) {
        return appendParameters(Collections.singletonMap(key, value));
    }

    public ApplicationBuilder registerConsumer(Boolean registerConsumer) {
        return set("registerConsumer", registerConsumer, ApplicationConfig::setRegisterConsumer);
    }

    public ApplicationBuilder repository(String repository) {
        return set("repository", repository, ApplicationConfig::setRepository);
    }

    public ApplicationBuilder enableFileCache(Boolean enableFileCache) {
        return set("enableFileCache", enableFileCache, ApplicationConfig::setEnableFileCache);
    }

    public ApplicationBuilder protocol(String protocol) {
        return set("protocol", protocol, ApplicationConfig::setProtocol);
    }

    public ApplicationBuilder metadataServiceProtocol(String metadataServiceProtocol) {
        return set("metadataServiceProtocol", metadataServiceProtocol, ApplicationConfig::setMetadataServiceProtocol);
    }

    public ApplicationBuilder metadataServicePort(Integer metadataServicePort) {
        return set("metadataServicePort", metadataServicePort, ApplicationConfig::setMetadataServicePort);
    }

    public ApplicationBuilder mappingRetryInterval(Integer mappingRetryInterval) {
        return set("mappingRetryInterval", mappingRetryInterval, ApplicationConfig::setMappingRetryInterval);
    }

    public ApplicationBuilder livenessProbe(String livenessProbe) {
        return set("livenessProbe", livenessProbe, ApplicationConfig::setLivenessProbe);
    }

    public ApplicationBuilder readinessProbe(String readinessProbe) {
        return set("readinessProbe", readinessProbe, ApplicationConfig::setReadinessProbe);
    }

    public ApplicationBuilder startupProbe(String startupProbe) {
        return set("startupProbe", startupProbe, ApplicationConfig::setStartupProbe);
    }

    /** {@code interface}, {@code instance} or {@code all}: what providers register. */
    public ApplicationBuilder registerMode(String registerMode) {
        return set("registerMode", registerMode, ApplicationConfig::setRegisterMode);
    }

    public ApplicationBuilder enableEmptyProtection(Boolean enableEmptyProtection) {
        return set("enableEmptyProtection", enableEmptyProtection, ApplicationConfig::setEnableEmptyProtection);
    }

    public ApplicationBuilder serializeCheckStatus(String serializeCheckStatus) {
        return set("serializeCheckStatus", serializeCheckStatus, ApplicationConfig::setSerializeCheckStatus);
    }

    public ApplicationBuilder autoTrustSerializeClass(Boolean autoTrustSerializeClass) {
        return set("autoTrustSerializeClass", autoTrustSerializeClass, ApplicationConfig::setAutoTrustSerializeClass);
    }

    public ApplicationBuilder trustSerializeClassLevel(Integer trustSerializeClassLevel) {
        return set("trustSerializeClassLevel", trustSerializeClassLevel,
                ApplicationConfig::setTrustSerializeClassLevel);
    }

    public ApplicationBuilder checkSerializable(Boolean checkSerializable) {
        return set("checkSerializable", checkSerializable, ApplicationConfig::setCheckSerializable);
    }

    public ApplicationBuilder executorManagementMode(String executorManagementMode) {
        return set("executorManagementMode", executorManagementMode, ApplicationConfig::setExecutorManagementMode);
    }

    public ApplicationBuilder onlyUseMetadataV2(Boolean onlyUseMetadataV2) {
        return set("onlyUseMetadataV2", onlyUseMetadataV2, ApplicationConfig::setOnlyUseMetadataV2);
    }

    @Override
    public ApplicationConfig build() {
        ApplicationConfig application = new ApplicationConfig();
        build(application);
        return application;
    }

    @Override
    protected ApplicationBuilder getThis() {
        return this;
    }
}
