package org.apache.dubbo.registry;

import java.util.List;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.ExtensionScope;
import org.apache.dubbo.common.extension.SPI;
import org.apache.dubbo.rpc.cluster.Directory;

/**
 * Sees, and may change, the provider addresses a registry reports for a reference before the reference builds its
 * invokers from them. Activated extensions ({@code @Activate}) run in order on every provider notification of every
 * reference, each getting the previous one's result.
 */
@SPI(scope = ExtensionScope.MODULE)
public interface AddressListener {

    /**
     * @param addresses   the provider URLs as the registry reported them (or as the previous listener returned them)
     * @param consumerUrl the reference's consumer URL
     * @param registryDirectory the reference's directory at this registry
     * @return the provider URLs to use
     */
    List<URL> notify(List<URL> addresses, URL consumerUrl, Directory registryDirectory);

    /** Called when the reference's directory is destroyed. */
    default void destroy(URL consumerUrl, Directory registryDirectory) {
    }
}
