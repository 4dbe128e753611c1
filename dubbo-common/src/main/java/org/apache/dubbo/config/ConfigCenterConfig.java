package org.apache.dubbo.config;

import java.util.HashMap;
import java.util.Map;

import org.apache.dubbo.config.support.Parameter;
import org.apache.dubbo.rpc.model.ApplicationModel;

/**
 * A config center from which externalized configuration is read at start-up. Like a registry address, the
 * {@code address} may carry protocol, credentials, port and parameters, which fill the corresponding unset
 * properties.
 */
public class ConfigCenterConfig extends AbstractConfig implements AddressedConfig {

    private static final long serialVersionUID = 1L;

    private String protocol;
    private String address;
    private Integer port;
    private String cluster;
    private String namespace;
    private String group;
    private String username;
    private String password;
    private Long timeout;
    private Boolean highestPriority;
    private Boolean check;
    private String configFile;
    private String appConfigFile;
    private Map<String, String> parameters;

    public ConfigCenterConfig() {
    }

    public ConfigCenterConfig(ApplicationModel applicationModel) {
        super(applicationModel);
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

    public String getCluster() {
        return cluster;
    }

    public void setCluster(String cluster) {
        this.cluster = cluster;
    }

    public String getNamespace() {
        return namespace;
    }

    public void setNamespace(String namespace) {
        this.namespace = namespace;
    }

    public String getGroup() {
        return group;
    }

    public void setGroup(String group) {
        this.group = group;
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

    /** Timeout of config center requests in milliseconds. */
    public Long getTimeout() {
        return timeout;
    }

    public void setTimeout(Long timeout) {
        this.timeout = timeout;
    }

    /** @deprecated not consulted by Dubbo 3 */
    @Deprecated
    @Parameter(key = "highest-priority")
    public Boolean isHighestPriority() {
        return highestPriority;
    }

    /** @deprecated not consulted by Dubbo 3 */
    @Deprecated
    public void setHighestPriority(Boolean highestPriority) {
        this.highestPriority = highestPriority;
    }

    /** Whether start-up fails when the config center is unavailable. */
    public Boolean isCheck() {
        return check;
    }

    public void setCheck(Boolean check) {
        this.check = check;
    }

    /** The key of the global configuration file ({@code dubbo.properties} when unset). */
    @Parameter(key = "config-file")
    public String getConfigFile() {
        return configFile;
    }

    public void setConfigFile(String configFile) {
        this.configFile = configFile;
    }

    /** The key of this application's own configuration file. */
    @Parameter(excluded = true)
    public String getAppConfigFile() {
        return appConfigFile;
    }

    public void setAppConfigFile(String appConfigFile) {
        this.appConfigFile = appConfigFile;
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

    /** Valid with an address that names its protocol, or an address and a protocol. */
    @Override
    @Parameter(excluded = true, attribute = false)
    public boolean isValid() {
        if (address == null || address.isEmpty()) {
            return false;
        }
        return address.contains("://") || (protocol != null && !protocol.isEmpty());
    }
}
