package org.apache.dubbo.registry.client;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.common.serialize.security.SerializationSecurity;
import org.apache.dubbo.metadata.MetadataInfo;
import org.apache.dubbo.metadata.MetadataService;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Protocol;
import org.apache.dubbo.rpc.ProxyFactory;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Calls {@link MetadataService#getMetadataInfo(String)} on one provider instance (registry spec 5.8), over the
 * protocol and port its {@code dubbo.metadata-service.url-params} name, else over {@code dubbo} on the instance
 * port. Each call refers a fresh invoker and destroys it afterwards: fetches happen once per new revision.
 */
final class MetadataServiceClient {

    /** Apache Dubbo's key for the MetadataService call timeout, ms. */
    static final String TIMEOUT_PROPERTY = "dubbo.application.metadata.proxy.delay";
    static final int DEFAULT_TIMEOUT_MS = 5000;

    private final String consumerApplication;
    private final int timeoutMs;

    MetadataServiceClient(String consumerApplication) {
        this.consumerApplication = consumerApplication;
        this.timeoutMs = Integer.getInteger(TIMEOUT_PROPERTY, DEFAULT_TIMEOUT_MS);
    }

    /**
     * The MetadataInfo of {@code revision} from {@code instance}.
     *
     * @throws IllegalStateException if the instance has none for that revision
     * @throws RuntimeException      if the call fails ({@code RpcException}) or the URL parameters are unusable
     */
    MetadataInfo fetch(DiscoveredInstance instance, String revision) {
        URL url = metadataServiceUrl(instance);
        SerializationSecurity.trust(MetadataService.class);
        Protocol protocol = ExtensionLoader.getExtensionLoader(Protocol.class).getExtension(url.getProtocol());
        ProxyFactory proxies = ExtensionLoader.getExtensionLoader(ProxyFactory.class).getExtension("jdk");
        Invoker<MetadataService> invoker = protocol.refer(MetadataService.class, url);
        try {
            MetadataInfo info = proxies.getProxy(invoker).getMetadataInfo(revision);
            if (info == null) {
                throw new IllegalStateException("instance " + instance + " has no metadata for revision " + revision);
            }
            if (info.getRevision() == null) {
                info.setRevision(revision);
            }
            return info;
        } finally {
            invoker.destroy();
        }
    }

    /**
     * {@code {protocol}://{host}:{port}/org.apache.dubbo.metadata.MetadataService?group={app}&version=1.0.0&...}
     * with the instance's url-params.
     */
    URL metadataServiceUrl(DiscoveredInstance instance) {
        Map<String, String> params = new LinkedHashMap<>();
        String urlParams = instance.metadata.get(InstanceMetadata.URL_PARAMS);
        if (urlParams != null && !urlParams.trim().isEmpty()) {
            params.putAll(MetadataJson.parseStringMap(urlParams));
        }
        String protocol = params.remove("protocol");
        String port = params.remove("port");
        if (protocol == null || protocol.isEmpty()) {
            protocol = MetadataServiceExporter.DUBBO;
            params.put("reconnect", "false");
        }
        int metadataPort;
        try {
            metadataPort = port == null ? instance.port : Integer.parseInt(port.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("Invalid port '" + port + "' in " + InstanceMetadata.URL_PARAMS
                    + " of instance " + instance, e);
        }
        params.put("interface", MetadataServiceExporter.INTERFACE);
        params.put("group", instance.application);
        params.putIfAbsent("version", MetadataService.VERSION);
        params.put("side", "consumer");
        params.put("application", consumerApplication);
        params.put("timeout", String.valueOf(timeoutMs));
        params.put("retries", "0");
        // fail fast when the instance is unreachable; another instance or the retry takes over
        params.put("check", "true");
        return new URL(protocol, instance.host, metadataPort, MetadataServiceExporter.INTERFACE, params);
    }
}
