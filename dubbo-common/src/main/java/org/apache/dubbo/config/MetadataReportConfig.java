package org.apache.dubbo.config;

import java.util.HashMap;
import java.util.Map;

import org.apache.dubbo.config.support.Parameter;
import org.apache.dubbo.rpc.model.ApplicationModel;

/**
 * A metadata center, where service definitions and (with {@code metadata-type=remote}) application metadata
 * are published. Like a registry address, the {@code address} may carry protocol, credentials, port and
 * parameters, which fill the corresponding unset properties.
 */
public class MetadataReportConfig extends AbstractConfig implements AddressedConfig {

    private static final long serialVersionUID = 1L;

    private String protocol;
    private String address;
    private Integer port;
    private String username;
    private String password;
    private Integer timeout;
    private String group;
    private Map<String, String> parameters;
    private Integer retryTimes;
    private Integer retryPeriod;
    private Boolean cycleReport;
    private Boolean syncReport;
    private Boolean cluster;
    private String registry;
    private String file;
    private Boolean check;
    private Boolean reportMetadata;
    private Boolean reportDefinition;

    public MetadataReportConfig() {
    }

    public MetadataReportConfig(ApplicationModel applicationModel) {
        super(applicationModel);
    }

    public MetadataReportConfig(String address) {
        setAddress(address);
    }

    public MetadataReportConfig(ApplicationModel applicationModel, String address) {
        super(applicationModel);
        setAddress(address);
    }

    public String getProtocol() {
        return protocol;
    }

    public void setProtocol(String protocol) {
        this.protocol = protocol;
    }

    @Parameter(excluded = true)
    public String getAddress() {
        return address;
    }

    /** Sets the address and fills unset protocol, username, password and port, and parameters, from it. */
    public void setAddress(String address) {
        this.address = address;
        ConfigAddress.fillUnset(address, this);
    }

    public Integer getPort() {
        return port;
    }

    public void setPort(Integer port) {
        this.port = port;
    }

    public String getUsername() {
        return username;
    }

    public void setUsername(String username) {
        this.username = username;
    }

    public String getPassword() {
        return password;
    }

    public void setPassword(String password) {
        this.password = password;
    }

    /** Request timeout in milliseconds. */
    public Integer getTimeout() {
        return timeout;
    }

    public void setTimeout(Integer timeout) {
        this.timeout = timeout;
    }

    public String getGroup() {
        return group;
    }

    public void setGroup(String group) {
        this.group = group;
    }

    public Map<String, String> getParameters() {
        return parameters;
    }

    public void setParameters(Map<String, String> parameters) {
        this.parameters = parameters;
    }

    /** Adds {@code parameters} to the current ones, replacing equal keys. */
    public void updateParameters(Map<String, String> parameters) {
        if (parameters == null || parameters.isEmpty()) {
            return;
        }
        Map<String, String> merged = this.parameters == null ? new HashMap<>() : new HashMap<>(this.parameters);
        merged.putAll(parameters);
        this.parameters = merged;
    }

    @Parameter(key = "retry-times")
    public Integer getRetryTimes() {
        return retryTimes;
    }

    public void setRetryTimes(Integer retryTimes) {
        this.retryTimes = retryTimes;
    }

    @Parameter(key = "retry-period")
    public Integer getRetryPeriod() {
        return retryPeriod;
    }

    public void setRetryPeriod(Integer retryPeriod) {
        this.retryPeriod = retryPeriod;
    }

    /** Whether the full metadata is published again once a day. */
    @Parameter(key = "cycle-report")
    public Boolean getCycleReport() {
        return cycleReport;
    }

    public void setCycleReport(Boolean cycleReport) {
        this.cycleReport = cycleReport;
    }

    @Parameter(key = "sync-report")
    public Boolean getSyncReport() {
        return syncReport;
    }

    public void setSyncReport(Boolean syncReport) {
        this.syncReport = syncReport;
    }

    public Boolean getCluster() {
        return cluster;
    }

    public void setCluster(Boolean cluster) {
        this.cluster = cluster;
    }

    /** The id of the registry this metadata center belongs to. */
    public String getRegistry() {
        return registry;
    }

    public void setRegistry(String registry) {
        this.registry = registry;
    }

    public String getFile() {
        return file;
    }

    public void setFile(String file) {
        this.file = file;
    }

    /** Whether start-up fails when the metadata center is unavailable. */
    public Boolean isCheck() {
        return check;
    }

    public void setCheck(Boolean check) {
        this.check = check;
    }

    @Parameter(key = "report-metadata")
    public Boolean getReportMetadata() {
        return reportMetadata;
    }

    public void setReportMetadata(Boolean reportMetadata) {
        this.reportMetadata = reportMetadata;
    }

    @Parameter(key = "report-definition")
    public Boolean getReportDefinition() {
        return reportDefinition;
    }

    public void setReportDefinition(Boolean reportDefinition) {
        this.reportDefinition = reportDefinition;
    }

    /** Valid with an address. */
    @Override
    @Parameter(excluded = true, attribute = false)
    public boolean isValid() {
        return address != null && !address.isEmpty();
    }
}
