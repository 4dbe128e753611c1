package org.apache.dubbo.config;

import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.WeakHashMap;
import java.util.concurrent.ConcurrentHashMap;

import org.apache.dubbo.common.config.Environment;
import org.apache.dubbo.config.context.ConfigManager;
import org.apache.dubbo.config.nested.AggregationConfig;
import org.apache.dubbo.config.nested.PrometheusConfig;
import org.apache.dubbo.config.nested.TripleConfig;
import org.apache.dubbo.rpc.model.ApplicationModel;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What Apache Dubbo users may configure that Dubbo Tuned accepts but does not act on yet — the "warns" rows of the
 * attribute table (docs/attribute-support.md). Nothing is dropped silently: an application that sets one of these,
 * by XML, annotation, API or {@code dubbo.*} property, gets one warning per attribute naming it, its value, where it
 * is set and what to do instead.
 *
 * <p>Every other attribute of Apache Dubbo's schemas and annotations either works or fails start-up with an error
 * naming it; {@code AttributeSurfaceTest} (dubbo-config-spring) walks them all and checks which. <b>When a feature
 * lands, delete its row here</b>: nothing else decides that it is no longer reported.
 *
 * <p>Internal to Dubbo Tuned (public only for {@code DubboBootstrap}); not part of Apache Dubbo's API.
 */
public final class UnsupportedAttributes {

    private static final Logger log = LoggerFactory.getLogger(UnsupportedAttributes.class);

    /**
     * URL keys (also as {@code method.key} and {@code method.index.key}) of the service and reference URLs, whatever
     * config, attribute or {@code <dubbo:parameter>} put them there: key → what Dubbo Tuned does instead.
     */
    static final Map<String, String> KEYS = rows(
            "onconnect", "connect/disconnect handlers are not implemented yet",
            "ondisconnect", "connect/disconnect handlers are not implemented yet",
            "telnet", "the dubbo port answers no telnet commands; use the QoS port (qos-port) for operator commands",
            "status", "status checkers are not implemented",
            "prompt", "the dubbo port answers no telnet commands; the QoS port has its own prompt",
            "monitor", "the monitor (call statistics) is not supported; remove it",
            "ssl-enabled", "TLS is not supported yet; connections are plain TCP",
            "ext.protocol", "port unification is not supported; export each protocol on its own port",
            "preferred.protocol", "the preferred-protocol hint is not used; consumers call the protocol they refer",
            "optimizer", "serialization optimizers are not needed by Dubbo Tuned's hessian2; remove it",
            "extension", "this protocol setting has no effect in Dubbo Tuned",
            "contextpath", "the dubbo and tri protocols of Dubbo Tuned have no context path",
            "buffer", "only the Netty 3 transport used it; set socket-receive-buffer for the socket instead",
            "networker", "no effect in Apache Dubbo either; remove it",
            "charset", "only the telnet codec of the dubbo port used it; the dubbo port answers no telnet commands",
            "keepalive", "no effect in Apache Dubbo either; the attribute that sets SO_KEEPALIVE is keep-alive",
            "json-check-level", "only the triple/REST JSON codecs use it",
            "jsonCheckLevel", "only the triple/REST JSON codecs use it",
            "mesh-enable", "service mesh mode is not supported",
            "url-merge-processor", "provider URLs are merged with the built-in rules; custom processors are not called",
            "provider-namespace", "Kubernetes (mesh) service discovery is not supported",
            "provider-port", "Kubernetes (mesh) service discovery is not supported",
            "thread-pool-exhausted-listeners", "thread pool exhaustion listeners are not called yet",
            "dump.enable", "no thread dump is written when a pool is exhausted; the rejection is logged",
            "dump.directory", "no thread dump is written when a pool is exhausted; the rejection is logged",
            "stat", "deprecated in Apache Dubbo, no effect; remove it",
            "reliable", "deprecated in Apache Dubbo, no effect; remove it",
            "auth", "service authentication is not implemented yet; use token for a shared secret",
            "authenticator", "service authentication is not implemented yet; use token for a shared secret",
            "compiler", "Dubbo Tuned generates no bytecode, so there is no compiler to choose; remove it",
            "register.consumer", "consumers are not registered as application instances",
            "mapping.retry.interval", "service-name mappings are read once per subscription, not retried on a timer",
            "check.serializable", "non-Serializable classes are always refused unless"
                    + " -Ddubbo.hessian.allowNonSerializable=true",
            "auto.trust.serialize.class", "in STRICT mode the classes of your service interfaces are always trusted",
            "trust.serialize.class.level", "in STRICT mode the classes of your service interfaces are always trusted");

    /** The keys of {@link #KEYS} that {@code <dubbo:method>} and {@code <dubbo:argument>} set per method. */
    private static final Set<String> METHOD_KEYS = Collections.unmodifiableSet(new java.util.HashSet<>(
            Arrays.asList("stat", "reliable")));

    /** Values of a key that ask for nothing Dubbo Tuned does not do (key → value), so need no warning. */
    private static final Map<String, String> HARMLESS = rows(
            "qos.enable", "false",
            "ssl-enabled", "false",
            "mesh-enable", "false",
            "register.consumer", "false",
            "dump.enable", "false",
            "check.serializable", "true",
            "auto.trust.serialize.class", "true",
            "stat", "-1",
            "reliable", "false",
            "auth", "false",
            "preferred.protocol", "dubbo");

    /** Config properties that reach no service or reference URL: (config class, property) → what to do. */
    private static final List<PropertyRow> PROPERTIES = Arrays.asList(
            new PropertyRow(AbstractServiceConfig.class, "executor", "a per-service executor is not supported yet;"
                    + " the service runs on its protocol's thread pool (threads, threadpool)"),
            new PropertyRow(AbstractServiceConfig.class, "exportAsync", "services are exported at start-up, before"
                    + " start() returns", "false"),
            new PropertyRow(AbstractReferenceConfig.class, "referAsync", "references are created at start-up,"
                    + " before start() returns", "false"),
            new PropertyRow(ModuleConfig.class, "exportAsync", "services are exported at start-up, before start()"
                    + " returns", "false"),
            new PropertyRow(ModuleConfig.class, "referAsync", "references are created at start-up, before start()"
                    + " returns", "false"),
            new PropertyRow(ModuleConfig.class, "background", "services and references are set up at start-up,"
                    + " before start() returns", "false"),
            new PropertyRow(ModuleConfig.class, "exportThreadNum", "services are exported by the starting thread"),
            new PropertyRow(ModuleConfig.class, "referThreadNum", "references are created by the starting thread"),
            new PropertyRow(ProviderConfig.class, "exportThreadNum", "services are exported by the starting thread"),
            new PropertyRow(ProviderConfig.class, "exportBackground", "deprecated in Apache Dubbo; services are"
                    + " exported at start-up", "false"),
            new PropertyRow(ConsumerConfig.class, "referThreadNum", "references are created by the starting thread"),
            new PropertyRow(ConsumerConfig.class, "referBackground", "deprecated in Apache Dubbo; references are"
                    + " created at start-up", "false"),
            new PropertyRow(ProviderConfig.class, "wait", "the shutdown wait is the application's shutwait, else"
                    + " -Ddubbo.service.shutdown.wait"),
            new PropertyRow(RegistryConfig.class, "wait", "deprecated in Apache Dubbo, no effect; remove it"),
            new PropertyRow(RegistryConfig.class, "transport", "only dubbo:// registries used it; ZooKeeper"
                    + " registries have no transport to choose"),
            new PropertyRow(RegistryConfig.class, "useAsMetadataCenter", "a ZooKeeper registry always serves as the"
                    + " metadata center", "true"),
            new PropertyRow(ApplicationConfig.class, "protocol", "the application instance is published with its"
                    + " dubbo protocol address", "dubbo"),
            new PropertyRow(ProtocolConfig.class, "contextpath", "only the dubbo protocol is supported, which has no"
                    + " context path"),
            new PropertyRow(ProviderConfig.class, "contextpath", "only the dubbo protocol is supported, which has no"
                    + " context path"),
            new PropertyRow(RegistryConfig.class, "secure", "secure registries are not supported"),
            new PropertyRow(RegistryConfig.class, "accepts", "every protocol's providers are registered and"
                    + " subscribed; the registry does not filter them"),
            new PropertyRow(RegistryConfig.class, "server", "only dubbo:// registries used it; a ZooKeeper registry"
                    + " connects through Curator"),
            new PropertyRow(RegistryConfig.class, "client", "only dubbo:// registries used it; a ZooKeeper registry"
                    + " connects through Curator"),
            new PropertyRow(RegistryConfig.class, "transporter", "only dubbo:// registries used it; a ZooKeeper"
                    + " registry connects through Curator"),
            new PropertyRow(ApplicationConfig.class, "monitor", "the monitor (call statistics) is not supported;"
                    + " remove it"),
            new PropertyRow(ModuleConfig.class, "monitor", "the monitor (call statistics) is not supported; remove"
                    + " it"),
            new PropertyRow(AbstractInterfaceConfig.class, "monitor", "the monitor (call statistics) is not"
                    + " supported; remove it"),
            new PropertyRow(ApplicationConfig.class, "metadataServicePort", "the MetadataService is exported on the"
                    + " application's dubbo protocol port"),
            new PropertyRow(ApplicationConfig.class, "metadataServiceProtocol", "the MetadataService is exported"
                    + " over the dubbo protocol", "dubbo"),
            new PropertyRow(ApplicationConfig.class, "metadataType", "application metadata is served by the"
                    + " MetadataService (local); a remote metadata center is not supported yet", "local"),
            new PropertyRow(ApplicationConfig.class, "livenessProbe", "the QoS probes answer from Dubbo's own"
                    + " state; probe extensions named here are not called"),
            new PropertyRow(ApplicationConfig.class, "readinessProbe", "the QoS probes answer from Dubbo's own"
                    + " state; probe extensions named here are not called"),
            new PropertyRow(ApplicationConfig.class, "startupProbe", "the QoS probes answer from Dubbo's own"
                    + " state; probe extensions named here are not called"));

    /**
     * Nested settings without effect: metrics {@code <dubbo:aggregation>}, pushgateway and HTTP service discovery;
     * the HTTP/1 limits of {@code <dubbo:triple>}.
     */
    private static final List<PropertyRow> NESTED_PROPERTIES = nestedRows();

    /** Configs accepted as a whole without effect: config class → its element and what to do. */
    private static final Map<Class<?>, String[]> CONFIGS = configs(
            MetadataReportConfig.class, "metadata-report", "a metadata center apart from the registry is not"
                    + " supported yet; application metadata goes to the ZooKeeper registry",
            MonitorConfig.class, "monitor", "the monitor (call statistics) is not supported; remove it",
            TracingConfig.class, "tracing", "tracing is not implemented yet",
            SslConfig.class, "ssl", "TLS is not supported yet; connections are plain TCP");

    /** What has been reported, per application (weakly held), so that each attribute is reported once per application. */
    private static final Map<Object, Set<String>> REPORTED = new WeakHashMap<>();

    private UnsupportedAttributes() {
    }

    /**
     * Reports the unsupported keys among the parameters of a service or reference URL.
     *
     * @param config     the service or reference, whose application scopes the "once" of each report
     * @param owner      how to name the service or reference, e.g. {@code <dubbo:service interface="...">}
     * @param parameters the parameters of its URL
     */
    static void report(AbstractConfig config, String owner, Map<String, String> parameters) {
        boolean qosOff = "false".equals(parameters.get("qos.enable"));
        for (Map.Entry<String, String> e : parameters.entrySet()) {
            String key = unsupportedKey(e.getKey());
            if (key == null || isHarmless(key, e.getValue()) || (qosOff && key.startsWith("qos."))) {
                continue;
            }
            warnOnce(scope(config), key, owner + ": '" + e.getKey() + "' = '" + e.getValue()
                    + "' is accepted but has no effect in Dubbo Tuned: " + KEYS.get(key));
        }
    }

    /**
     * Reports the configs accepted without effect, and the unsupported properties that reach no service or
     * reference URL, of every config of an application.
     */
    public static void report(ConfigManager configs, ApplicationModel application) {
        List<String> services = new java.util.ArrayList<>();
        for (ServiceConfigBase<?> service : configs.getServices()) {
            services.add(service.getInterface());
        }
        List<String> references = new java.util.ArrayList<>();
        for (ReferenceConfigBase<?> reference : configs.getReferences()) {
            references.add(reference.getInterface());
        }
        UnknownConfigKeys.report(Environment.of(application), services, references, reportedIn(application));
        for (Object config : allConfigs(configs)) {
            String[] whole = CONFIGS.get(config.getClass());
            if (whole == null) {
                for (Map.Entry<Class<?>, String[]> c : CONFIGS.entrySet()) {
                    if (c.getKey().isInstance(config)) {
                        whole = c.getValue();
                    }
                }
            }
            if (whole != null && !isNeeded(config, configs)) {
                warnOnce(application, "<dubbo:" + whole[0] + ">", config + " is accepted but has no effect in"
                        + " Dubbo Tuned: " + whole[1]);
            }
            for (PropertyRow row : PROPERTIES) {
                row.report(config, application);
            }
            for (Object nested : nestedConfigs(config)) {
                for (PropertyRow row : NESTED_PROPERTIES) {
                    row.report(nested, application);
                }
            }
            if (config instanceof AbstractInterfaceConfig && ((AbstractInterfaceConfig) config).getMethods() != null) {
                for (MethodConfig method : ((AbstractInterfaceConfig) config).getMethods()) {
                    for (PropertyRow row : PROPERTIES) {
                        row.report(method, application);
                    }
                }
            }
        }
    }

    /**
     * The row key that {@code key} stands for, or null: the key itself, or a method-level key prefixed by a method
     * name ({@code sayHello.stat}).
     */
    static String unsupportedKey(String key) {
        if (KEYS.containsKey(key)) {
            return key;
        }
        int last = key.lastIndexOf('.');
        if (last < 0 || !METHOD_KEYS.contains(key.substring(last + 1))) {
            return null;
        }
        return key.split("\\.").length == 2 ? key.substring(last + 1) : null;
    }

    private static boolean isHarmless(String key, String value) {
        return value == null || value.trim().isEmpty() || value.trim().equalsIgnoreCase(HARMLESS.get(key));
    }

    /** A metadata report on the address of one of the registries is what the registry already does. */
    private static boolean isNeeded(Object config, ConfigManager configs) {
        if (config instanceof MetadataReportConfig && ((MetadataReportConfig) config).getAddress() != null) {
            String address = strip(((MetadataReportConfig) config).getAddress());
            for (RegistryConfig registry : configs.getRegistries()) {
                if (registry.getAddress() != null && strip(registry.getAddress()).equals(address)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static String strip(String address) {
        int query = address.indexOf('?');
        return (query < 0 ? address : address.substring(0, query)).trim();
    }

    private static List<PropertyRow> nestedRows() {
        List<PropertyRow> rows = new java.util.ArrayList<>();
        String aggregation = "metrics are not aggregated in sliding windows; Prometheus computes rates and quantiles"
                + " from the scraped counters and histograms (rate(), histogram_quantile())";
        for (String property : new String[] {"enabled", "bucketNum", "timeWindowSeconds", "qpsTimeWindowMillSeconds",
            "enableQps", "enableRtPxx", "enableRt", "enableRequest"}) {
            rows.add(new PropertyRow(AggregationConfig.class, "<dubbo:aggregation>", property, aggregation,
                    "enabled".equals(property) ? "false" : null));
        }
        String push = "metrics are not pushed; Prometheus scrapes /metrics on the QoS port";
        for (String property : new String[] {"enabled", "baseUrl", "username", "password", "pushInterval", "job"}) {
            rows.add(new PropertyRow(PrometheusConfig.Pushgateway.class, "<dubbo:prometheus-pushgateway>", property,
                    push, "enabled".equals(property) ? "false" : null));
        }
        String discovery = "no HTTP service discovery endpoint is served; point Prometheus at the QoS port's /metrics";
        for (String property : new String[] {"enableHttpServiceDiscovery", "httpServiceDiscoveryUrl"}) {
            rows.add(new PropertyRow(PrometheusConfig.Exporter.class, "<dubbo:prometheus-exporter>", property,
                    discovery, "enableHttpServiceDiscovery".equals(property) ? "false" : null));
        }
        String http1 = "Dubbo Tuned's triple speaks HTTP/2 only, so HTTP/1 limits do not apply (the HTTP/2 ones are"
                + " max-header-list-size and max-frame-size)";
        for (String property : new String[] {"maxBodySize", "maxResponseBodySize", "maxChunkSize", "maxHeaderSize",
            "maxInitialLineLength", "initialBufferSize"}) {
            rows.add(new PropertyRow(TripleConfig.class, "<dubbo:triple>", property, http1, null));
        }
        rows.add(new PropertyRow(TripleConfig.class, "<dubbo:triple>", "enablePush", "gRPC never uses HTTP/2"
                + " server push", "false"));
        rows.add(new PropertyRow(TripleConfig.class, "<dubbo:triple>", "verbose", "triple logs through SLF4J;"
                + " raise its logger's level instead", "false"));
        return Collections.unmodifiableList(rows);
    }

    /** The nested settings of a config that the rows of {@link #NESTED_PROPERTIES} look at. */
    private static List<Object> nestedConfigs(Object config) {
        List<Object> nested = new java.util.ArrayList<>();
        if (config instanceof MetricsConfig) {
            MetricsConfig metrics = (MetricsConfig) config;
            nested.add(metrics.getAggregation());
            if (metrics.getPrometheus() != null) {
                nested.add(metrics.getPrometheus().getPushgateway());
                nested.add(metrics.getPrometheus().getExporter());
            }
        } else if (config instanceof ProtocolConfig) {
            nested.add(((ProtocolConfig) config).getTriple());
        }
        nested.removeAll(Collections.singleton(null));
        return nested;
    }

    private static List<Object> allConfigs(ConfigManager configs) {
        List<Object> all = new java.util.ArrayList<>();
        all.add(configs.getApplication());
        all.addAll(configs.getModules());
        all.addAll(configs.getRegistries());
        all.addAll(configs.getProtocols());
        all.addAll(configs.getProviders());
        all.addAll(configs.getConsumers());
        all.addAll(configs.getConfigCenters());
        all.addAll(configs.getMetadataReports());
        all.add(configs.getMonitor());
        all.add(configs.getMetrics());
        all.add(configs.getTracing());
        all.add(configs.getSsl());
        all.addAll(configs.getServices());
        all.addAll(configs.getReferences());
        all.removeAll(Collections.singleton(null));
        return all;
    }

    private static Object scope(AbstractConfig config) {
        try {
            return config.getApplicationModel();
        } catch (RuntimeException e) {
            return UnsupportedAttributes.class;
        }
    }

    private static Set<String> reportedIn(Object scope) {
        synchronized (REPORTED) {
            return REPORTED.computeIfAbsent(scope, s -> ConcurrentHashMap.newKeySet());
        }
    }

    private static void warnOnce(Object scope, String key, String message) {
        if (reportedIn(scope).add(key)) {
            log.warn(message);
        }
    }

    private static Map<String, String> rows(String... keysAndValues) {
        Map<String, String> rows = new LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            rows.put(keysAndValues[i], keysAndValues[i + 1]);
        }
        return Collections.unmodifiableMap(rows);
    }

    private static Map<Class<?>, String[]> configs(Object... rows) {
        Map<Class<?>, String[]> configs = new LinkedHashMap<>();
        for (int i = 0; i < rows.length; i += 3) {
            configs.put((Class<?>) rows[i], new String[] {(String) rows[i + 1], (String) rows[i + 2]});
        }
        return Collections.unmodifiableMap(configs);
    }

    /** A config property that reaches no URL, reported when it is set to anything but its harmless value. */
    private static final class PropertyRow {
        final Class<?> type;
        /** How to name a config of the type in the warning, or null to describe the config itself. */
        final String element;
        final String property;
        final String advice;
        final String harmless;

        PropertyRow(Class<?> type, String property, String advice) {
            this(type, null, property, advice, null);
        }

        PropertyRow(Class<?> type, String property, String advice, String harmless) {
            this(type, null, property, advice, harmless);
        }

        PropertyRow(Class<?> type, String element, String property, String advice, String harmless) {
            this.type = type;
            this.element = element;
            this.property = property;
            this.advice = advice;
            this.harmless = harmless;
        }

        void report(Object config, ApplicationModel application) {
            if (!type.isInstance(config)) {
                return;
            }
            Object value = read(config);
            if (value == null || value.toString().trim().isEmpty()
                    || (harmless != null && harmless.equalsIgnoreCase(value.toString().trim()))) {
                return;
            }
            String attribute = PropertyNames.split(property, '-');
            String shown = "password".equals(property) ? "******" : String.valueOf(value);
            warnOnce(application, type.getName() + "." + property, (element != null ? element : describe(config))
                    + ": '" + attribute + "' = '" + shown + "' is accepted but has no effect in Dubbo Tuned: " + advice);
        }

        private Object read(Object config) {
            String suffix = Character.toUpperCase(property.charAt(0)) + property.substring(1);
            for (String prefix : new String[] {"get", "is"}) {
                try {
                    Method getter = config.getClass().getMethod(prefix + suffix);
                    return getter.invoke(config);
                } catch (ReflectiveOperationException e) {
                    // try the other prefix
                }
            }
            return null;
        }

        private static String describe(Object config) {
            if (config instanceof MethodConfig) {
                return "<dubbo:method name=\"" + ((MethodConfig) config).getName() + "\">";
            }
            if (config instanceof AbstractInterfaceConfig && ((AbstractInterfaceConfig) config).getInterface() != null) {
                String tag = config instanceof ServiceConfigBase ? "service" : "reference";
                return "<dubbo:" + tag + " interface=\"" + ((AbstractInterfaceConfig) config).getInterface() + "\">";
            }
            return String.valueOf(config);
        }
    }
}
