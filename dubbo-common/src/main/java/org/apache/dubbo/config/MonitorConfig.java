package org.apache.dubbo.config;

import java.util.Map;

import org.apache.dubbo.config.support.Parameter;
import org.apache.dubbo.rpc.model.ApplicationModel;

/**
 * Where call statistics are sent: a monitor address, or {@code protocol=registry} to find it in the registry.
 */
public class MonitorConfig extends AbstractConfig {

    private static final long serialVersionUID = 1L;

    private String protocol;
    private String address;
    private String username;
    private String password;
    private String group;
    private String version;
    private String interval;
    private Map<String, String> parameters;

    public MonitorConfig() {
    }

    public MonitorConfig(String address) {
        setAddress(address);
    }

    public MonitorConfig(ApplicationModel applicationModel) {
        super(applicationModel);
    }

    public MonitorConfig(ApplicationModel applicationModel, String address) {
        super(applicationModel);
        setAddress(address);
    }

    @Parameter(excluded = true)
    public String getAddress() {
        return address;
    }

    public void setAddress(String address) {
        this.address = address;
    }

    @Parameter(excluded = true)
    public String getProtocol() {
        return protocol;
    }

    public void setProtocol(String protocol) {
        this.protocol = protocol;
    }

    @Parameter(excluded = true)
    public String getUsername() {
        return username;
    }

    public void setUsername(String username) {
        this.username = username;
    }

    @Parameter(excluded = true)
    public String getPassword() {
        return password;
    }

    public void setPassword(String password) {
        this.password = password;
    }

    public String getGroup() {
        return group;
    }

    public void setGroup(String group) {
        this.group = group;
    }

    public String getVersion() {
        return version;
    }

    public void setVersion(String version) {
        this.version = version;
    }

    /** Reporting interval in milliseconds. */
    public String getInterval() {
        return interval;
    }

    public void setInterval(String interval) {
        this.interval = interval;
    }

    public Map<String, String> getParameters() {
        return parameters;
    }

    public void setParameters(Map<String, String> parameters) {
        this.parameters = parameters;
    }

    /** Valid with an address or when the monitor is found through the registry. */
    @Override
    @Parameter(excluded = true, attribute = false)
    public boolean isValid() {
        return (address != null && !address.isEmpty()) || "registry".equals(protocol);
    }
}
