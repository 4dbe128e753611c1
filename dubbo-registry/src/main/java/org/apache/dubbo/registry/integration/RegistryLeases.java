package org.apache.dubbo.registry.integration;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.registry.ListenerRegistryWrapper;
import org.apache.dubbo.registry.Registry;
import org.apache.dubbo.registry.RegistryFactory;
import org.apache.dubbo.registry.RegistryServiceListener;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Counts who uses each registry (exports and references) and destroys a registry when its last user is gone, so
 * that a process which unexported everything also leaves ZooKeeper. One lock covers lookup-and-count and
 * count-and-destroy, so a registry is never handed out while it is being destroyed.
 */
final class RegistryLeases {

    private static final Logger logger = LoggerFactory.getLogger(RegistryLeases.class);

    private final Map<Registry, Integer> users = new IdentityHashMap<>();
    /** The registry handed out for each registry of a factory: itself, or it behind its listeners. */
    private final Map<Registry, Registry> handedOut = new IdentityHashMap<>();

    /**
     * The registry for {@code url}, counted as used once more.
     *
     * @throws IllegalStateException if no registry extension handles the URL's protocol, or the registry cannot be
     *                               reached and the URL asks for {@code check}
     */
    synchronized Registry acquire(URL url) {
        ExtensionLoader<RegistryFactory> loader = ExtensionLoader.getExtensionLoader(RegistryFactory.class);
        if (!loader.hasExtension(url.getProtocol())) {
            throw new IllegalStateException("No registry of type '" + url.getProtocol() + "' for " + url.getAddress()
                    + "; supported: " + loader.getSupportedExtensions());
        }
        Registry created = loader.getExtension(url.getProtocol()).getRegistry(url);
        Registry registry = handedOut.get(created);
        if (registry == null) {
            List<RegistryServiceListener> listeners = ExtensionLoader.getExtensionLoader(RegistryServiceListener.class)
                    .getActivateExtension(url, "registry.listeners");
            registry = listeners.isEmpty() ? created : new ListenerRegistryWrapper(created, listeners);
            handedOut.put(created, registry);
        }
        users.merge(registry, 1, Integer::sum);
        return registry;
    }

    /** One use of {@code registry} fewer; the last one destroys it. */
    synchronized void release(Registry registry) {
        Integer count = users.get(registry);
        if (count == null) {
            return;
        }
        if (count > 1) {
            users.put(registry, count - 1);
            return;
        }
        users.remove(registry);
        handedOut.values().remove(registry);
        destroy(registry);
    }

    /** Destroys every registry still in use. */
    synchronized void releaseAll() {
        List<Registry> all = new ArrayList<>(users.keySet());
        users.clear();
        handedOut.clear();
        for (Registry registry : all) {
            destroy(registry);
        }
    }

    private static void destroy(Registry registry) {
        try {
            registry.destroy();
        } catch (RuntimeException e) {
            logger.warn("Failed to destroy registry {}: {}", registry.getUrl().getAddress(), e.toString());
        }
    }
}
