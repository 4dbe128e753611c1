package org.apache.dubbo.registry.client;

import java.io.Serializable;
import java.util.Map;
import java.util.SortedMap;

import org.apache.dubbo.metadata.MetadataInfo;
import org.apache.dubbo.rpc.model.ApplicationModel;

/**
 * An instance of an application as application-level discovery sees it: the application ({@link #getServiceName()}),
 * the address of its preferred protocol and the metadata written into its registry node.
 */
public interface ServiceInstance extends Serializable {

    String getServiceName();

    String getHost();

    int getPort();

    /** {@code host:port}. */
    String getAddress();

    default boolean isEnabled() {
        return true;
    }

    default boolean isHealthy() {
        return true;
    }

    /** The metadata written into the instance node; customizers may add to it. */
    Map<String, String> getMetadata();

    SortedMap<String, String> getSortedMetadata();

    String getRegistryCluster();

    void setRegistryCluster(String registryCluster);

    /** Parameters that stay in this process (never written to the registry). */
    Map<String, String> getExtendParams();

    String getExtendParam(String key);

    String putExtendParam(String key, String value);

    String putExtendParamIfAbsent(String key, String value);

    String removeExtendParam(String key);

    /** The metadata and the extend parameters together. */
    Map<String, String> getAllParams();

    void setApplicationModel(ApplicationModel applicationModel);

    ApplicationModel getApplicationModel();

    default ApplicationModel getOrDefaultApplicationModel() {
        ApplicationModel model = getApplicationModel();
        return model != null ? model : ApplicationModel.defaultModel();
    }

    default String getMetadata(String name) {
        return getMetadata(name, null);
    }

    default String getMetadata(String name, String defaultValue) {
        String value = getMetadata().get(name);
        return value != null ? value : defaultValue;
    }

    /** The application's services of this instance's revision. */
    MetadataInfo getServiceMetadata();

    void setServiceMetadata(MetadataInfo serviceMetadata);

    /** The instance's address as a URL of {@code protocol}. */
    InstanceAddressURL toURL(String protocol);
}
