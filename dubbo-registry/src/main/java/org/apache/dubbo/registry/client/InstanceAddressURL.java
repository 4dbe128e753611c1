package org.apache.dubbo.registry.client;

import java.util.LinkedHashMap;
import java.util.Map;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.metadata.MetadataInfo;

/** The address of an application instance as a URL: {@code protocol://host:port} with the instance's metadata. */
public class InstanceAddressURL extends URL {

    private static final long serialVersionUID = 1L;

    private final transient ServiceInstance instance;
    private final transient MetadataInfo metadataInfo;

    public InstanceAddressURL(ServiceInstance instance, MetadataInfo metadataInfo) {
        this(instance, metadataInfo, "dubbo");
    }

    public InstanceAddressURL(ServiceInstance instance, MetadataInfo metadataInfo, String protocol) {
        super(protocol, instance.getHost(), instance.getPort(), parameters(instance));
        this.instance = instance;
        this.metadataInfo = metadataInfo;
    }

    private static Map<String, String> parameters(ServiceInstance instance) {
        Map<String, String> parameters = new LinkedHashMap<>(instance.getMetadata());
        parameters.put("application", instance.getServiceName());
        return parameters;
    }

    public ServiceInstance getInstance() {
        return instance;
    }

    public MetadataInfo getMetadataInfo() {
        return metadataInfo;
    }
}
