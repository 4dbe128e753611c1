package org.apache.dubbo.registry.client;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.metadata.MetadataInfo;
import org.apache.dubbo.metadata.MetadataInfo.ServiceInfo;
import org.apache.dubbo.registry.support.SubscriptionMatcher;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Turns application instances and the MetadataInfo of their revisions into the provider URLs a subscription
 * matches: {@code {protocol}://{instance host}:{port}/{path}?{service parameters}}, one per instance and matching
 * service, the way an interface-level registry would have listed them.
 */
final class ProviderUrls {

    private static final String PROTOCOL = "protocol";
    private static final String CONSUMER = "consumer";

    private static final Comparator<URL> ORDER = Comparator
            .comparing(URL::getHost, Comparator.nullsFirst(Comparator.<String>naturalOrder()))
            .thenComparingInt(URL::getPort)
            .thenComparing(URL::getPath, Comparator.nullsFirst(Comparator.<String>naturalOrder()))
            .thenComparing(URL::getProtocol, Comparator.nullsFirst(Comparator.<String>naturalOrder()))
            .thenComparingInt(URL::hashCode);

    private ProviderUrls() {
    }

    /**
     * @param instancesByRevision usable instances grouped by revision key
     * @param metadataByRevision  the MetadataInfo of each revision key; revisions without one are skipped
     * @return the matching provider URLs without duplicates, sorted by address, path and protocol (never by their
     *         full string: a URL keeps the string it rendered, some 700 bytes per address in a large consumer)
     */
    static List<URL> matching(URL subscription, Map<String, List<DiscoveredInstance>> instancesByRevision,
                              Map<String, MetadataInfo> metadataByRevision) {
        Set<String> protocols = wantedProtocols(subscription);
        Set<URL> urls = new HashSet<>();
        for (Map.Entry<String, List<DiscoveredInstance>> entry : instancesByRevision.entrySet()) {
            MetadataInfo metadata = metadataByRevision.get(entry.getKey());
            if (metadata == null) {
                continue;
            }
            for (ServiceInfo service : metadata.getServices().values()) {
                if (protocols != null && !protocols.contains(service.getProtocol())) {
                    continue;
                }
                for (DiscoveredInstance instance : entry.getValue()) {
                    URL url = providerUrl(service, instance);
                    if (!SubscriptionMatcher.isMatch(subscription, url)) {
                        break;
                    }
                    urls.add(url);
                }
            }
        }
        List<URL> sorted = new ArrayList<>(urls);
        sorted.sort(ORDER);
        return sorted;
    }

    /**
     * The URL of {@code service} at {@code instance}: the service's own port when it has one, else the port the
     * instance advertises for the protocol. Parameters are the service's, plus {@code interface}, {@code group}
     * and {@code version} from the service fields when missing, plus the instance's {@code timestamp} (start
     * time, which load balancers use for warm-up) when the service has none.
     */
    static URL providerUrl(ServiceInfo service, DiscoveredInstance instance) {
        Map<String, String> params = new LinkedHashMap<>(service.getParams());
        putIfAbsent(params, "interface", service.getName());
        putIfAbsent(params, "group", service.getGroup());
        putIfAbsent(params, "version", service.getVersion());
        putIfAbsent(params, InstanceMetadata.TIMESTAMP, instance.metadata.get(InstanceMetadata.TIMESTAMP));
        int port = service.getPort() > 0 ? service.getPort() : instance.portOf(service.getProtocol());
        String path = service.getPath() != null && !service.getPath().isEmpty() ? service.getPath()
                : service.getName();
        return new URL(service.getProtocol(), instance.host, port, path, params);
    }

    /** The {@code protocol} list of a subscription, or null when it accepts any. */
    private static Set<String> wantedProtocols(URL subscription) {
        String protocol = subscription.getParameter(PROTOCOL);
        if (protocol == null || protocol.trim().isEmpty() || CONSUMER.equals(protocol.trim())) {
            return null;
        }
        Set<String> protocols = new HashSet<>();
        for (String name : Arrays.asList(protocol.split(","))) {
            if (!name.trim().isEmpty()) {
                protocols.add(name.trim());
            }
        }
        return protocols;
    }

    private static void putIfAbsent(Map<String, String> params, String key, String value) {
        if (value != null && !value.isEmpty() && !params.containsKey(key)) {
            params.put(key, value);
        }
    }
}
