package org.apache.dubbo.registry;

import java.util.List;
import java.util.function.Consumer;

import org.apache.dubbo.common.URL;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** A registry that tells its {@link RegistryServiceListener}s about each operation once it succeeded. */
public class ListenerRegistryWrapper implements Registry {

    private static final Logger logger = LoggerFactory.getLogger(ListenerRegistryWrapper.class);

    private final Registry registry;
    private final List<RegistryServiceListener> listeners;

    public ListenerRegistryWrapper(Registry registry, List<RegistryServiceListener> listeners) {
        this.registry = registry;
        this.listeners = listeners;
    }

    @Override
    public URL getUrl() {
        return registry.getUrl();
    }

    @Override
    public boolean isAvailable() {
        return registry.isAvailable();
    }

    @Override
    public void destroy() {
        registry.destroy();
    }

    @Override
    public void register(URL url) {
        registry.register(url);
        listenerEvent(listener -> listener.onRegister(url, registry));
    }

    @Override
    public void unregister(URL url) {
        registry.unregister(url);
        listenerEvent(listener -> listener.onUnregister(url, registry));
    }

    @Override
    public void subscribe(URL url, NotifyListener listener) {
        registry.subscribe(url, listener);
        listenerEvent(serviceListener -> serviceListener.onSubscribe(url, registry));
    }

    @Override
    public void unsubscribe(URL url, NotifyListener listener) {
        registry.unsubscribe(url, listener);
        listenerEvent(serviceListener -> serviceListener.onUnsubscribe(url, registry));
    }

    @Override
    public boolean isServiceDiscovery() {
        return registry.isServiceDiscovery();
    }

    @Override
    public void reExportRegister(URL url) {
        registry.reExportRegister(url);
        listenerEvent(listener -> listener.onRegister(url, registry));
    }

    @Override
    public void reExportUnregister(URL url) {
        registry.reExportUnregister(url);
        listenerEvent(listener -> listener.onUnregister(url, registry));
    }

    @Override
    public List<URL> lookup(URL url) {
        return registry.lookup(url);
    }

    /** The wrapped registry. */
    public Registry getRegistry() {
        return registry;
    }

    private void listenerEvent(Consumer<RegistryServiceListener> event) {
        for (RegistryServiceListener listener : listeners) {
            try {
                event.accept(listener);
            } catch (RuntimeException e) {
                logger.error("Registry listener {} failed at {}: {}", listener, registry.getUrl().getAddress(),
                        e.toString(), e);
            }
        }
    }

    @Override
    public String toString() {
        return registry.toString();
    }
}
