package org.apache.dubbo.registry.client;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.common.extension.SPI;

/**
 * Hands out the {@link ServiceDiscovery} of a registry; the extension is named after the registry type, and is
 * given the registry URL with that type as its protocol ({@code nacos://host:8848?...} for
 * {@code service-discovery-registry://host:8848?registry=nacos}).
 */
@SPI
public interface ServiceDiscoveryFactory {

    ServiceDiscovery getServiceDiscovery(URL registryURL);

    /**
     * The factory named by the URL's protocol.
     *
     * @throws IllegalStateException if there is no such extension
     */
    static ServiceDiscoveryFactory getExtension(URL registryURL) {
        return ExtensionLoader.getExtensionLoader(ServiceDiscoveryFactory.class)
                .getExtension(registryURL.getProtocol());
    }
}
