package org.apache.dubbo.registry.client;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.SortedMap;
import java.util.TreeMap;

import org.apache.dubbo.metadata.MetadataInfo;
import org.apache.dubbo.rpc.model.ApplicationModel;

/** A {@link ServiceInstance} held in memory. */
public class DefaultServiceInstance implements ServiceInstance {

    private static final long serialVersionUID = 1L;

    private String serviceName;
    private String host;
    private int port;
    private boolean enabled = true;
    private boolean healthy = true;
    private Map<String, String> metadata = new LinkedHashMap<>();
    private String registryCluster;
    private final Map<String, String> extendParams = new LinkedHashMap<>();
    private transient ApplicationModel applicationModel;
    private transient MetadataInfo serviceMetadata;

    public DefaultServiceInstance() {
    }

    public DefaultServiceInstance(DefaultServiceInstance other) {
        this.serviceName = other.serviceName;
        this.host = other.host;
        this.port = other.port;
        this.enabled = other.enabled;
        this.healthy = other.healthy;
        this.metadata = new LinkedHashMap<>(other.metadata);
        this.registryCluster = other.registryCluster;
        this.extendParams.putAll(other.extendParams);
        this.applicationModel = other.applicationModel;
        this.serviceMetadata = other.serviceMetadata;
    }

    public DefaultServiceInstance(String serviceName, String host, Integer port, ApplicationModel applicationModel) {
        this.serviceName = serviceName;
        this.host = host;
        this.port = port == null ? 0 : port;
        this.applicationModel = applicationModel;
    }

    public DefaultServiceInstance(String serviceName, ApplicationModel applicationModel) {
        this(serviceName, null, 0, applicationModel);
    }

    public void setServiceName(String serviceName) {
        this.serviceName = serviceName;
    }

    @Override
    public String getServiceName() {
        return serviceName;
    }

    public void setHost(String host) {
        this.host = host;
    }

    @Override
    public String getHost() {
        return host;
    }

    public void setPort(int port) {
        this.port = port;
    }

    @Override
    public int getPort() {
        return port;
    }

    @Override
    public String getAddress() {
        return port > 0 ? host + ":" + port : host;
    }

    @Override
    public boolean isEnabled() {
        return enabled;
    }

    public void setEnabled(boolean enabled) {
        this.enabled = enabled;
    }

    @Override
    public boolean isHealthy() {
        return healthy;
    }

    public void setHealthy(boolean healthy) {
        this.healthy = healthy;
    }

    @Override
    public Map<String, String> getMetadata() {
        return metadata;
    }

    public void setMetadata(Map<String, String> metadata) {
        this.metadata = metadata == null ? new LinkedHashMap<>() : metadata;
    }

    @Override
    public SortedMap<String, String> getSortedMetadata() {
        return Collections.unmodifiableSortedMap(new TreeMap<>(metadata));
    }

    @Override
    public String getRegistryCluster() {
        return registryCluster;
    }

    @Override
    public void setRegistryCluster(String registryCluster) {
        this.registryCluster = registryCluster;
    }

    @Override
    public Map<String, String> getExtendParams() {
        return extendParams;
    }

    @Override
    public String getExtendParam(String key) {
        return extendParams.get(key);
    }

    @Override
    public String putExtendParam(String key, String value) {
        return extendParams.put(key, value);
    }

    @Override
    public String putExtendParamIfAbsent(String key, String value) {
        return extendParams.putIfAbsent(key, value);
    }

    @Override
    public String removeExtendParam(String key) {
        return extendParams.remove(key);
    }

    @Override
    public Map<String, String> getAllParams() {
        Map<String, String> all = new LinkedHashMap<>(metadata);
        all.putAll(extendParams);
        return all;
    }

    @Override
    public void setApplicationModel(ApplicationModel applicationModel) {
        this.applicationModel = applicationModel;
    }

    @Override
    public ApplicationModel getApplicationModel() {
        return applicationModel;
    }

    @Override
    public MetadataInfo getServiceMetadata() {
        return serviceMetadata;
    }

    @Override
    public void setServiceMetadata(MetadataInfo serviceMetadata) {
        this.serviceMetadata = serviceMetadata;
    }

    @Override
    public InstanceAddressURL toURL(String protocol) {
        return new InstanceAddressURL(this, serviceMetadata, protocol);
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (!(other instanceof DefaultServiceInstance)) {
            return false;
        }
        DefaultServiceInstance that = (DefaultServiceInstance) other;
        return port == that.port && Objects.equals(serviceName, that.serviceName) && Objects.equals(host, that.host)
                && Objects.equals(metadata, that.metadata);
    }

    @Override
    public int hashCode() {
        return Objects.hash(serviceName, host, port, metadata);
    }

    @Override
    public String toString() {
        return "DefaultServiceInstance{name='" + serviceName + "', address='" + getAddress() + "', metadata="
                + metadata + "}";
    }
}
