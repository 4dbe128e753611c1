package org.apache.dubbo.config;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Executor;

import org.apache.dubbo.config.support.Parameter;
import org.apache.dubbo.rpc.model.ModuleModel;

/**
 * Provider-side settings shared by services and their {@link ProviderConfig} defaults: export and
 * registration, weight and warm-up, token, access log, executes limit, serialization, protocols.
 */
public abstract class AbstractServiceConfig extends AbstractInterfaceConfig {

    private static final long serialVersionUID = 1L;

    private Boolean deprecated;
    private Integer delay;
    private Boolean export;
    private Integer weight;
    private String document;
    private Boolean dynamic;
    private String token;
    private String accesslog;
    private List<ProtocolConfig> protocols;
    private String protocolIds;
    private Integer executes;
    private Boolean register;
    private Integer warmup;
    private String serialization;
    private String preferSerialization;
    private Boolean exportAsync;
    private transient Executor executor;
    private Integer payload;
    private Boolean useJavaPackageAsPath;

    protected AbstractServiceConfig() {
    }

    protected AbstractServiceConfig(ModuleModel moduleModel) {
        super(moduleModel);
    }

    /** Export delay in milliseconds; 0 or less exports at once. */
    public Integer getDelay() {
        return delay;
    }

    public void setDelay(Integer delay) {
        this.delay = delay;
    }

    /** Whether to export at all. */
    public Boolean getExport() {
        return export;
    }

    public void setExport(Boolean export) {
        this.export = export;
    }

    /** Load-balancing weight. */
    public Integer getWeight() {
        return weight;
    }

    public void setWeight(Integer weight) {
        this.weight = weight;
    }

    @Parameter(escaped = true)
    public String getDocument() {
        return document;
    }

    public void setDocument(String document) {
        this.document = document;
    }

    /** {@code true} or {@code default} for a random token consumers must present, or a fixed token. */
    public String getToken() {
        return token;
    }

    public void setToken(String token) {
        this.token = token;
    }

    public void setToken(Boolean token) {
        setToken(token == null ? null : token.toString());
    }

    public Boolean isDeprecated() {
        return deprecated;
    }

    public void setDeprecated(Boolean deprecated) {
        this.deprecated = deprecated;
    }

    /** Whether registrations are ephemeral (removed when the provider goes away). */
    public Boolean isDynamic() {
        return dynamic;
    }

    public void setDynamic(Boolean dynamic) {
        this.dynamic = dynamic;
    }

    public List<ProtocolConfig> getProtocols() {
        return protocols;
    }

    @SuppressWarnings("unchecked")
    public void setProtocols(List<? extends ProtocolConfig> protocols) {
        this.protocols = (List<ProtocolConfig>) protocols;
    }

    /** The first protocol, or null. */
    public ProtocolConfig getProtocol() {
        return protocols == null || protocols.isEmpty() ? null : protocols.get(0);
    }

    public void setProtocol(ProtocolConfig protocol) {
        List<ProtocolConfig> list = new ArrayList<>(1);
        list.add(protocol);
        setProtocols(list);
    }

    /** Comma-separated ids of the protocols to export with, resolved later. */
    @Parameter(excluded = true)
    public String getProtocolIds() {
        return protocolIds;
    }

    public void setProtocolIds(String protocolIds) {
        this.protocolIds = protocolIds;
    }

    /** {@code true} to log through the logger, or a file path. */
    public String getAccesslog() {
        return accesslog;
    }

    public void setAccesslog(String accesslog) {
        this.accesslog = accesslog;
    }

    public void setAccesslog(Boolean accesslog) {
        setAccesslog(accesslog == null ? null : accesslog.toString());
    }

    /** Maximum concurrent executions per method on the provider; 0 means unlimited. */
    public Integer getExecutes() {
        return executes;
    }

    public void setExecutes(Integer executes) {
        this.executes = executes;
    }

    @Override
    @Parameter(key = "service.filter", append = true)
    public String getFilter() {
        return super.getFilter();
    }

    @Override
    @Parameter(key = "exporter.listener", append = true)
    public String getListener() {
        return super.getListener();
    }

    public Boolean isRegister() {
        return register;
    }

    public void setRegister(Boolean register) {
        this.register = register;
    }

    /** Weight ramp-up time after start, in milliseconds. */
    public Integer getWarmup() {
        return warmup;
    }

    public void setWarmup(Integer warmup) {
        this.warmup = warmup;
    }

    public String getSerialization() {
        return serialization;
    }

    public void setSerialization(String serialization) {
        this.serialization = serialization;
    }

    /** Serializations offered to consumers, most preferred first, comma-separated. */
    public String getPreferSerialization() {
        return preferSerialization;
    }

    public void setPreferSerialization(String preferSerialization) {
        this.preferSerialization = preferSerialization;
    }

    /** @deprecated use {@link ModuleConfig#setExportAsync(Boolean)} */
    @Deprecated
    @Parameter(key = "export-async")
    public Boolean getExportAsync() {
        return exportAsync;
    }

    /** @deprecated use {@link ModuleConfig#setExportAsync(Boolean)} */
    @Deprecated
    public void setExportAsync(Boolean exportAsync) {
        this.exportAsync = exportAsync;
    }

    /** An executor of its own for this service's calls. */
    public Executor getExecutor() {
        return executor;
    }

    public void setExecutor(Executor executor) {
        this.executor = executor;
    }

    /** Largest message in bytes. */
    public Integer getPayload() {
        return payload;
    }

    public void setPayload(Integer payload) {
        this.payload = payload;
    }

    public Boolean getUseJavaPackageAsPath() {
        return useJavaPackageAsPath;
    }

    public void setUseJavaPackageAsPath(Boolean useJavaPackageAsPath) {
        this.useJavaPackageAsPath = useJavaPackageAsPath;
    }
}
