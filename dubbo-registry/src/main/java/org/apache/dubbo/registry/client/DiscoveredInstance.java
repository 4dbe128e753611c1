package org.apache.dubbo.registry.client;

import org.apache.dubbo.metadata.MetadataInfo;

import java.util.Collections;
import java.util.Map;

/**
 * One application instance as a consumer uses it: where it listens and its metadata map, read from its ZooKeeper
 * node or reported by a {@link ServiceDiscovery} extension ({@link #source}).
 */
final class DiscoveredInstance {

    final String application;
    final String id;
    final String host;
    final int port;
    final Map<String, String> metadata;
    /** The instance a {@link ServiceDiscovery} extension reported, or null for one read from ZooKeeper. */
    final ServiceInstance source;
    /** The {@code dubbo.endpoints} ports, parsed on first use; empty when absent or unreadable. */
    private volatile Map<String, Integer> endpoints;

    DiscoveredInstance(String application, String id, String host, int port, Map<String, String> metadata) {
        this(application, id, host, port, metadata, null);
    }

    DiscoveredInstance(String application, String id, String host, int port, Map<String, String> metadata,
                       ServiceInstance source) {
        this.source = source;
        this.application = application;
        this.id = id;
        this.host = host;
        this.port = port;
        this.metadata = metadata == null ? Collections.<String, String>emptyMap() : metadata;
    }

    /** The revision, or null when absent. */
    String revision() {
        String revision = metadata.get(InstanceMetadata.REVISION);
        return revision == null || revision.trim().isEmpty() ? null : revision.trim();
    }

    /**
     * Whether consumers may use the instance: it names an address and a revision other than
     * {@link MetadataInfo#EMPTY_REVISION}.
     */
    boolean isUsable() {
        String revision = revision();
        return host != null && !host.isEmpty() && port > 0 && revision != null
                && !MetadataInfo.EMPTY_REVISION.equals(revision);
    }

    /** Whether its MetadataInfo is in the metadata center rather than served by the instance. */
    boolean hasRemoteMetadata() {
        return DiscoveryOptions.REMOTE_STORAGE.equals(metadata.get(InstanceMetadata.STORAGE_TYPE));
    }

    /**
     * The port of {@code protocol} from {@code dubbo.endpoints}, else the instance port; an unreadable endpoints
     * entry counts as absent.
     */
    int portOf(String protocol) {
        Map<String, Integer> ports = endpoints;
        if (ports == null) {
            ports = Collections.emptyMap();
            String text = metadata.get(InstanceMetadata.ENDPOINTS);
            if (text != null && !text.isEmpty()) {
                try {
                    ports = MetadataJson.parseEndpoints(text);
                } catch (IllegalArgumentException e) {
                    ports = Collections.emptyMap();
                }
            }
            endpoints = ports;
        }
        Integer endpointPort = ports.get(protocol);
        return endpointPort != null && endpointPort > 0 ? endpointPort : port;
    }

    @Override
    public String toString() {
        return application + "/" + id + "(revision " + revision() + ")";
    }
}
