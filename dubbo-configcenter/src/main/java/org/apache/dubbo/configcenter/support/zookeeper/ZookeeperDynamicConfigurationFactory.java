package org.apache.dubbo.configcenter.support.zookeeper;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.config.configcenter.DynamicConfiguration;
import org.apache.dubbo.common.config.configcenter.DynamicConfigurationFactory;

/**
 * The {@code zookeeper} config center extension: one {@link ZookeeperDynamicConfiguration} per ensemble,
 * namespace and identity, created on first request and handed to every later one; it disconnects when every
 * request has been matched by a {@code close()}.
 */
public class ZookeeperDynamicConfigurationFactory implements DynamicConfigurationFactory {

    private final Map<String, ZookeeperDynamicConfiguration> configurations = new ConcurrentHashMap<>();

    /**
     * @throws IllegalStateException    if the URL names no ZooKeeper server, or it is not reached within
     *                                  {@code timeout} and {@code check} is not false
     * @throws IllegalArgumentException naming the parameter if a timeout is invalid
     */
    @Override
    public DynamicConfiguration getDynamicConfiguration(URL url) {
        if (url == null) {
            throw new IllegalArgumentException("config center url == null");
        }
        ZookeeperConfigCenterOptions options = ZookeeperConfigCenterOptions.of(url);
        String key = options.key();
        synchronized (configurations) {
            ZookeeperDynamicConfiguration existing = configurations.get(key);
            if (existing != null && existing.acquire()) {
                return existing;
            }
            ZookeeperDynamicConfiguration[] created = new ZookeeperDynamicConfiguration[1];
            created[0] = new ZookeeperDynamicConfiguration(url, options,
                    () -> configurations.remove(key, created[0]));
            configurations.put(key, created[0]);
            return created[0];
        }
    }
}
