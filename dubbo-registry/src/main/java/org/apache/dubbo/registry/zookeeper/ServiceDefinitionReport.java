package org.apache.dubbo.registry.zookeeper;

import java.nio.charset.StandardCharsets;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

import org.apache.curator.utils.ZKPaths;
import org.apache.dubbo.common.URL;
import org.apache.dubbo.registry.client.ServiceDefinitionJson;
import org.apache.dubbo.registry.support.RegistryKeys;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The ZooKeeper registry doubling as metadata center, as Apache Dubbo 3's does by default: for every service a
 * provider registers, the service definition goes to the persistent node
 * {@code /{root}/metadata/{interface}[/{version}][/{group}]/provider/{application}} (registry spec 5.7), once per
 * service. Only governance tools read it, so a failure is logged and never fails the registration.
 * {@code report-definition=false} on the registry turns it off.
 */
final class ServiceDefinitionReport {

    static final String REPORT_DEFINITION = "report-definition";

    private static final Logger logger = LoggerFactory.getLogger(ServiceDefinitionReport.class);

    private final ZookeeperConnection connection;
    private final String metadataRoot;
    private final boolean enabled;
    private final Set<String> reported = ConcurrentHashMap.newKeySet();

    ServiceDefinitionReport(ZookeeperConnection connection, String root, URL registryUrl) {
        this.connection = connection;
        this.metadataRoot = ZKPaths.makePath(root, "metadata");
        this.enabled = registryUrl.getParameter(REPORT_DEFINITION, true);
    }

    /** Reports the definition of a registered provider URL, unless done before; other URLs are ignored. */
    void report(URL registeredUrl) {
        String key = registeredUrl.getServiceKey();
        String application = registeredUrl.getParameter(RegistryKeys.APPLICATION);
        if (!enabled || key == null || application == null || !isProvider(registeredUrl) || reported.contains(key)) {
            return;
        }
        Class<?> type = load(registeredUrl.getServiceInterface());
        if (type == null) {
            reported.add(key);
            return;
        }
        try {
            connection.writePersistent(path(registeredUrl, application),
                    ServiceDefinitionJson.of(type, registeredUrl.getParameters()).getBytes(StandardCharsets.UTF_8));
            reported.add(key);
        } catch (Exception e) {
            logger.warn("Cannot report the definition of {} to {}: {}", key, metadataRoot, e.toString());
        }
    }

    private static boolean isProvider(URL url) {
        return !RegistryKeys.CONSUMER_PROTOCOL.equals(url.getProtocol())
                && !RegistryKeys.CONSUMER_SIDE.equals(url.getParameter(RegistryKeys.SIDE))
                && RegistryKeys.PROVIDERS_CATEGORY.equals(url.getCategory(RegistryKeys.PROVIDERS_CATEGORY));
    }

    private String path(URL url, String application) {
        StringBuilder path = new StringBuilder(ZKPaths.makePath(metadataRoot, url.getServiceInterface()));
        if (url.getVersion() != null && !url.getVersion().isEmpty()) {
            path.append('/').append(url.getVersion());
        }
        if (url.getGroup() != null && !url.getGroup().isEmpty()) {
            path.append('/').append(url.getGroup());
        }
        return path.append("/provider/").append(application).toString();
    }

    private static Class<?> load(String name) {
        for (ClassLoader loader : new ClassLoader[] {Thread.currentThread().getContextClassLoader(),
                ServiceDefinitionReport.class.getClassLoader()}) {
            if (loader == null) {
                continue;
            }
            try {
                return Class.forName(name, false, loader);
            } catch (ClassNotFoundException | LinkageError e) {
                logger.trace("{} not loadable by {}", name, loader);
            }
        }
        logger.debug("Interface {} is not loadable here; no service definition reported", name);
        return null;
    }
}
