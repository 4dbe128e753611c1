package org.apache.dubbo.registry.support;

import org.apache.dubbo.common.URL;

import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

import static org.apache.dubbo.registry.support.RegistryKeys.CATEGORY;
import static org.apache.dubbo.registry.support.RegistryKeys.CHECK;
import static org.apache.dubbo.registry.support.RegistryKeys.CONFIGURATORS_CATEGORY;
import static org.apache.dubbo.registry.support.RegistryKeys.CONSUMERS_CATEGORY;
import static org.apache.dubbo.registry.support.RegistryKeys.CONSUMER_PROTOCOL;
import static org.apache.dubbo.registry.support.RegistryKeys.CONSUMER_SIDE;
import static org.apache.dubbo.registry.support.RegistryKeys.INTERFACE;
import static org.apache.dubbo.registry.support.RegistryKeys.PROVIDERS_CATEGORY;
import static org.apache.dubbo.registry.support.RegistryKeys.REGISTER_IP;
import static org.apache.dubbo.registry.support.RegistryKeys.ROUTERS_CATEGORY;
import static org.apache.dubbo.registry.support.RegistryKeys.SIDE;

/**
 * Builds the URLs a process writes to, or subscribes at, an interface-level registry, in the shape Dubbo 3.2/3.3
 * writes them (registry spec sections 2 and 3), so that real Dubbo processes sharing the registry read ours as
 * their own.
 */
public final class RegistrationUrls {

    /** Keys of an exported URL that only concern the local process (Dubbo 3.2/3.3 drop them before registering). */
    static final Set<String> PROVIDER_LOCAL_KEYS = unmodifiableSet(
            "monitor", "bind.ip", "bind.port", "qos.enable", "qos.host", "qos.port", "qos.accept.foreign.ip",
            "validation", "interfaces", "register-mode", "pid", "file-cache", "executor-management-mode",
            "background", "anyhost", "threadname", "threadpool", "alive", "queues", "corethreads", "threads");

    /** Key prefix of triple protocol settings, never registered. */
    static final String TRIPLE_PREFIX = "dubbo.rpc.tri.";

    /** Prefix of hidden parameters ({@code <dubbo:parameter hide="true">}), never registered. */
    static final String HIDDEN_PREFIX = ".";

    /** Provider keys kept by {@code simplified=true} registries (the Dubbo 3.3 list). */
    static final Set<String> SIMPLIFIED_PROVIDER_KEYS = unmodifiableSet(
            "application", "codec", "exchanger", "serialization", "prefer.serialization", "cluster", "connections",
            "deprecated", "group", "loadbalance", "mock", "path", "timeout", "token", "version", "warmup", "weight",
            "dubbo", "release", "side", "ipv6", "packable.method.factory",
            "auth", "authenticator", "username", "password");

    /** Consumer keys kept by {@code simplified=true} registries. */
    static final Set<String> SIMPLIFIED_CONSUMER_KEYS = unmodifiableSet(
            "application", "version", "group", "dubbo", "release");

    private static final String PROVIDER_PROTOCOL = "provider";
    private static final String METHODS = "methods";

    private RegistrationUrls() {
    }

    /**
     * The provider URL to register for an exported service URL: the exported URL without process-local keys
     * (spec 2.2), or only the whitelisted keys when the registry has {@code simplified=true} (spec 2.3: the 3.3
     * whitelist, their {@code {method}.{key}} variants, the registry's {@code extra-keys}, and {@code interface}
     * when the path is not the interface name).
     */
    public static URL provider(URL exportedUrl, URL registryUrl) {
        if (isSimplified(registryUrl)) {
            Set<String> kept = new HashSet<>(SIMPLIFIED_PROVIDER_KEYS);
            kept.addAll(Arrays.asList(registryUrl.getParameter(RegistryKeys.EXTRA_KEYS, new String[0])));
            if (exportedUrl.getPath() != null && !exportedUrl.getPath().equals(exportedUrl.getParameter(INTERFACE))) {
                kept.add(INTERFACE);
            }
            return retain(exportedUrl, kept, exportedUrl.getParameter(METHODS, new String[0]));
        }
        Set<String> removed = new HashSet<>();
        for (String key : exportedUrl.getParameters().keySet()) {
            if (PROVIDER_LOCAL_KEYS.contains(key) || key.startsWith(HIDDEN_PREFIX) || key.startsWith(TRIPLE_PREFIX)) {
                removed.add(key);
            }
        }
        return exportedUrl.removeParameters(removed);
    }

    /**
     * The consumer URL to register (spec 3): {@code consumer://{register.ip or host}/{path}} without port, with
     * {@code category=consumers}, {@code check=false} and {@code side=consumer}, hidden keys and
     * {@code register.ip} removed; only the consumer whitelist plus {@code extra-keys} when the registry has
     * {@code simplified=true}.
     */
    public static URL consumer(URL consumerUrl, URL registryUrl) {
        URL base = consumerAddress(consumerUrl);
        if (isSimplified(registryUrl)) {
            Set<String> kept = new HashSet<>(SIMPLIFIED_CONSUMER_KEYS);
            kept.addAll(Arrays.asList(registryUrl.getParameter(RegistryKeys.EXTRA_KEYS, new String[0])));
            base = retain(base, kept, new String[0]);
        } else {
            Set<String> hidden = new HashSet<>();
            for (String key : base.getParameters().keySet()) {
                if (key.startsWith(HIDDEN_PREFIX)) {
                    hidden.add(key);
                }
            }
            base = base.removeParameters(hidden).addParameterIfAbsent(SIDE, CONSUMER_SIDE);
        }
        return base.addParameters(CATEGORY, CONSUMERS_CATEGORY, CHECK, "false");
    }

    /**
     * The URL a consumer subscribes with: its consumer URL (host from {@code register.ip} if set) asking for the
     * {@code providers}, {@code configurators} and {@code routers} categories.
     */
    public static URL subscription(URL consumerUrl) {
        return consumerAddress(consumerUrl).addParameter(CATEGORY,
                PROVIDERS_CATEGORY + "," + CONFIGURATORS_CATEGORY + "," + ROUTERS_CATEGORY);
    }

    /**
     * The URL a provider subscribes with to receive override rules for a registered provider URL:
     * {@code provider://host:port/path?...&category=configurators&check=false}.
     */
    public static URL providerConfigurators(URL registeredProviderUrl) {
        return registeredProviderUrl.setProtocol(PROVIDER_PROTOCOL)
                .addParameters(CATEGORY, CONFIGURATORS_CATEGORY, CHECK, "false");
    }

    private static URL consumerAddress(URL consumerUrl) {
        String registerIp = consumerUrl.getParameter(REGISTER_IP);
        URL url = consumerUrl.setProtocol(CONSUMER_PROTOCOL).setPort(0).removeParameter(REGISTER_IP);
        return registerIp == null || registerIp.isEmpty() ? url : url.setHost(registerIp);
    }

    private static boolean isSimplified(URL registryUrl) {
        return registryUrl != null && registryUrl.getParameter(RegistryKeys.SIMPLIFIED, false);
    }

    /** The URL with only the listed keys and their {@code {method}.{key}} variants. */
    private static URL retain(URL url, Set<String> keys, String[] methods) {
        Map<String, String> kept = new HashMap<>();
        for (Map.Entry<String, String> entry : url.getParameters().entrySet()) {
            if (keys.contains(entry.getKey()) || isMethodVariant(entry.getKey(), keys, methods)) {
                kept.put(entry.getKey(), entry.getValue());
            }
        }
        return url.clearParameters().addParameters(kept);
    }

    private static boolean isMethodVariant(String key, Set<String> keys, String[] methods) {
        for (String method : methods) {
            if (key.length() > method.length() + 1 && key.startsWith(method) && key.charAt(method.length()) == '.'
                    && keys.contains(key.substring(method.length() + 1))) {
                return true;
            }
        }
        return false;
    }

    private static Set<String> unmodifiableSet(String... keys) {
        return Collections.unmodifiableSet(new LinkedHashSet<>(Arrays.asList(keys)));
    }
}
