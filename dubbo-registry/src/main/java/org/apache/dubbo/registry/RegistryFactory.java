package org.apache.dubbo.registry;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.Adaptive;
import org.apache.dubbo.common.extension.SPI;

/**
 * Hands out the {@link Registry} for a registry URL; the extension is picked by the URL's protocol
 * ({@code zookeeper}). Asking twice for the same registry address returns the same instance until it is destroyed.
 */
@SPI
public interface RegistryFactory {

    /**
     * @throws IllegalArgumentException if the URL is not a valid address for this kind of registry
     * @throws IllegalStateException    if the registry cannot be reached and the URL has {@code check} true
     *                                  (the default)
     */
    @Adaptive({"protocol"})
    Registry getRegistry(URL url);
}
