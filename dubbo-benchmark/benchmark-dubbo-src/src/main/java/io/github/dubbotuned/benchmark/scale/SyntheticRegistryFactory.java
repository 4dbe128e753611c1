package io.github.dubbotuned.benchmark.scale;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.registry.Registry;
import org.apache.dubbo.registry.RegistryFactory;

/** The {@code synthetic} registry extension: every registry URL gets the one registry of the current fleet. */
public final class SyntheticRegistryFactory implements RegistryFactory {

    private volatile SyntheticRegistry registry;

    @Override
    public synchronized Registry getRegistry(URL url) {
        if (registry == null || registry.destroyed) {
            registry = new SyntheticRegistry(url, ScaleWorld.get());
            ScaleWorld.get().registries.add(registry);
        }
        return registry;
    }
}
