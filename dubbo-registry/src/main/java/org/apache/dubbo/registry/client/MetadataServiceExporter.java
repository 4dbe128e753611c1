package org.apache.dubbo.registry.client;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.Version;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.common.serialize.security.SerializationSecurity;
import org.apache.dubbo.metadata.MetadataService;
import org.apache.dubbo.rpc.Exporter;
import org.apache.dubbo.rpc.Protocol;
import org.apache.dubbo.rpc.ProtocolServer;
import org.apache.dubbo.rpc.ProxyFactory;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.net.InetSocketAddress;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Exports an application's {@link MetadataService} (group = application name, version 1.0.0) through the
 * {@code dubbo} protocol, on the server that already serves the application's services, so it needs no port of
 * its own — the address consumers compute from the instance node.
 *
 * <p>Ports and exported services belong to the whole JVM, while several registries of one application (one per
 * ZooKeeper cluster) may each ask for the export: one {@link LocalMetadataService} per application answers for
 * all of them, and each export is shared, counted, and withdrawn when its last registry lets go. An instance of
 * this class is one registry's hold on at most one export.
 *
 * <p>The service is exported only where a {@code dubbo} server listens on the port of the registered services:
 * opening a server ourselves could bind an address the application never asked for. Without one, the instance is
 * published without {@code dubbo.metadata-service.url-params}.
 */
final class MetadataServiceExporter {

    private static final Logger logger = LoggerFactory.getLogger(MetadataServiceExporter.class);

    static final String DUBBO = "dubbo";
    static final String INTERFACE = MetadataService.class.getName();

    /** The provider keys Dubbo publishes in {@code url-params}, in its order (application, group, ... excluded). */
    static final List<String> URL_PARAMS_KEYS = Collections.unmodifiableList(Arrays.asList(
            "codec", "exchanger", "serialization", "prefer.serialization", "cluster", "connections", "loadbalance",
            "mock", "path", "timeout", "token", "version", "warmup", "weight", "dubbo", "release", "side", "ipv6",
            "packable.method.factory", "auth", "authenticator", "username", "password"));

    /** Settings of the protocol a service URL carries that the MetadataService shares with it. */
    private static final List<String> PROTOCOL_KEYS = Collections.unmodifiableList(Arrays.asList(
            "codec", "exchanger", "serialization", "prefer.serialization"));

    /** Guards the two JVM-wide tables below. */
    private static final Object SHARED = new Object();
    private static final Map<String, LocalMetadataService> SERVICES = new HashMap<>();
    /** Live exports by {@code application@host:port}. */
    private static final Map<String, SharedExport> EXPORTS = new HashMap<>();

    private final String application;
    private final LocalMetadataService service;
    /** Key of the export this registry holds, or null. */
    private String held;
    /** The port last reported as having no server, so the warning is logged once per port. */
    private int portWithoutServer = -1;

    MetadataServiceExporter(String application) {
        this.application = application;
        this.service = serviceOf(application);
    }

    /** The MetadataService of {@code application} in this JVM, shared by all its registries. */
    static LocalMetadataService serviceOf(String application) {
        synchronized (SHARED) {
            return SERVICES.computeIfAbsent(application, a -> new LocalMetadataService());
        }
    }

    LocalMetadataService service() {
        return service;
    }

    /**
     * Makes sure the MetadataService is exported on the {@code dubbo} server of {@code serviceUrl}'s port (moving
     * this registry's hold when the address changed), and returns the {@code dubbo.metadata-service.url-params}
     * JSON of the export, or null when no such server exists.
     */
    synchronized String ensureExported(URL serviceUrl) {
        String key = application + "@" + serviceUrl.getAddress();
        synchronized (SHARED) {
            SharedExport export = EXPORTS.get(key);
            if (export == null) {
                String bindHost = serverHost(serviceUrl.getPort());
                if (bindHost == null) {
                    unexport();
                    warnNoServer(serviceUrl);
                    return null;
                }
                export = new SharedExport(export(serviceUrl, bindHost));
                EXPORTS.put(key, export);
            }
            portWithoutServer = -1;
            if (!key.equals(held)) {
                unexport();
                export.holders++;
                held = key;
            }
            return MetadataJson.stringMap(urlParams(export.exporter.getInvoker().getUrl()));
        }
    }

    /** Lets go of this registry's export; the last holder unexports it. */
    synchronized void unexport() {
        if (held == null) {
            return;
        }
        synchronized (SHARED) {
            SharedExport export = EXPORTS.get(held);
            if (export != null && --export.holders <= 0) {
                EXPORTS.remove(held);
                try {
                    export.exporter.unexport();
                    logger.info("Unexported the MetadataService of application {} at {}", application,
                            export.exporter.getInvoker().getUrl().getAddress());
                } catch (RuntimeException e) {
                    logger.warn("Failed to unexport the MetadataService of application {}: {}", application,
                            e.toString());
                }
            }
            held = null;
        }
    }

    /** The URL this registry's export is at, or null. */
    synchronized URL exportedUrl() {
        synchronized (SHARED) {
            SharedExport export = held == null ? null : EXPORTS.get(held);
            return export == null ? null : export.exporter.getInvoker().getUrl();
        }
    }

    /**
     * The parameters consumers need to call the MetadataService: the whitelisted keys present on its URL, then
     * {@code port} and {@code protocol}.
     */
    static Map<String, String> urlParams(URL metadataServiceUrl) {
        Map<String, String> params = new LinkedHashMap<>();
        for (String key : URL_PARAMS_KEYS) {
            String value = metadataServiceUrl.getParameter(key);
            if (value != null && !value.trim().isEmpty()) {
                params.put(key, value);
            }
        }
        params.put("port", String.valueOf(metadataServiceUrl.getPort()));
        params.put("protocol", metadataServiceUrl.getProtocol());
        return params;
    }

    private Exporter<MetadataService> export(URL serviceUrl, String bindHost) {
        URL url = metadataServiceUrl(serviceUrl, bindHost);
        SerializationSecurity.trust(MetadataService.class);
        ProxyFactory proxies = ExtensionLoader.getExtensionLoader(ProxyFactory.class).getExtension("jdk");
        Exporter<MetadataService> exporter = dubbo().export(proxies.getInvoker(service, MetadataService.class, url));
        logger.info("Exported the MetadataService of application {} at {}", application, url.getAddress());
        return exporter;
    }

    private void warnNoServer(URL serviceUrl) {
        if (portWithoutServer != serviceUrl.getPort()) {
            portWithoutServer = serviceUrl.getPort();
            logger.warn("No dubbo server listens on port {} of {}; the MetadataService of application {} is not "
                    + "exported, so consumers cannot fetch its metadata", serviceUrl.getPort(),
                    serviceUrl.getAddress(), application);
        }
    }

    private URL metadataServiceUrl(URL serviceUrl, String bindHost) {
        Map<String, String> params = new LinkedHashMap<>();
        params.put("interface", INTERFACE);
        params.put("methods", "getMetadataInfo");
        params.put("group", application);
        params.put("version", MetadataService.VERSION);
        params.put("application", application);
        params.put("side", "provider");
        params.put("dubbo", Version.getProtocolVersion());
        params.put("release", Version.getVersion());
        params.put("deprecated", "false");
        params.put("dynamic", "true");
        params.put("generic", "false");
        params.put("timestamp", String.valueOf(System.currentTimeMillis()));
        params.put("bind.ip", bindHost);
        params.put("bind.port", String.valueOf(serviceUrl.getPort()));
        for (String key : PROTOCOL_KEYS) {
            String value = serviceUrl.getParameter(key);
            if (value != null) {
                params.put(key, value);
            }
        }
        return new URL(DUBBO, serviceUrl.getHost(), serviceUrl.getPort(), INTERFACE, params);
    }

    /** The bind host of the dubbo server listening on {@code port} ({@code 0.0.0.0} for every interface), or null. */
    private static String serverHost(int port) {
        for (ProtocolServer server : dubbo().getServers()) {
            InetSocketAddress local = server.getLocalAddress();
            if (local != null && local.getPort() == port) {
                return local.getAddress() == null || local.getAddress().isAnyLocalAddress() ? "0.0.0.0"
                        : local.getAddress().getHostAddress();
            }
        }
        return null;
    }

    private static Protocol dubbo() {
        return ExtensionLoader.getExtensionLoader(Protocol.class).getExtension(DUBBO);
    }

    private static final class SharedExport {
        final Exporter<MetadataService> exporter;
        int holders;

        SharedExport(Exporter<MetadataService> exporter) {
            this.exporter = exporter;
        }
    }
}
