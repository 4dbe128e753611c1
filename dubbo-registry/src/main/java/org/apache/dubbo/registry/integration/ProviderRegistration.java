package org.apache.dubbo.registry.integration;

import java.util.List;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.registry.NotifyListener;
import org.apache.dubbo.registry.Registry;
import org.apache.dubbo.registry.support.RegistrationUrls;
import org.apache.dubbo.registry.support.RegistryKeys;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One exported service registered at one registry. At an interface-level registry it also follows the service's
 * {@code configurators}: when an {@code override://} rule for this provider (for example a weight or
 * {@code disabled=true} set from dubbo-admin) changes the registered URL, the old URL is withdrawn and the new one
 * registered, so every consumer, Dubbo Tuned or Apache, sees the overridden provider. The rules change only what
 * is registered; the running exporter keeps its settings.
 */
final class ProviderRegistration implements NotifyListener {

    private static final Logger logger = LoggerFactory.getLogger(ProviderRegistration.class);

    private final Registry registry;
    private final URL registeredUrl;
    private final URL rulesSubscription;
    /** Guarded by this: what is registered now (the registered URL with the current rules applied). */
    private URL current;
    /** Guarded by this. */
    private boolean withdrawn;
    /** Guarded by this: taken offline (QoS {@code offline}) until resumed; rules are still followed. */
    private boolean suspended;

    private ProviderRegistration(Registry registry, URL registeredUrl, URL rulesSubscription) {
        this.registry = registry;
        this.registeredUrl = registeredUrl;
        this.rulesSubscription = rulesSubscription;
        this.current = registeredUrl;
    }

    /**
     * Registers {@code registeredUrl} at {@code registry}; at an interface-level registry, also subscribes to the
     * service's override rules.
     */
    static ProviderRegistration register(Registry registry, URL registeredUrl) {
        URL rules = registry.isServiceDiscovery() ? null : RegistrationUrls.providerConfigurators(registeredUrl);
        ProviderRegistration registration = new ProviderRegistration(registry, registeredUrl, rules);
        registry.register(registeredUrl);
        if (rules != null) {
            try {
                registry.subscribe(rules, registration);
            } catch (RuntimeException e) {
                registry.unregister(registeredUrl);
                throw e;
            }
        }
        return registration;
    }

    @Override
    public void notify(List<URL> urls) {
        OverrideRules rules = OverrideRules.of(urls);
        synchronized (this) {
            if (withdrawn) {
                return;
            }
            URL next = rules.apply(registeredUrl, registeredUrl.getParameter(RegistryKeys.APPLICATION), null, null);
            if (next.equals(current)) {
                return;
            }
            logger.info("Override rules changed the registration of {} at {}: now {}", registeredUrl.getServiceKey(),
                    registry.getUrl().getAddress(), next.toFullString());
            if (!suspended) {
                registry.reExportUnregister(current);
                registry.reExportRegister(next);
            }
            current = next;
        }
    }

    /** Unsubscribes from the rules and unregisters; registry failures are logged, the registry retries them. */
    void withdraw() {
        URL registered;
        synchronized (this) {
            if (withdrawn) {
                return;
            }
            withdrawn = true;
            registered = current;
        }
        try {
            if (rulesSubscription != null) {
                registry.unsubscribe(rulesSubscription, this);
            }
            registry.unregister(registered);
        } catch (RuntimeException e) {
            logger.warn("Failed to unregister {} from {}: {}", registered.getServiceKey(),
                    registry.getUrl().getAddress(), e.toString());
        }
    }

    /** Takes the registration offline while the service keeps serving; {@link #resume()} brings it back. */
    void suspend() {
        URL registered;
        synchronized (this) {
            if (withdrawn || suspended) {
                return;
            }
            suspended = true;
            registered = current;
        }
        registry.unregister(registered);
    }

    /** Registers again after {@link #suspend()}. */
    void resume() {
        URL registered;
        synchronized (this) {
            if (withdrawn || !suspended) {
                return;
            }
            suspended = false;
            registered = current;
        }
        registry.register(registered);
    }

    synchronized boolean isRegistered() {
        return !withdrawn && !suspended;
    }

    /** {@code zookeeper-I} for an interface-level registry, {@code zookeeper-A} for an application-level one. */
    String label() {
        URL url = registry.getUrl();
        String type = registry.isServiceDiscovery() ? url.getParameter("registry", url.getProtocol())
                : url.getProtocol();
        return type + (registry.isServiceDiscovery() ? "-A" : "-I");
    }

    Registry registry() {
        return registry;
    }

    synchronized URL registeredUrl() {
        return current;
    }
}
