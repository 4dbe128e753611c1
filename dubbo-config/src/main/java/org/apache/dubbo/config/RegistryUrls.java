package org.apache.dubbo.config;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.apache.dubbo.common.URL;

/**
 * Turns {@code <dubbo:registry>} configs into the {@code registry://} URLs the registry protocol understands
 * ({@code registry://host:port/org.apache.dubbo.registry.RegistryService?registry=zookeeper&...}). {@code N/A}
 * means "no registry" (direct connections only).
 */
final class RegistryUrls {

    static final String REGISTRY_PROTOCOL = "registry";
    private static final String REGISTRY_SERVICE = "org.apache.dubbo.registry.RegistryService";

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
                : (registry.getProtocol() == null ? "zookeeper" : registry.getProtocol()) + "://" + address;
        URL parsed = URL.valueOf(withProtocol);
        Map<String, String> parameters = new HashMap<>();
        if (application != null) {
            AbstractConfig.appendParameters(parameters, application);
        }
        AbstractConfig.appendParameters(parameters, registry);
        parameters.putAll(parsed.getParameters());
        parameters.put(REGISTRY_PROTOCOL, parsed.getProtocol());
        int port = parsed.getPort() > 0 ? parsed.getPort() : registry.getPort() == null ? 0 : registry.getPort();
        return new URL(REGISTRY_PROTOCOL, parsed.getUsername() != null ? parsed.getUsername() : registry.getUsername(),
                parsed.getPassword() != null ? parsed.getPassword() : registry.getPassword(), parsed.getHost(), port,
                REGISTRY_SERVICE, parameters);
    }
}
