package org.apache.dubbo.registry.client;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.metadata.MetadataService;

import java.util.Collection;
import java.util.Map;
import java.util.TreeMap;

/**
 * The metadata map of an application instance node (registry spec 5.4): the revision and where to get its
 * MetadataInfo, the port of each protocol, and the process-level parameters of the registered services.
 */
final class InstanceMetadata {

    static final String REVISION = "dubbo.metadata.revision";
    static final String STORAGE_TYPE = "dubbo.metadata.storage-type";
    static final String ENDPOINTS = "dubbo.endpoints";
    static final String URL_PARAMS = "dubbo.metadata-service.url-params";
    static final String METADATA_SERVICE_VERSION = "meta-v";
    static final String TIMESTAMP = "timestamp";

    private InstanceMetadata() {
    }

    /**
     * The metadata, sorted by key as Apache Dubbo writes it.
     *
     * @param providerUrls the registered services, oldest first: for a process-level parameter the newest wins,
     *                     and for a protocol listening on several ports the newest port
     * @param urlParams    the MetadataService parameters JSON, null when the service is not exported
     */
    static Map<String, String> of(String revision, String storageType, Collection<URL> providerUrls,
                                  String urlParams) {
        Map<String, String> metadata = new TreeMap<>();
        Map<String, Integer> ports = new TreeMap<>();
        for (URL url : providerUrls) {
            ports.put(url.getProtocol(), url.getPort());
            for (String key : ApplicationMetadata.INSTANCE_PARAMETERS) {
                String value = url.getParameter(key);
                if (value != null) {
                    metadata.put(key, value);
                }
            }
        }
        if (!ports.isEmpty()) {
            metadata.put(ENDPOINTS, MetadataJson.endpoints(ports));
        }
        if (urlParams != null) {
            metadata.put(URL_PARAMS, urlParams);
        }
        metadata.put(REVISION, revision);
        metadata.put(STORAGE_TYPE, storageType);
        metadata.put(METADATA_SERVICE_VERSION, MetadataService.VERSION);
        return metadata;
    }
}
