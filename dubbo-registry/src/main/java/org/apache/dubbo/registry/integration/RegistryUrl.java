package org.apache.dubbo.registry.integration;

import org.apache.dubbo.common.URL;

/**
 * Reads the {@code registry://} URLs the config layer hands to {@link RegistryProtocol}:
 * {@code registry://zk:2181/org.apache.dubbo.registry.RegistryService?registry=zookeeper&...&export=<provider url>}
 * (or {@code refer=<consumer parameters>}), and derives the URLs of the registries behind them.
 */
final class RegistryUrl {

    static final String REGISTRY_PROTOCOL = "registry";
    static final String SERVICE_DISCOVERY_PROTOCOL = "service-discovery-registry";
    static final String REGISTRY_KEY = "registry";
    static final String REGISTRY_TYPE_KEY = "registry-type";
    static final String SERVICE_REGISTRY_TYPE = "service";
    static final String EXPORT_KEY = "export";
    static final String REFER_KEY = "refer";
    static final String DEFAULT_REGISTRY = "zookeeper";

    private RegistryUrl() {
    }

    /** An application-level-only registry: {@code service-discovery-registry://} or {@code registry-type=service}. */
    static boolean isApplicationLevelOnly(URL registryUrl) {
        return SERVICE_DISCOVERY_PROTOCOL.equals(registryUrl.getProtocol())
                || SERVICE_REGISTRY_TYPE.equals(registryUrl.getParameter(REGISTRY_TYPE_KEY));
    }

    /** The interface-level registry: {@code zookeeper://zk:2181/...} with the same parameters. */
    static URL interfaceLevel(URL registryUrl) {
        return registryUrl.setProtocol(registryUrl.getParameter(REGISTRY_KEY, DEFAULT_REGISTRY))
                .removeParameters(REGISTRY_KEY, EXPORT_KEY, REFER_KEY);
    }

    /**
     * The application-level registry: {@code service-discovery-registry://zk:2181/...?registry=zookeeper} with the
     * same parameters.
     */
    static URL applicationLevel(URL registryUrl) {
        return registryUrl.setProtocol(SERVICE_DISCOVERY_PROTOCOL)
                .addParameter(REGISTRY_KEY, registryUrl.getParameter(REGISTRY_KEY, DEFAULT_REGISTRY))
                .removeParameters(EXPORT_KEY, REFER_KEY);
    }

    /**
     * The provider URL carried in {@code export}.
     *
     * @throws IllegalArgumentException if there is none
     */
    static URL exported(URL registryUrl) {
        String export = registryUrl.getParameterAndDecoded(EXPORT_KEY);
        if (export == null || export.isEmpty()) {
            throw new IllegalArgumentException("Registry URL " + registryUrl.getAddress() + " carries no '"
                    + EXPORT_KEY + "' parameter naming the service to export");
        }
        return URL.valueOf(export);
    }

    /**
     * The consumer URL: {@code consumer://{register.ip}/{interface}?{refer parameters}}.
     *
     * @throws IllegalArgumentException if there are no {@code refer} parameters
     */
    static URL consumer(URL registryUrl, Class<?> type) {
        String refer = registryUrl.getParameterAndDecoded(REFER_KEY);
        if (refer == null || refer.isEmpty()) {
            throw new IllegalArgumentException("Registry URL " + registryUrl.getAddress() + " carries no '"
                    + REFER_KEY + "' parameter describing the reference of " + type.getName());
        }
        URL parameters = new URL("consumer", "0.0.0.0", 0).addParameterString(refer);
        String host = parameters.getParameter("register.ip");
        String path = parameters.getParameter("interface", type.getName());
        return new URL("consumer", host == null || host.isEmpty() ? "0.0.0.0" : host, 0, path,
                parameters.getParameters());
    }
}
