package org.apache.dubbo.registry.client;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.registry.Registry;
import org.apache.dubbo.registry.RegistryFactory;
import org.apache.dubbo.registry.support.RegistryInstances;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.Collection;

/**
 * The {@code service-discovery-registry} registry extension: one {@link ServiceDiscoveryRegistry} per registry type
 * ({@code zookeeper} or a {@link ServiceDiscovery} extension), address, instance root, metadata root, identity and
 * application, created on first request; the first URL's
 * other parameters win for later requests of the same key. A destroyed registry is replaced on the next request.
 */
public class ServiceDiscoveryRegistryFactory implements RegistryFactory {

    private static final Logger logger = LoggerFactory.getLogger(ServiceDiscoveryRegistryFactory.class);

    private final RegistryInstances<ServiceDiscoveryRegistry> registries = new RegistryInstances<>();

    /**
     * @throws IllegalArgumentException naming the parameter if the URL is not a usable application-level
     *                                  registry URL (for example {@code registry} other than {@code zookeeper})
     * @throws IllegalStateException    if ZooKeeper cannot be reached and {@code check} is true
     */
    @Override
    public Registry getRegistry(URL url) {
        if (url == null) {
            throw new IllegalArgumentException("registry url == null");
        }
        return registries.get(keyOf(url), () -> {
            ServiceDiscoveryRegistry registry = new ServiceDiscoveryRegistry(url);
            logger.info("Created application-level registry {} for application {}", url.getAddress(),
                    url.getParameter("application"));
            return registry;
        });
    }

    /** The live registries created by this factory. */
    public Collection<Registry> getRegistries() {
        return registries.live();
    }

    /** Destroys every registry of this factory (removing their instances); for shutdown. */
    public void destroyAll() {
        registries.destroyAll();
    }

    static String keyOf(URL url) {
        DiscoveryOptions options = DiscoveryOptions.of(url);
        StringBuilder key = new StringBuilder("service-discovery-registry:").append(options.type).append("://");
        if (options.digestAuth != null) {
            key.append(options.digestAuth, 0, options.digestAuth.indexOf(':')).append('@');
        }
        return key.append(options.connectString).append(options.instanceRoot).append('|').append(options.metadataRoot)
                .append('|').append(options.application).toString();
    }
}
