package org.apache.dubbo.registry.support;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

import org.apache.dubbo.registry.Registry;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The registries a factory has created, one per key (ensemble, root, identity, ...): created on first request,
 * replaced when destroyed, all destroyed at shutdown. Creation happens under the lock, so two callers never open
 * two clients for one key.
 */
public final class RegistryInstances<R extends RetryingRegistry> {

    private static final Logger logger = LoggerFactory.getLogger(RegistryInstances.class);

    /** Guarded by itself. */
    private final Map<String, R> registries = new LinkedHashMap<>();

    /** The live registry of {@code key}, created by {@code create} when there is none. */
    public R get(String key, Supplier<R> create) {
        synchronized (registries) {
            R registry = registries.get(key);
            if (registry == null || registry.isDestroyed()) {
                registry = create.get();
                registries.put(key, registry);
            }
            return registry;
        }
    }

    /** The registries not destroyed yet. */
    public Collection<Registry> live() {
        synchronized (registries) {
            List<Registry> live = new ArrayList<>();
            for (R registry : registries.values()) {
                if (!registry.isDestroyed()) {
                    live.add(registry);
                }
            }
            return Collections.unmodifiableList(live);
        }
    }

    /** Destroys and forgets every registry; a failure is logged and does not stop the others. */
    public void destroyAll() {
        List<R> all;
        synchronized (registries) {
            all = new ArrayList<>(registries.values());
            registries.clear();
        }
        for (R registry : all) {
            try {
                registry.destroy();
            } catch (RuntimeException e) {
                logger.warn("Failed to destroy registry {}: {}", registry, e.toString());
            }
        }
    }
}
