package com.alibaba.dubbo.registry.support;

import java.util.HashMap;
import java.util.Map;

import com.alibaba.dubbo.common.URL;
import com.alibaba.dubbo.registry.Registry;
import com.alibaba.dubbo.registry.RegistryFactory;

/**
 * Dubbo 2.6's base for registry factories: one registry per registry server (protocol, user, address and
 * {@code group}), made by {@link #createRegistry(URL)} on first request; a {@link FailbackRegistry} that was
 * destroyed (its last service or reference is gone) is replaced by a new one on the next request.
 */
@Deprecated
public abstract class AbstractRegistryFactory implements RegistryFactory {

    /** Guarded by itself. */
    private final Map<String, Registry> registries = new HashMap<>();

    @Override
    public Registry getRegistry(URL url) {
        if (url == null) {
            throw new IllegalArgumentException("registry url == null");
        }
        String key = keyOf(url);
        synchronized (registries) {
            Registry registry = registries.get(key);
            if (registry != null && !(registry instanceof FailbackRegistry
                    && ((FailbackRegistry) registry).isDestroyed())) {
                return registry;
            }
            registry = createRegistry(url);
            if (registry == null) {
                throw new IllegalStateException(getClass().getName() + " created no registry for " + url);
            }
            registries.put(key, registry);
            return registry;
        }
    }

    protected abstract Registry createRegistry(URL url);

    private static String keyOf(URL url) {
        String username = url.getUsername();
        return url.getProtocol() + "://" + (username == null || username.isEmpty() ? "" : username + "@")
                + url.getAddress() + "/" + url.getParameter("group", "");
    }
}
