package org.apache.dubbo.registry.client;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.model.ApplicationModel;
import org.apache.dubbo.rpc.model.ScopeModelAware;

/**
 * A factory that creates one {@link ServiceDiscovery} per registry (its address and parameters, see
 * {@link #createRegistryCacheKey(URL)}) and hands the same one out again until it is destroyed.
 */
public abstract class AbstractServiceDiscoveryFactory implements ServiceDiscoveryFactory, ScopeModelAware {

    /** The application the extension loader gave this factory, if it injects one; may be null. */
    protected ApplicationModel applicationModel;

    private final ConcurrentMap<String, ServiceDiscovery> discoveries = new ConcurrentHashMap<>();

    @Override
    public void setApplicationModel(ApplicationModel applicationModel) {
        this.applicationModel = applicationModel;
    }

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
