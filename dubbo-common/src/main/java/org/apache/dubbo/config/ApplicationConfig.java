package org.apache.dubbo.config;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;

import org.apache.dubbo.config.support.Parameter;
import org.apache.dubbo.rpc.model.ApplicationModel;

/**
 * The application: its name (on every URL as {@code application}), owner and environment, the QoS server,
 * service discovery and metadata settings, and serialization checks.
 */
public class ApplicationConfig extends AbstractConfig {

    private static final long serialVersionUID = 1L;

    private static final List<String> ENVIRONMENTS = Collections.unmodifiableList(
            Arrays.asList("develop", "test", "product"));

    private String name;
    private String version;
    private String owner;
    private String organization;
    private String architecture;
    private String environment;
    private String compiler;
    private String logger;
    private List<RegistryConfig> registries;
    private String registryIds;
    private MonitorConfig monitor;
    private String dumpDirectory;
    private Boolean dumpEnable;
    private Boolean qosEnable;
    private Boolean qosCheck;
    private String qosHost;
    private Integer qosPort;
    private Boolean qosAcceptForeignIp;
    private String qosAcceptForeignIpWhitelist;
    private String qosAnonymousAccessPermissionLevel;
    private String qosAnonymousAllowCommands;
    private Map<String, String> parameters;
    private String shutwait;
    private String metadataType;
    private Boolean registerConsumer;
    private String repository;
    private Boolean enableFileCache;
    private String protocol;
    private String metadataServiceProtocol;
    private Integer metadataServicePort;
    private Integer mappingRetryInterval;
    private String livenessProbe;
    private String readinessProbe;
    private String startupProbe;
    private String registerMode;
    private Boolean enableEmptyProtection;
    private String serializeCheckStatus;
    private Boolean autoTrustSerializeClass;
    private Integer trustSerializeClassLevel;
    private Boolean checkSerializable;
    private String executorManagementMode;
    private Boolean onlyUseMetadataV2;

    public ApplicationConfig() {
    }

    public ApplicationConfig(ApplicationModel applicationModel) {
        super(applicationModel);
    }

    public ApplicationConfig(String name) {
        setName(name);
    }

    public ApplicationConfig(ApplicationModel applicationModel, String name) {
        super(applicationModel);
        setName(name);
    }

    /** The application name, mandatory. */
    @Parameter(key = "application", required = true)
    public String getName() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
    }

    @Parameter(key = "application.version")
    public String getVersion() {
        return version;
    }

    public void setVersion(String version) {
        this.version = version;
    }

    public String getOwner() {
        return owner;
    }

    public void setOwner(String owner) {
        this.owner = owner;
    }

    public String getOrganization() {
        return organization;
    }

    public void setOrganization(String organization) {
        this.organization = organization;
    }

    public String getArchitecture() {
        return architecture;
    }

    public void setArchitecture(String architecture) {
        this.architecture = architecture;
    }

    /** {@code develop}, {@code test} or {@code product}. */
    public String getEnvironment() {
        return environment;
    }

    /** @throws IllegalStateException for any other value than develop, test or product */
    public void setEnvironment(String environment) {
        if (environment != null && !ENVIRONMENTS.contains(environment)) {
            throw new IllegalStateException("Unsupported environment '" + environment + "': expected one of "
                    + String.join(", ", ENVIRONMENTS));
        }
        this.environment = environment;
    }

    public String getCompiler() {
        return compiler;
    }

    public void setCompiler(String compiler) {
        this.compiler = compiler;
    }

    public String getLogger() {
        return logger;
    }

    public void setLogger(String logger) {
        this.logger = logger;
    }

    /** The first registry, or null. */
    public RegistryConfig getRegistry() {
        return registries == null || registries.isEmpty() ? null : registries.get(0);
    }

    public void setRegistry(RegistryConfig registry) {
        List<RegistryConfig> list = new ArrayList<>(1);
        list.add(registry);
        this.registries = list;
    }

    public List<RegistryConfig> getRegistries() {
        return registries;
    }

    @SuppressWarnings("unchecked")
    public void setRegistries(List<? extends RegistryConfig> registries) {
        this.registries = (List<RegistryConfig>) registries;
    }

    @Parameter(excluded = true)
    public String getRegistryIds() {
        return registryIds;
    }

    public void setRegistryIds(String registryIds) {
        this.registryIds = registryIds;
    }

    public MonitorConfig getMonitor() {
        return monitor;
    }

    public void setMonitor(MonitorConfig monitor) {
        this.monitor = monitor;
    }

    /** A monitor at {@code address}. */
    public void setMonitor(String monitor) {
        this.monitor = new MonitorConfig(monitor);
    }

    /** Where thread dumps go when a pool is exhausted. */
    @Parameter(key = "dump.directory")
    public String getDumpDirectory() {
        return dumpDirectory;
    }

    public void setDumpDirectory(String dumpDirectory) {
        this.dumpDirectory = dumpDirectory;
    }

    @Parameter(key = "dump.enable")
    public Boolean getDumpEnable() {
        return dumpEnable;
    }

    public void setDumpEnable(Boolean dumpEnable) {
        this.dumpEnable = dumpEnable;
    }

    @Parameter(key = "qos.enable")
    public Boolean getQosEnable() {
        return qosEnable;
    }

    public void setQosEnable(Boolean qosEnable) {
        this.qosEnable = qosEnable;
    }

    @Parameter(key = "qos.check")
    public Boolean getQosCheck() {
        return qosCheck;
    }

    public void setQosCheck(Boolean qosCheck) {
        this.qosCheck = qosCheck;
    }

    @Parameter(key = "qos.host")
    public String getQosHost() {
        return qosHost;
    }

    public void setQosHost(String qosHost) {
        this.qosHost = qosHost;
    }

    @Parameter(key = "qos.port")
    public Integer getQosPort() {
        return qosPort;
    }

    public void setQosPort(Integer qosPort) {
        this.qosPort = qosPort;
    }

    @Parameter(key = "qos.accept.foreign.ip")
    public Boolean getQosAcceptForeignIp() {
        return qosAcceptForeignIp;
    }

    public void setQosAcceptForeignIp(Boolean qosAcceptForeignIp) {
        this.qosAcceptForeignIp = qosAcceptForeignIp;
    }

    @Parameter(key = "qos.accept.foreign.ip.whitelist")
    public String getQosAcceptForeignIpWhitelist() {
        return qosAcceptForeignIpWhitelist;
    }

    public void setQosAcceptForeignIpWhitelist(String qosAcceptForeignIpWhitelist) {
        this.qosAcceptForeignIpWhitelist = qosAcceptForeignIpWhitelist;
    }

    @Parameter(key = "qos.anonymous.access.permission.level")
    public String getQosAnonymousAccessPermissionLevel() {
        return qosAnonymousAccessPermissionLevel;
    }

    public void setQosAnonymousAccessPermissionLevel(String qosAnonymousAccessPermissionLevel) {
        this.qosAnonymousAccessPermissionLevel = qosAnonymousAccessPermissionLevel;
    }

    @Parameter(key = "qos.anonymous.access.allow.commands")
    public String getQosAnonymousAllowCommands() {
        return qosAnonymousAllowCommands;
    }

    public void setQosAnonymousAllowCommands(String qosAnonymousAllowCommands) {
        this.qosAnonymousAllowCommands = qosAnonymousAllowCommands;
    }

    // The *Compatible pairs are the kebab-case spellings Spring Boot binds (qos-enable, ...); same values.

    @Parameter(excluded = true, attribute = false)
    public Boolean getQosEnableCompatible() {
        return getQosEnable();
    }

    public void setQosEnableCompatible(Boolean qosEnable) {
        setQosEnable(qosEnable);
    }

    @Parameter(excluded = true, attribute = false)
    public String getQosHostCompatible() {
        return getQosHost();
    }

    public void setQosHostCompatible(String qosHost) {
        setQosHost(qosHost);
    }

    @Parameter(excluded = true, attribute = false)
    public Integer getQosPortCompatible() {
        return getQosPort();
    }

    public void setQosPortCompatible(Integer qosPort) {
        setQosPort(qosPort);
    }

    @Parameter(excluded = true, attribute = false)
    public Boolean getQosAcceptForeignIpCompatible() {
        return getQosAcceptForeignIp();
    }

    public void setQosAcceptForeignIpCompatible(Boolean qosAcceptForeignIp) {
        setQosAcceptForeignIp(qosAcceptForeignIp);
    }

    @Parameter(excluded = true, attribute = false)
    public String getQosAcceptForeignIpWhitelistCompatible() {
        return getQosAcceptForeignIpWhitelist();
    }

    public void setQosAcceptForeignIpWhitelistCompatible(String qosAcceptForeignIpWhitelist) {
        setQosAcceptForeignIpWhitelist(qosAcceptForeignIpWhitelist);
    }

    @Parameter(excluded = true, attribute = false)
    public String getQosAnonymousAccessPermissionLevelCompatible() {
        return getQosAnonymousAccessPermissionLevel();
    }

    public void setQosAnonymousAccessPermissionLevelCompatible(String qosAnonymousAccessPermissionLevel) {
        setQosAnonymousAccessPermissionLevel(qosAnonymousAccessPermissionLevel);
    }

    public Map<String, String> getParameters() {
        return parameters;
    }

    public void setParameters(Map<String, String> parameters) {
        this.parameters = parameters;
    }

    /** How long shutdown waits for running calls, in milliseconds. */
    public String getShutwait() {
        return shutwait;
    }

    public void setShutwait(String shutwait) {
        this.shutwait = shutwait;
    }

    /** {@code local} (metadata served by the MetadataService) or {@code remote} (published to a metadata center). */
    @Parameter(key = "metadata-type")
    public String getMetadataType() {
        return metadataType;
    }

    public void setMetadataType(String metadataType) {
        this.metadataType = metadataType;
    }

    public Boolean getRegisterConsumer() {
        return registerConsumer;
    }

    public void setRegisterConsumer(Boolean registerConsumer) {
        this.registerConsumer = registerConsumer;
    }

    public String getRepository() {
        return repository;
    }

    public void setRepository(String repository) {
        this.repository = repository;
    }

    /** Whether registries keep a local cache file. */
    @Parameter(key = "file-cache")
    public Boolean getEnableFileCache() {
        return enableFileCache;
    }

    public void setEnableFileCache(Boolean enableFileCache) {
        this.enableFileCache = enableFileCache;
    }

    /** The protocol whose address the application instance advertises. */
    @Parameter(excluded = true)
    public String getProtocol() {
        return protocol;
    }

    public void setProtocol(String protocol) {
        this.protocol = protocol;
    }

    @Parameter(key = "metadata-service-protocol")
    public String getMetadataServiceProtocol() {
        return metadataServiceProtocol;
    }

    public void setMetadataServiceProtocol(String metadataServiceProtocol) {
        this.metadataServiceProtocol = metadataServiceProtocol;
    }

    @Parameter(key = "metadata-service-port")
    public Integer getMetadataServicePort() {
        return metadataServicePort;
    }

    public void setMetadataServicePort(Integer metadataServicePort) {
        this.metadataServicePort = metadataServicePort;
    }

    public Integer getMappingRetryInterval() {
        return mappingRetryInterval;
    }

    public void setMappingRetryInterval(Integer mappingRetryInterval) {
        this.mappingRetryInterval = mappingRetryInterval;
    }

    @Parameter(key = "liveness-probe")
    public String getLivenessProbe() {
        return livenessProbe;
    }

    public void setLivenessProbe(String livenessProbe) {
        this.livenessProbe = livenessProbe;
    }

    @Parameter(key = "readiness-probe")
    public String getReadinessProbe() {
        return readinessProbe;
    }

    public void setReadinessProbe(String readinessProbe) {
        this.readinessProbe = readinessProbe;
    }

    @Parameter(key = "startup-probe")
    public String getStartupProbe() {
        return startupProbe;
    }

    public void setStartupProbe(String startupProbe) {
        this.startupProbe = startupProbe;
    }

    /** {@code interface}, {@code instance} or {@code all}. */
    @Parameter(key = "register-mode")
    public String getRegisterMode() {
        return registerMode;
    }

    public void setRegisterMode(String registerMode) {
        this.registerMode = registerMode;
    }

    @Parameter(key = "enable-empty-protection")
    public Boolean getEnableEmptyProtection() {
        return enableEmptyProtection;
    }

    public void setEnableEmptyProtection(Boolean enableEmptyProtection) {
        this.enableEmptyProtection = enableEmptyProtection;
    }

    /** {@code DISABLE}, {@code WARN} or {@code STRICT} checking of deserialized classes. */
    public String getSerializeCheckStatus() {
        return serializeCheckStatus;
    }

    public void setSerializeCheckStatus(String serializeCheckStatus) {
        this.serializeCheckStatus = serializeCheckStatus;
    }

    public Boolean getAutoTrustSerializeClass() {
        return autoTrustSerializeClass;
    }

    public void setAutoTrustSerializeClass(Boolean autoTrustSerializeClass) {
        this.autoTrustSerializeClass = autoTrustSerializeClass;
    }

    public Integer getTrustSerializeClassLevel() {
        return trustSerializeClassLevel;
    }

    public void setTrustSerializeClassLevel(Integer trustSerializeClassLevel) {
        this.trustSerializeClassLevel = trustSerializeClassLevel;
    }

    public Boolean getCheckSerializable() {
        return checkSerializable;
    }

    public void setCheckSerializable(Boolean checkSerializable) {
        this.checkSerializable = checkSerializable;
    }

    /** {@code default} (one provider pool per port) or {@code isolation} (per-service pools possible). */
    @Parameter(key = "executor-management-mode")
    public String getExecutorManagementMode() {
        return executorManagementMode;
    }

    public void setExecutorManagementMode(String executorManagementMode) {
        this.executorManagementMode = executorManagementMode;
    }

    public Boolean getOnlyUseMetadataV2() {
        return onlyUseMetadataV2;
    }

    public void setOnlyUseMetadataV2(Boolean onlyUseMetadataV2) {
        this.onlyUseMetadataV2 = onlyUseMetadataV2;
    }

    /** Valid with a name. */
    @Override
    @Parameter(excluded = true, attribute = false)
    public boolean isValid() {
        return name != null && !name.isEmpty();
    }
}
