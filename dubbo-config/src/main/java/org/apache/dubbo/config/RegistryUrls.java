package org.apache.dubbo.config;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.apache.dubbo.common.URL;

/**
 * Turns {@code <dubbo:registry>} configs into the {@code registry://} URLs the registry protocol understands
 * ({@code registry://host:port/org.apache.dubbo.registry.RegistryService?registry=zookeeper&...}). {@code N/A}
 * means "no registry" (direct connections only). An address {@code service-discovery-registry://host:port} stands
 * for an application-level-only registry ({@code registry-type=service}) of type {@code registry} (default
 * zookeeper).
 */
final class RegistryUrls {

    static final String REGISTRY_PROTOCOL = "registry";
    private static final String REGISTRY_SERVICE = "org.apache.dubbo.registry.RegistryService";
    private static final String SERVICE_DISCOVERY_PROTOCOL = "service-discovery-registry";
    private static final String REGISTRY_TYPE = "registry-type";
    private static final String SERVICE_REGISTRY_TYPE = "service";
    private static final String DEFAULT_REGISTRY = "zookeeper";
    /** Names the registry among several (metadata and instance keys carry it). */
    private static final String REGISTRY_CLUSTER = "REGISTRY_CLUSTER";

    private RegistryUrls() {
    }

    static boolean isNoRegistry(RegistryConfig registry) {
        String address = registry.getAddress();
        return address == null || address.trim().isEmpty() || RegistryConfig.NO_AVAILABLE.equalsIgnoreCase(address.trim());
    }

    static List<URL> of(List<RegistryConfig> registries, ApplicationConfig application) {
        List<URL> urls = new ArrayList<>();
        for (RegistryConfig registry : registries) {
            if (isNoRegistry(registry)) {
                continue;
            }
            for (String address : registry.getAddress().split("[|;]")) {
                if (!address.trim().isEmpty()) {
                    urls.add(toUrl(registry, address.trim(), application));
                }
            }
        }
        return urls;
    }

    private static URL toUrl(RegistryConfig registry, String address, ApplicationConfig application) {
        String withProtocol = address.contains("://") ? address
                : (registry.getProtocol() == null ? DEFAULT_REGISTRY : registry.getProtocol()) + "://" + address;
        URL parsed = URL.valueOf(withProtocol);
        Map<String, String> parameters = new HashMap<>();
        if (application != null) {
            AbstractConfig.appendParameters(parameters, application);
        }
        AbstractConfig.appendParameters(parameters, registry);
        parameters.putAll(parsed.getParameters());
        parameters.putIfAbsent(REGISTRY_CLUSTER, registry.getId() != null ? registry.getId() : "default");
        if (SERVICE_DISCOVERY_PROTOCOL.equals(parsed.getProtocol())) {
            // service-discovery-registry://zk:2181?registry=zookeeper: application-level only, on that registry
            parameters.put(REGISTRY_TYPE, SERVICE_REGISTRY_TYPE);
            parameters.putIfAbsent(REGISTRY_PROTOCOL, DEFAULT_REGISTRY);
        } else {
            parameters.put(REGISTRY_PROTOCOL, parsed.getProtocol());
        }
        int port = parsed.getPort() > 0 ? parsed.getPort() : registry.getPort() == null ? 0 : registry.getPort();
        return new URL(REGISTRY_PROTOCOL, parsed.getUsername() != null ? parsed.getUsername() : registry.getUsername(),
                parsed.getPassword() != null ? parsed.getPassword() : registry.getPassword(), parsed.getHost(), port,
                REGISTRY_SERVICE, parameters);
    }
}
