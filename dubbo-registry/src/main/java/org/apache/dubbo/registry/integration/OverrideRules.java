package org.apache.dubbo.registry.integration;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.utils.NetUtils;

/**
 * Override rules, as {@code override://} URLs: those of a service's registry {@code configurators} category as
 * dubbo-admin wrote them for Dubbo 2.6 ({@code override://10.0.0.5:20880/com.example.DemoService?category=configurators
 * &weight=200}), and those Dubbo 2.7+ derives from the YAML rules of the config center (marked by
 * {@code configVersion}). A rule whose conditions match a URL overlays its remaining parameters on it.
 *
 * <p>2.6-style rules: the rule's host ({@code 0.0.0.0} = every host) and port (0 = every port) against the
 * provider, or against the consumer's host when the rule has {@code side=consumer}; its {@code application}
 * ({@code *} or absent = every application) against the provider's application, or the consumer's for
 * consumer-side rules.
 *
 * <p>2.7-style rules apply only on their {@code side}: a {@code side=consumer} rule on consumers whose host is the
 * rule's (or any), towards the providers in {@code providerAddresses} (all when absent), for its
 * {@code application}; a {@code side=provider} rule on the providers whose host is the rule's, which register the
 * result. {@code ~key=value} parameters are further conditions on the URL.
 *
 * <p>Rules with {@code enabled=false} are ignored. Rules for every host apply first, then host-specific ones
 * (which therefore win), each group in ascending {@code priority}.
 */
final class OverrideRules {

    static final OverrideRules NONE = new OverrideRules(Collections.<URL>emptyList());

    /** Parameters that select where a rule applies, or describe the rule itself; never overlaid. */
    private static final Set<String> CONDITION_KEYS = Collections.unmodifiableSet(new HashSet<>(Arrays.asList(
            "category", "check", "dynamic", "enabled", "side", "application", "anyhost", "interface", "group",
            "version", "configVersion", "compatible_config", "priority", "timestamp", "pid", "register.ip",
            "providerAddresses", "interfaces")));

    private final List<URL> rules;

    private OverrideRules(List<URL> rules) {
        this.rules = rules;
    }

    /** The rules among a {@code configurators} notification; an {@code empty://} entry means none. */
    static OverrideRules of(List<URL> notified) {
        List<URL> rules = new ArrayList<>();
        for (URL url : notified) {
            if ("override".equals(url.getProtocol()) && url.getParameter("enabled", true)
                    && hasOverlay(url)) {
                rules.add(url);
            }
        }
        if (rules.isEmpty()) {
            return NONE;
        }
        rules.sort((a, b) -> {
            int byHost = Boolean.compare(!isAnyHost(a), !isAnyHost(b));
            return byHost != 0 ? byHost : Integer.compare(a.getParameter("priority", 0), b.getParameter("priority", 0));
        });
        return new OverrideRules(Collections.unmodifiableList(rules));
    }

    boolean isEmpty() {
        return rules.isEmpty();
    }

    int size() {
        return rules.size();
    }

    /**
     * {@code url} with every matching rule applied.
     *
     * @param url                 a provider URL (as registered, or as merged on a consumer)
     * @param providerApplication the provider's application name
     * @param consumerHost        the consumer's address for consumer-side rules; null on a provider
     * @param consumerApplication the consumer's application name; null on a provider
     */
    URL apply(URL url, String providerApplication, String consumerHost, String consumerApplication) {
        URL result = url;
        for (URL rule : rules) {
            boolean matches = rule.hasParameter("configVersion")
                    ? matchesSince27(rule, result, providerApplication, consumerHost, consumerApplication)
                    : matchesLegacy(rule, result, providerApplication, consumerHost, consumerApplication);
            if (matches) {
                result = result.addParameters(overlay(rule));
            }
        }
        return result;
    }

    private static boolean matchesLegacy(URL rule, URL url, String providerApplication, String consumerHost,
                                         String consumerApplication) {
        boolean consumerSide = "consumer".equals(rule.getParameter("side"));
        if (consumerSide && consumerHost == null) {
            return false;
        }
        boolean hostMatches = consumerSide ? isAnyHost(rule) || rule.getHost().equals(consumerHost)
                : (isAnyHost(rule) || rule.getHost().equals(url.getHost()))
                && (rule.getPort() == 0 || rule.getPort() == url.getPort());
        return hostMatches && applicationMatches(rule, consumerSide ? consumerApplication : providerApplication);
    }

    private static boolean matchesSince27(URL rule, URL url, String providerApplication, String consumerHost,
                                          String consumerApplication) {
        boolean onConsumer = consumerHost != null;
        if (!(onConsumer ? "consumer" : "provider").equals(rule.getParameter("side"))) {
            return false;
        }
        String host = onConsumer ? consumerHost : url.getHost();
        if (!isAnyHost(rule) && !rule.getHost().equals(host)) {
            return false;
        }
        if (onConsumer) {
            String providers = rule.getParameter("providerAddresses");
            if (providers != null && !providers.isEmpty() && !providers.contains(url.getAddress())
                    && !providers.contains(NetUtils.ANYHOST_VALUE)) {
                return false;
            }
        }
        if (!applicationMatches(rule, onConsumer ? consumerApplication : providerApplication)) {
            return false;
        }
        for (Map.Entry<String, String> entry : rule.getParameters().entrySet()) {
            String key = entry.getKey();
            if (key.startsWith("~") && key.length() > 1) {
                String value = entry.getValue();
                if (value != null && !"*".equals(value) && !value.equals(url.getParameter(key.substring(1)))) {
                    return false;
                }
            }
        }
        return true;
    }

    private static boolean applicationMatches(URL rule, String application) {
        String wanted = rule.getParameter("application");
        return wanted == null || wanted.isEmpty() || "*".equals(wanted) || wanted.equals(application);
    }

    private static boolean hasOverlay(URL rule) {
        for (String key : rule.getParameters().keySet()) {
            if (!CONDITION_KEYS.contains(key) && !key.startsWith("~")) {
                return true;
            }
        }
        return false;
    }

    private static Map<String, String> overlay(URL rule) {
        Map<String, String> overlay = new HashMap<>(rule.getParameters());
        overlay.keySet().removeAll(CONDITION_KEYS);
        overlay.keySet().removeIf(key -> key.startsWith("~"));
        return overlay;
    }

    private static boolean isAnyHost(URL rule) {
        return NetUtils.isAnyHost(rule.getHost()) || "*".equals(rule.getHost());
    }

    /** These rules followed by {@code later} ones (which therefore win where both apply). */
    OverrideRules then(OverrideRules later) {
        if (later.isEmpty()) {
            return this;
        }
        if (isEmpty()) {
            return later;
        }
        return new OverrideRules(concat(rules, later.rules));
    }

    private static List<URL> concat(List<URL> first, List<URL> second) {
        List<URL> all = new ArrayList<>(first);
        all.addAll(second);
        return Collections.unmodifiableList(all);
    }

    @Override
    public String toString() {
        return rules.toString();
    }
}
