package org.apache.dubbo.config;

import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import org.apache.dubbo.common.config.Environment;
import org.apache.dubbo.common.config.SubProperty;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@code dubbo.*} properties that name no attribute of the config they address, e.g.
 * {@code dubbo.protocol.io-threads} (the attribute is {@code iothreads}). Apache Dubbo ignores them without a word;
 * Dubbo Tuned logs one warning per key naming it, where it was found and the closest attribute. Only keys of the
 * shape {@code dubbo.{tag}.{attribute}} and {@code dubbo.{plural}.{id}.{attribute}} are checked: deeper keys belong
 * to nested settings ({@code dubbo.application.service-discovery.migration}, {@code dubbo.protocol.triple.*}), and
 * environment variables lose their original spelling.
 */
final class UnknownConfigKeys {

    private static final Logger log = LoggerFactory.getLogger(UnknownConfigKeys.class);

    /** tag → config class, for {@code dubbo.{tag}.*}. */
    private static final Map<String, Class<?>> SINGLE = new LinkedHashMap<>();
    /** plural → config class, for {@code dubbo.{plural}.{id}.*}. */
    private static final Map<String, Class<?>> PLURAL = new LinkedHashMap<>();

    static {
        SINGLE.put("application", ApplicationConfig.class);
        SINGLE.put("module", ModuleConfig.class);
        SINGLE.put("registry", RegistryConfig.class);
        SINGLE.put("protocol", ProtocolConfig.class);
        SINGLE.put("provider", ProviderConfig.class);
        SINGLE.put("consumer", ConsumerConfig.class);
        SINGLE.put("monitor", MonitorConfig.class);
        SINGLE.put("metrics", MetricsConfig.class);
        SINGLE.put("tracing", TracingConfig.class);
        SINGLE.put("ssl", SslConfig.class);
        SINGLE.put("metadata-report", MetadataReportConfig.class);
        SINGLE.put("config-center", ConfigCenterConfig.class);
        PLURAL.put("registries", RegistryConfig.class);
        PLURAL.put("protocols", ProtocolConfig.class);
        PLURAL.put("providers", ProviderConfig.class);
        PLURAL.put("consumers", ConsumerConfig.class);
        PLURAL.put("modules", ModuleConfig.class);
        PLURAL.put("metadata-reports", MetadataReportConfig.class);
        PLURAL.put("config-centers", ConfigCenterConfig.class);
    }

    /** Keys that look like attributes but are switches read on their own (see docs/configuration.md). */
    private static final Set<String> GLOBAL = Collections.unmodifiableSet(new HashSet<>(Arrays.asList(
            "dubbo.protocol.default-heartbeat", "dubbo.protocol.default-close-timeout",
            "dubbo.application.least-reconnect-duration", "dubbo.consumer.shareconnections")));

    private UnknownConfigKeys() {
    }

    /**
     * Logs each {@code dubbo.*} key of {@code environment} that names no attribute of its config, including the
     * {@code dubbo.service.{interface}.*} and {@code dubbo.reference.{interface}.*} keys of the declared services and
     * references ({@code .{method}.{attribute}} and {@code .{method}.{index}.{attribute}} too).
     */
    static void report(Environment environment, List<String> services, List<String> references,
                       Set<String> reported) {
        for (Map.Entry<String, Class<?>> single : SINGLE.entrySet()) {
            check(environment, "dubbo." + single.getKey(), single.getValue(), false, reported);
        }
        for (Map.Entry<String, Class<?>> plural : PLURAL.entrySet()) {
            check(environment, "dubbo." + plural.getKey(), plural.getValue(), true, reported);
        }
        for (String service : services) {
            checkInterface(environment, "dubbo.service." + service, ServiceConfig.class, reported);
        }
        for (String reference : references) {
            checkInterface(environment, "dubbo.reference." + reference, ReferenceConfig.class, reported);
        }
    }

    private static void checkInterface(Environment environment, String prefix, Class<?> type, Set<String> reported) {
        for (SubProperty property : found(environment, prefix)) {
            String[] parts = withoutIndex(property.getName()).split("\\.");
            boolean known;
            String where;
            if (parts.length == 1) {
                known = isAttribute(type, parts[0]) || "parameters".equals(parts[0]);
                where = AbstractConfig.getTagName(type);
            } else if (parts.length == 2) {
                known = isAttribute(MethodConfig.class, parts[1]) || "parameters".equals(parts[1])
                        || "parameters".equals(parts[0]);
                where = "method";
            } else if (parts.length == 3 && parts[1].chars().allMatch(Character::isDigit)) {
                known = isAttribute(ArgumentConfig.class, parts[2]);
                where = "argument";
            } else {
                continue;
            }
            if (!known && reported.add(property.getKey())) {
                String last = parts[parts.length - 1];
                String closest = closest(parts.length == 1 ? type : parts.length == 2 ? MethodConfig.class
                        : ArgumentConfig.class, last);
                log.warn("{} ({}) names no attribute of <dubbo:{}> and is ignored{}", property.getKey(),
                        property.getSource(), where, closest == null ? "" : "; did you mean " + closest + "?");
            }
        }
    }

    private static List<SubProperty> found(Environment environment, String prefix) {
        List<SubProperty> found = new java.util.ArrayList<>(environment.getOverridingSubProperties(prefix));
        found.addAll(environment.getDefaultSubProperties(prefix));
        found.removeIf(p -> p.getSource() != null && p.getSource().toLowerCase(Locale.ROOT).contains("environment"));
        return found;
    }

    private static void check(Environment environment, String prefix, Class<?> type, boolean byId,
                              Set<String> reported) {
        for (SubProperty property : found(environment, prefix)) {
            String name = withoutIndex(property.getName());
            if (byId) {
                int dot = name.indexOf('.');
                if (dot < 0) {
                    continue;
                }
                name = name.substring(dot + 1);
            }
            if (name.isEmpty() || name.indexOf('.') >= 0 || GLOBAL.contains(prefix + "." + name)
                    || "parameters".equals(name) || isAttribute(type, name) || !reported.add(property.getKey())) {
                continue;
            }
            String closest = closest(type, name);
            log.warn("{} ({}) names no attribute of <dubbo:{}> and is ignored{}", property.getKey(),
                    property.getSource(), AbstractConfig.getTagName(type),
                    closest == null ? "" : "; did you mean " + closest + "?");
        }
    }

    /** {@code parameters[0]} (a list element, as Spring Boot flattens YAML lists) → {@code parameters}. */
    private static String withoutIndex(String name) {
        int bracket = name.indexOf('[');
        return bracket < 0 ? name : name.substring(0, bracket);
    }

    /** Whether {@code name} spells an attribute as refresh matches it: kebab, camel or snake case. */
    private static boolean isAttribute(Class<?> type, String name) {
        for (RefreshableProperty property : RefreshableProperty.of(type)) {
            if (name.equals(property.kebabName()) || name.equals(property.name())
                    || name.equals(property.kebabName().replace('-', '_'))) {
                return true;
            }
        }
        return false;
    }

    private static String closest(Class<?> type, String name) {
        String wanted = normalized(name);
        String best = null;
        int bestDistance = 4;
        for (RefreshableProperty property : RefreshableProperty.of(type)) {
            int distance = distance(wanted, normalized(property.name()));
            if (distance < bestDistance) {
                bestDistance = distance;
                best = property.kebabName();
            }
        }
        return best;
    }

    /** {@code io-threads}, {@code ioThreads} and {@code io_threads} all become {@code iothreads}. */
    private static String normalized(String name) {
        return name.replace("-", "").replace("_", "").toLowerCase(Locale.ROOT);
    }

    private static int distance(String a, String b) {
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                current[j] = Math.min(Math.min(current[j - 1] + 1, previous[j] + 1), previous[j - 1] + cost);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
    }
}
