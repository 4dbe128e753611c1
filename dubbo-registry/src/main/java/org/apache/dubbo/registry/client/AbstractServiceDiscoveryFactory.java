package org.apache.dubbo.registry.client;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

import org.apache.dubbo.common.URL;

/**
 * A factory that creates one {@link ServiceDiscovery} per registry (its address and parameters, see
 * {@link #createRegistryCacheKey(URL)}) and hands the same one out again until it is destroyed.
 */
public abstract class AbstractServiceDiscoveryFactory implements ServiceDiscoveryFactory {

    private final ConcurrentMap<String, ServiceDiscovery> discoveries = new ConcurrentHashMap<>();

    /** The live discoveries of this factory. */
    public List<ServiceDiscovery> getAllServiceDiscoveries() {
        return new ArrayList<>(discoveries.values());
    }

    @Override
    public ServiceDiscovery getServiceDiscovery(URL registryURL) {
        String key = createRegistryCacheKey(registryURL);
        return discoveries.compute(key, (k, existing) -> existing != null && !existing.isDestroy() ? existing
                : createDiscovery(registryURL));
    }

    /** The full string of the URL: registries differing in any parameter get discoveries of their own. */
    protected String createRegistryCacheKey(URL url) {
        return url.toFullString();
    }

    protected abstract ServiceDiscovery createDiscovery(URL registryURL);
}
