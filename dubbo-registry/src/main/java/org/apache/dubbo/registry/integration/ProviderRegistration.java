package org.apache.dubbo.registry.integration;

import java.util.ArrayList;
import java.util.List;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.registry.NotifyListener;
import org.apache.dubbo.registry.Registry;
import org.apache.dubbo.registry.support.RegistrationUrls;
import org.apache.dubbo.registry.support.RegistryKeys;
import org.apache.dubbo.rpc.cluster.configurator.parser.ConfigParser;
import org.apache.dubbo.rpc.cluster.governance.GovernanceRuleRepository;
import org.apache.dubbo.rpc.cluster.governance.GovernanceRules;
import org.apache.dubbo.rpc.cluster.governance.RuleSubscription;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One exported service registered at one registry. At an interface-level registry it also follows the override
 * rules meant for this provider — the registry's {@code configurators} category, then the config center's
 * {@code {application}.configurators} and {@code {interface}:{version}:{group}.configurators} ({@code side:
 * provider}) — and when they change the registered URL (a weight, {@code disabled=true} set from Dubbo Admin), the
 * old URL is withdrawn and the new one registered, so every consumer, Dubbo Tuned or Apache, sees the overridden
 * provider. Each change of the rules is also reported to the export ({@link SharedExport}), which re-exports the
 * running service under them.
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
    /** Guarded by this: the registry's rules. */
    private OverrideRules registryRules = OverrideRules.NONE;
    private final List<RuleSubscription<OverrideRules>> configCenterRules = new ArrayList<>();
    private final Runnable rulesChanged;

    private ProviderRegistration(Registry registry, URL registeredUrl, URL rulesSubscription, Runnable rulesChanged) {
        this.registry = registry;
        this.registeredUrl = registeredUrl;
        this.rulesSubscription = rulesSubscription;
        this.rulesChanged = rulesChanged;
        this.current = registeredUrl;
    }

    /**
     * Registers {@code registeredUrl} at {@code registry}; at an interface-level registry, also subscribes to the
     * service's override rules, and runs {@code rulesChanged} whenever they change.
     */
    static ProviderRegistration register(Registry registry, URL registeredUrl, Runnable rulesChanged) {
        URL rules = registry.isServiceDiscovery() ? null : RegistrationUrls.providerConfigurators(registeredUrl);
        ProviderRegistration registration = new ProviderRegistration(registry, registeredUrl, rules, rulesChanged);
        if (rules != null) {
            registration.followConfigCenterRules();
        }
        try {
            registry.register(registration.registeredUrl());
        } catch (RuntimeException e) {
            registration.stopFollowingRules();
            throw e;
        }
        if (rules != null) {
            try {
                registry.subscribe(rules, registration);
            } catch (RuntimeException e) {
                registration.withdraw();
                throw e;
            }
        }
        return registration;
    }

    private void followConfigCenterRules() {
        GovernanceRuleRepository repository = GovernanceRules.repository(registeredUrl);
        String application = registeredUrl.getParameter(RegistryKeys.APPLICATION);
        List<String> keys = new ArrayList<>();
        if (application != null && !application.isEmpty()) {
            keys.add(application + ".configurators");
        }
        keys.add(registeredUrl.getColonSeparatedKey() + ".configurators");
        for (String key : keys) {
            RuleSubscription<OverrideRules> subscription = new RuleSubscription<>(repository, key,
                    GovernanceRuleRepository.DEFAULT_GROUP,
                    content -> OverrideRules.of(ConfigParser.parse(content, "override rule " + key)),
                    changed -> reapply());
            configCenterRules.add(subscription);
            subscription.start();
        }
        synchronized (this) {
            current = rules().apply(registeredUrl, registeredUrl.getParameter(RegistryKeys.APPLICATION), null, null);
        }
    }

    private void stopFollowingRules() {
        for (RuleSubscription<OverrideRules> subscription : configCenterRules) {
            subscription.stop();
        }
    }

    /** The rules in force: the registry's, then the config center's application and service rules. */
    synchronized OverrideRules rules() {
        OverrideRules all = registryRules;
        for (RuleSubscription<OverrideRules> subscription : configCenterRules) {
            OverrideRules rules = subscription.current();
            if (rules != null) {
                all = all.then(rules);
            }
        }
        return all;
    }

    @Override
    public void notify(List<URL> urls) {
        OverrideRules rules = OverrideRules.of(urls);
        synchronized (this) {
            registryRules = rules;
        }
        reapply();
    }

    private void reapply() {
        reregister();
        rulesChanged.run();
    }

    private void reregister() {
        OverrideRules rules = rules();
        synchronized (this) {
            if (withdrawn) {
                return;
            }
            URL next = rules.apply(registeredUrl, registeredUrl.getParameter(RegistryKeys.APPLICATION), null, null)
                    .removeParameter("need-reexport");
            if (next.equals(current)) {
                return;
            }
            logger.info("Override rules changed the registration of {} at {}: now {}", registeredUrl.getServiceKey(),
                    registry.getUrl().getAddress(), next.toFullString());
            if (!suspended) {
                // the new URL first: consumers never see the provider gone (Apache 3.3.5 unregisters first)
                registry.reExportRegister(next);
                registry.reExportUnregister(current);
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
        stopFollowingRules();
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
