package org.apache.dubbo.registry.support;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.UrlTransformMemo;

import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * Builds the URL a consumer actually calls for one notified provider URL (registry spec 4.8): the provider's
 * parameters act as defaults, the consumer's own settings win, except for the keys that describe the provider.
 */
public final class ProviderUrlMerger {

    /** Provider thread-pool and transport settings, meaningless (and harmful) on the consumer side. */
    static final List<String> PROVIDER_ONLY_KEYS = Collections.unmodifiableList(Arrays.asList(
            "threadname", "threadpool", "corethreads", "threads", "queues", "alive", "transporter"));

    /** Keys where the provider's value wins when the provider has one. */
    static final List<String> PROVIDER_WINS_IF_PRESENT = Collections.unmodifiableList(Arrays.asList(
            "group", "version", "generic"));

    /** Keys that always come from the provider; the consumer's values are dropped. */
    static final List<String> PROVIDER_ALWAYS = Collections.unmodifiableList(Arrays.asList(
            "release", "dubbo", "methods", "timestamp", "dubbo.tag"));

    /** Lists that combine, provider entries first. */
    static final List<String> CONCATENATED_KEYS = Collections.unmodifiableList(Arrays.asList(
            "reference.filter", "invoker.listener"));

    private static final String DEFAULT_PREFIX = "default.";
    private static final String PID = "pid";
    private static final String GENERIC = "generic";

    private ProviderUrlMerger() {
    }

    /**
     * The merged URL: protocol, host, port and path of {@code providerUrl}; its parameters minus
     * {@link #PROVIDER_ONLY_KEYS} (and their {@code default.} forms); overlaid with {@code consumerParameters}
     * except {@link #PROVIDER_ALWAYS} and, when the provider has them, {@link #PROVIDER_WINS_IF_PRESENT} (but a
     * generic consumer keeps its {@code generic}); {@code remote.application} set to the provider's {@code application}; {@code reference.filter} and
     * {@code invoker.listener} joined provider-first when both sides set them. Attributes of the provider URL are
     * kept.
     */
    public static URL merge(URL providerUrl, Map<String, String> consumerParameters) {
        Map<String, String> provider = providerUrl.getParameters();
        Map<String, String> merged = new HashMap<>(provider);
        for (String key : PROVIDER_ONLY_KEYS) {
            merged.remove(key);
            merged.remove(DEFAULT_PREFIX + key);
        }
        if (consumerParameters != null && !consumerParameters.isEmpty()) {
            Set<String> skipped = new HashSet<>(PROVIDER_ALWAYS);
            for (String key : PROVIDER_WINS_IF_PRESENT) {
                if (provider.containsKey(key)) {
                    skipped.add(key);
                }
            }
            if (isGeneric(consumerParameters.get(GENERIC))) {
                // a generic reference stays generic: Dubbo 3 providers register generic=false, and the consumer's
                // mode (true, bean, nativejava, ...) decides how its $invoke calls are encoded
                skipped.remove(GENERIC);
            }
            for (Map.Entry<String, String> entry : consumerParameters.entrySet()) {
                if (!skipped.contains(entry.getKey()) && entry.getValue() != null) {
                    merged.put(entry.getKey(), entry.getValue());
                }
            }
            merged.remove(RegistryKeys.REMOTE_APPLICATION);
            String providerApplication = provider.get(RegistryKeys.APPLICATION);
            if (providerApplication != null && !providerApplication.isEmpty()) {
                merged.put(RegistryKeys.REMOTE_APPLICATION, providerApplication);
            }
            for (String key : CONCATENATED_KEYS) {
                String providerValue = provider.get(key);
                String consumerValue = consumerParameters.get(key);
                if (isNotEmpty(providerValue) && isNotEmpty(consumerValue)) {
                    merged.put(key, providerValue + "," + consumerValue);
                }
            }
        }
        return providerUrl.clearParameters().addParameters(merged);
    }

    /**
     * {@link #merge} for one consumer's parameters, done once per distinct set of provider parameters: the provider
     * URLs of one service differ in address, {@code timestamp} and {@code pid} only, and the merge keeps the
     * provider's timestamp, and its pid unless the consumer has one ({@link UrlTransformMemo}). A directory of
     * thousands of providers then merges a new one in a fraction of a microsecond instead of copying and
     * canonicalizing its thirty parameters.
     */
    public static UnaryOperator<URL> forConsumer(Map<String, String> consumerParameters) {
        boolean pidFromProvider = consumerParameters == null || consumerParameters.get(PID) == null;
        return new UrlTransformMemo(provider -> merge(provider, consumerParameters), pidFromProvider);
    }

    private static boolean isGeneric(String value) {
        return value != null && !value.isEmpty() && !"false".equalsIgnoreCase(value);
    }

    private static boolean isNotEmpty(String value) {
        return value != null && !value.isEmpty();
    }
}
