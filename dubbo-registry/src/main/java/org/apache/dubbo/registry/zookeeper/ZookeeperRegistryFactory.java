package org.apache.dubbo.registry.zookeeper;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.registry.Registry;
import org.apache.dubbo.registry.RegistryFactory;
import org.apache.dubbo.registry.support.RegistryInstances;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.Collection;

/**
 * The {@code zookeeper} registry extension: one {@link ZookeeperRegistry} per ZooKeeper ensemble, root and
 * identity, created on first request. The first URL's other parameters win for later requests of the same key, as
 * in Apache Dubbo. A destroyed registry is replaced by a new one on the next request.
 */
public class ZookeeperRegistryFactory implements RegistryFactory {

    private static final Logger logger = LoggerFactory.getLogger(ZookeeperRegistryFactory.class);

    private final RegistryInstances<ZookeeperRegistry> registries = new RegistryInstances<>();

    @Override
    public Registry getRegistry(URL url) {
        if (url == null) {
            throw new IllegalArgumentException("registry url == null");
        }
        return registries.get(keyOf(url), () -> {
            ZookeeperRegistry registry = new ZookeeperRegistry(url);
            logger.info("Created ZooKeeper registry {}", url.getAddress());
            return registry;
        });
    }

    /** The live registries created by this factory. */
    public Collection<Registry> getRegistries() {
        return registries.live();
    }

    /** Destroys every registry of this factory (withdrawing their registrations); for shutdown. */
    public void destroyAll() {
        registries.destroyAll();
    }

    /**
     * {@code zookeeper://[user@]host1:port1,host2:port2/root}: the connect string (main address, then the
     * {@code backup} addresses, default port 2181), the root derived from {@code group}, and the digest user.
     *
     * @throws IllegalStateException    if the URL names no usable host
     * @throws IllegalArgumentException naming the parameter if a setting is invalid
     */
    static String keyOf(URL url) {
        ZookeeperRegistryOptions options = ZookeeperRegistryOptions.of(url);
        StringBuilder key = new StringBuilder();
        key.append(url.getProtocol()).append("://");
        if (options.digestAuth != null) {
            key.append(options.digestAuth, 0, options.digestAuth.indexOf(':')).append('@');
        }
        return key.append(options.connectString).append(options.root).toString();
    }
}
