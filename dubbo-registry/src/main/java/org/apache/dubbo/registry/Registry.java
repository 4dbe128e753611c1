package org.apache.dubbo.registry;

import org.apache.dubbo.common.Node;
import org.apache.dubbo.common.URL;

/**
 * One registry a process is connected to, identified by its URL (for example
 * {@code zookeeper://10.0.0.1:2181?backup=10.0.0.2:2181}). {@link #destroy()} withdraws everything this process
 * registered (except {@code dynamic=false} entries), stops all subscriptions and closes the connection.
 */
public interface Registry extends Node, RegistryService {

    /** Whether this registry works with application-level instances rather than interface-level URLs. */
    default boolean isServiceDiscovery() {
        return false;
    }

    /** Publishes a provider URL again after its parameters changed at runtime. */
    default void reExportRegister(URL url) {
        register(url);
    }

    /** Withdraws the old form of a provider URL whose parameters changed at runtime. */
    default void reExportUnregister(URL url) {
        unregister(url);
    }
}
