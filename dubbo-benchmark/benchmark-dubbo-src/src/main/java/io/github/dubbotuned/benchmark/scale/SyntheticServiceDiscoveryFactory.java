package io.github.dubbotuned.benchmark.scale;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.registry.client.ServiceDiscovery;
import org.apache.dubbo.registry.client.ServiceDiscoveryFactory;

/** The {@code synthetic} service-discovery extension: one discovery of the current fleet. */
public final class SyntheticServiceDiscoveryFactory implements ServiceDiscoveryFactory {

    private volatile SyntheticServiceDiscovery discovery;

    @Override
    public synchronized ServiceDiscovery getServiceDiscovery(URL url) {
        if (discovery == null || discovery.isDestroy()) {
            discovery = new SyntheticServiceDiscovery(url, ScaleWorld.get());
            ScaleWorld.get().discoveries.add(discovery);
        }
        return discovery;
    }
}
