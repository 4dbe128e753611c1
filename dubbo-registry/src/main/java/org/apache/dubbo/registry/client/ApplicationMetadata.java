package org.apache.dubbo.registry.client;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.metadata.MetadataInfo;
import org.apache.dubbo.metadata.MetadataInfo.ServiceInfo;

import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Builds an application's {@link MetadataInfo} from the provider URLs it registered, the way Apache Dubbo 3.2/3.3
 * does (registry spec 5.5), so that identical deployments of ours and theirs compute the same revision.
 */
final class ApplicationMetadata {

    /**
     * Parameters left out of service parameters: a key equal to one of these (ignoring case) or containing
     * {@code "." + one of these} is dropped. They differ between processes of one deployment.
     */
    static final List<String> EXCLUDED_SERVICE_PARAMETERS = Collections.unmodifiableList(Arrays.asList(
            "monitor", "bind.ip", "bind.port", "qos.enable", "qos.host", "qos.port", "qos.accept.foreign.ip",
            "validation", "interfaces", "pid", "timestamp", "heartbeat.timeout", "ipv6"));

    /** Parameters that describe the process rather than a service; they go to the instance metadata instead. */
    static final List<String> INSTANCE_PARAMETERS = Collections.unmodifiableList(Arrays.asList(
            "heartbeat.timeout", "timestamp", "ipv6"));

    private ApplicationMetadata() {
    }

    /**
     * The MetadataInfo of {@code app} with its revision computed; a later URL with the same protocol service key
     * replaces an earlier one.
     *
     * @param registryCluster added to each URL as {@code REGISTRY_CLUSTER} unless it has one; null adds nothing
     */
    static MetadataInfo of(String app, Collection<URL> providerUrls, String registryCluster) {
        Map<String, ServiceInfo> services = new HashMap<>();
        for (URL url : providerUrls) {
            ServiceInfo service = serviceInfo(url, registryCluster);
            services.put(service.getMatchKey(), service);
        }
        MetadataInfo info = new MetadataInfo(app, null, services);
        info.setRevision(info.calRevision());
        return info;
    }

    static ServiceInfo serviceInfo(URL url, String registryCluster) {
        Map<String, String> params = new HashMap<>();
        for (Map.Entry<String, String> entry : url.getParameters().entrySet()) {
            if (!isExcluded(entry.getKey())) {
                params.put(entry.getKey(), entry.getValue());
            }
        }
        if (registryCluster != null && !params.containsKey(DiscoveryOptions.REGISTRY_CLUSTER)) {
            params.put(DiscoveryOptions.REGISTRY_CLUSTER, registryCluster);
        }
        return new ServiceInfo(url.getServiceInterface(), url.getGroup(), url.getVersion(), url.getProtocol(),
                url.getPort(), url.getPath(), params);
    }

    private static boolean isExcluded(String key) {
        String lower = key.toLowerCase(Locale.ROOT);
        for (String excluded : EXCLUDED_SERVICE_PARAMETERS) {
            if (lower.equals(excluded) || key.contains("." + excluded)) {
                return true;
            }
        }
        return false;
    }
}
