package org.apache.dubbo.config.spring.surface;

import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.apache.dubbo.config.AbstractConfig;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ArgumentConfig;
import org.apache.dubbo.config.MethodConfig;
import org.apache.dubbo.config.ReferenceConfig;
import org.apache.dubbo.config.spring.ReferenceBean;
import org.apache.dubbo.config.spring.ServiceBean;
import org.springframework.context.support.GenericXmlApplicationContext;
import org.springframework.core.env.MapPropertySource;
import org.springframework.core.io.ByteArrayResource;

/**
 * Runs Spring XML contexts in which one {@code <dubbo:*>} element carries a set of attributes, and tells for each
 * attribute what happened: the context failed naming it, a warning named it, or its value can be seen on the
 * running configuration (the bean's property or parameters) — or none of these, which is what "accepted silently"
 * looks like.
 */
final class XmlSurfaceWalk {

    /** How an attribute fared. */
    enum Status { WORKS, WARNS, FAILS, SILENT }

    /** One attribute's outcome. */
    static final class Outcome {
        final Status status;
        final String detail;
        final int warningLines;

        Outcome(Status status, String detail, int warningLines) {
            this.status = status;
            this.detail = detail;
            this.warningLines = warningLines;
        }
    }

    /** Where each element under test goes, and the attributes the template already gives it. */
    private static final Map<String, String[]> FIXED = new HashMap<>();

    static {
        FIXED.put("application", new String[] {"id", "name"});
        FIXED.put("registry", new String[] {"id", "address"});
        FIXED.put("protocol", new String[] {"id", "name", "port", "host"});
        FIXED.put("provider", new String[] {"id"});
        FIXED.put("consumer", new String[] {"id"});
        FIXED.put("module", new String[] {"id", "name"});
        FIXED.put("monitor", new String[] {"id"});
        FIXED.put("metrics", new String[] {"id"});
        FIXED.put("tracing", new String[] {"id"});
        FIXED.put("ssl", new String[] {"id"});
        FIXED.put("config-center", new String[] {"id", "address"});
        FIXED.put("metadata-report", new String[] {"id", "address"});
        FIXED.put("service", new String[] {"id", "interface", "ref"});
        FIXED.put("reference", new String[] {"id", "interface", "url"});
        FIXED.put("method", new String[] {"name"});
        FIXED.put("argument", new String[] {"index"});
        FIXED.put("parameter", new String[] {"key", "value"});
        FIXED.put("annotation", new String[] {"package"});
    }

    /** Elements nested in others (child → parent chain, outermost first). */
    private static final Map<String, String[]> NESTING = new HashMap<>();

    static {
        for (String child : new String[] {"aggregation", "histogram", "prometheus-exporter", "prometheus-pushgateway"}) {
            NESTING.put(child, new String[] {"metrics"});
        }
        for (String child : new String[] {"sampling", "propagation", "baggage", "tracing-exporter"}) {
            NESTING.put(child, new String[] {"tracing"});
        }
        NESTING.put("correlation", new String[] {"tracing", "baggage"});
        NESTING.put("triple", new String[] {"protocol"});
        NESTING.put("remoteFields", new String[] {"tracing", "baggage"});
        NESTING.put("fields", new String[] {"tracing", "baggage", "correlation"});
        NESTING.put("zipkin-config", new String[] {"tracing", "tracing-exporter"});
        NESTING.put("triple", new String[] {"protocol"});
    }

    private final String namespace;
    private final int port;
    private final boolean asProperties;

    XmlSurfaceWalk(String namespace, int port) {
        this(namespace, port, false);
    }

    /**
     * @param asProperties set the attributes as {@code dubbo.*} properties of the Spring {@code Environment} (the
     *                     prefix of the element under test) instead of on the element
     */
    XmlSurfaceWalk(String namespace, int port, boolean asProperties) {
        this.namespace = namespace;
        this.port = port;
        this.asProperties = asProperties;
    }

    /** The property prefix of an element's attributes, or null when properties cannot address it. */
    static String propertyPrefix(String element) {
        String service = SurfaceService.class.getName();
        switch (element) {
            case "application": case "registry": case "protocol": case "provider": case "consumer": case "module":
            case "monitor": case "metrics": case "tracing": case "ssl": case "config-center": case "metadata-report":
                return "dubbo." + element + ".";
            case "service":
                return "dubbo.service." + service + ".";
            case "reference":
                return "dubbo.reference." + service + ".";
            case "method":
                return "dubbo.reference." + service + ".hello.";
            case "argument":
                return "dubbo.reference." + service + ".hello.0.";
            default:
                return null;
        }
    }

    static boolean isFixed(String element, String attribute) {
        String[] fixed = FIXED.get(element);
        if (fixed == null) {
            return false;
        }
        for (String name : fixed) {
            if (name.equals(attribute)) {
                return true;
            }
        }
        return false;
    }

    /** The outcome of each of {@code attributes} (with their sample values) on {@code element}. */
    Map<String, Outcome> walk(String element, Map<String, String> attributes) {
        Map<String, Outcome> outcomes = new LinkedHashMap<>();
        Run batch = run(element, attributes);
        if (batch.failure == null) {
            for (Map.Entry<String, String> attribute : attributes.entrySet()) {
                outcomes.put(attribute.getKey(), batch.outcome(element, attribute.getKey(), attribute.getValue()));
            }
            return outcomes;
        }
        for (Map.Entry<String, String> attribute : attributes.entrySet()) {
            Run alone = run(element, Collections.singletonMap(attribute.getKey(), attribute.getValue()));
            outcomes.put(attribute.getKey(), alone.failure != null
                    ? new Outcome(Status.FAILS, firstLine(alone.failure), 0)
                    : alone.outcome(element, attribute.getKey(), attribute.getValue()));
        }
        return outcomes;
    }

    private Run run(String element, Map<String, String> attributes) {
        String xml = document(element, asProperties ? Collections.<String, String>emptyMap() : attributes);
        Run run = new Run();
        run.warnings = Warnings.during(() -> {
            GenericXmlApplicationContext context = new GenericXmlApplicationContext();
            Map<String, Object> properties = new HashMap<>();
            properties.put("surface.port", port);
            if (asProperties) {
                for (Map.Entry<String, String> attribute : attributes.entrySet()) {
                    properties.put(propertyPrefix(element) + attribute.getKey(), attribute.getValue());
                }
            }
            context.getEnvironment().getPropertySources().addFirst(new MapPropertySource("surface", properties));
            try {
                context.load(new ByteArrayResource(xml.getBytes(StandardCharsets.UTF_8), "surface of <dubbo:"
                        + element + ">"));
                context.refresh();
                run.inspect(context);
            } catch (RuntimeException | LinkageError e) {
                run.failure = e;
            } finally {
                try {
                    context.close();
                } catch (RuntimeException e) {
                    // a context that failed to load may not close cleanly; the failure is what counts
                }
            }
        });
        return run;
    }

    private String document(String element, Map<String, String> attributes) {
        StringBuilder xml = new StringBuilder();
        xml.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
                .append("<beans xmlns=\"http://www.springframework.org/schema/beans\"\n")
                .append("       xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\"\n")
                .append("       xmlns:dubbo=\"").append(namespace).append("\"\n")
                .append("       xsi:schemaLocation=\"http://www.springframework.org/schema/beans")
                .append(" http://www.springframework.org/schema/beans/spring-beans.xsd ")
                .append(namespace).append(' ').append(namespace).append("/dubbo.xsd\">\n");
        Map<String, String> own = new LinkedHashMap<>(attributes);
        String[] nesting = NESTING.get(element);
        String root = nesting == null ? element : nesting[0];
        xml.append(tag(root, "application", "id=\"surfaceApplication\" name=\"surface\"", own, element, true));
        xml.append(tag(root, "registry", "id=\"surfaceRegistry\" address=\"N/A\"", own, element, true));
        String protocol = "id=\"dubbo\" name=\"dubbo\" host=\"127.0.0.1\" port=\"${surface.port}\"";
        if (nesting != null && "protocol".equals(nesting[0])) {
            xml.append(open(root, "protocol", protocol, own, element)).append(nested("protocol", nesting, element, own))
                    .append("  </dubbo:protocol>\n");
        } else {
            xml.append(tag(root, "protocol", protocol, own, element, true));
        }
        xml.append(tag(root, "provider", "id=\"surfaceProvider\"", own, element, true));
        xml.append(tag(root, "consumer", "id=\"surfaceConsumer\"", own, element, true));
        xml.append(tag(root, "module", "id=\"surfaceModule\" name=\"surface-module\"", own, element, true));
        xml.append(tag(root, "monitor", "id=\"surfaceMonitor\"", own, element, needs(own, "surfaceMonitor")));
        xml.append(tag(root, "ssl", "id=\"surfaceSsl\"", own, element, false));
        xml.append(tag(root, "config-center", "id=\"surfaceConfigCenter\" address=\"zookeeper://127.0.0.1:2181\"",
                own, element, false));
        xml.append(tag(root, "metadata-report", "id=\"surfaceMetadataReport\""
                + " address=\"zookeeper://127.0.0.1:2181\"", own, element, false));
        for (String container : new String[] {"metrics", "tracing"}) {
            String id = "id=\"surface" + Character.toUpperCase(container.charAt(0)) + container.substring(1) + "\"";
            if (container.equals(root) && nesting == null) {
                xml.append(tag(root, container, id, own, element, false));
            } else if (container.equals(root)) {
                xml.append(open(root, container, id, own, element)).append(nested(container, nesting, element, own))
                        .append("</dubbo:").append(container).append(">\n");
            }
        }
        if ("annotation".equals(element)) {
            xml.append("  <dubbo:annotation package=\"org.apache.dubbo.config.spring.surface.scanned\"")
                    .append(attributesText(own)).append("/>\n");
        }
        xml.append("  <bean id=\"surfaceImpl\" class=\"").append(SurfaceServiceImpl.class.getName()).append("\"/>\n")
                .append("  <bean id=\"surfaceNotifier\" class=\"").append(SurfaceNotifier.class.getName())
                .append("\"/>\n")
                .append("  <bean id=\"surfaceExecutor\" class=\"").append(SurfaceExecutor.class.getName())
                .append("\"/>\n");
        boolean implementationByClass = "service".equals(element) && own.containsKey("class");
        xml.append("  <dubbo:service id=\"surfaceService\" interface=\"").append(SurfaceService.class.getName())
                .append('"').append(implementationByClass ? "" : " ref=\"surfaceImpl\"")
                .append("service".equals(element) ? attributesText(own) : "").append(">\n")
                .append(members(element, own)).append("  </dubbo:service>\n");
        xml.append("  <dubbo:reference id=\"surfaceReference\" interface=\"").append(SurfaceService.class.getName())
                .append("\" url=\"dubbo://127.0.0.1:${surface.port}\"")
                .append("reference".equals(element) ? attributesText(own) : " check=\"false\"").append(">\n")
                .append(members(element, own)).append("  </dubbo:reference>\n");
        xml.append("</beans>\n");
        return xml.toString();
    }

    private static boolean needs(Map<String, String> attributes, String beanId) {
        return attributes.containsValue(beanId);
    }

    /** A top-level element of the template: present when under test, or when {@code always}. */
    private static String tag(String root, String name, String fixed, Map<String, String> own, String element,
                              boolean always) {
        if (!name.equals(root) && !always) {
            return "";
        }
        return "  <dubbo:" + name + " " + fixed + (name.equals(element) ? attributesText(own) : "") + "/>\n";
    }

    private static String open(String root, String name, String fixed, Map<String, String> own, String element) {
        return "  <dubbo:" + name + " " + fixed + (name.equals(element) ? attributesText(own) : "") + ">\n";
    }

    /** The chain of nested elements under {@code container} down to the element under test. */
    private static String nested(String container, String[] nesting, String element, Map<String, String> own) {
        if (nesting == null || !nesting[0].equals(container)) {
            return "";
        }
        StringBuilder xml = new StringBuilder();
        for (int i = 1; i < nesting.length; i++) {
            xml.append("    <dubbo:").append(nesting[i]).append(">\n");
        }
        xml.append("    <dubbo:").append(element).append(attributesText(own)).append("/>\n");
        for (int i = nesting.length - 1; i >= 1; i--) {
            xml.append("    </dubbo:").append(nesting[i]).append(">\n");
        }
        return xml.toString();
    }

    /** The method, argument and parameter children of the service and the reference. */
    private static String members(String element, Map<String, String> own) {
        if ("method".equals(element)) {
            return "    <dubbo:method name=\"hello\"" + attributesText(own) + "/>\n";
        }
        if ("argument".equals(element)) {
            return "    <dubbo:method name=\"hello\">\n      <dubbo:argument index=\"0\"" + attributesText(own)
                    + "/>\n    </dubbo:method>\n";
        }
        if ("parameter".equals(element)) {
            return "    <dubbo:parameter key=\"surface.key\" value=\"surface-value\"" + attributesText(own) + "/>\n";
        }
        return "";
    }

    private static String attributesText(Map<String, String> attributes) {
        StringBuilder text = new StringBuilder();
        for (Map.Entry<String, String> attribute : attributes.entrySet()) {
            text.append(' ').append(attribute.getKey()).append("=\"").append(attribute.getValue()).append('"');
        }
        return text.toString();
    }

    /** The part of an outcome worth a table cell: what to do for a warning, the cause for a failure. */
    static String brief(String detail) {
        String text = detail;
        int advice = text.indexOf("has no effect in Dubbo Tuned: ");
        if (advice >= 0) {
            text = "no effect: " + text.substring(advice + "has no effect in Dubbo Tuned: ".length());
        } else if (text.contains(" names no attribute of ")) {
            text = text.substring(text.indexOf(" names no attribute of ") + 1);
        } else if (text.contains("cvc-")) {
            text = "schema: " + text.substring(text.indexOf("cvc-"));
        }
        text = text.replace("|", "\\|").trim();
        return text.length() > 160 ? text.substring(0, 157) + "..." : text;
    }

    static String firstLine(Throwable failure) {
        StringBuilder messages = new StringBuilder();
        for (Throwable t = failure; t != null; t = t.getCause()) {
            if (t.getMessage() != null) {
                messages.append(t.getMessage()).append(" | ");
            }
            if (t.getCause() == t) {
                break;
            }
        }
        return messages.toString().replace('\n', ' ');
    }

    /** One context run: its failure, or what it showed. */
    private final class Run {
        Throwable failure;
        List<String> warnings = Collections.emptyList();
        final Map<String, List<Object>> beans = new HashMap<>();
        final List<String> beanNames = new ArrayList<>();

        void inspect(GenericXmlApplicationContext context) {
            beanNames.addAll(java.util.Arrays.asList(context.getBeanDefinitionNames()));
            put("application", context.getBean(ApplicationConfig.class));
            for (String[] byId : new String[][] {{"registry", "surfaceRegistry"}, {"protocol", "dubbo"},
                {"provider", "surfaceProvider"}, {"consumer", "surfaceConsumer"}, {"module", "surfaceModule"},
                {"monitor", "surfaceMonitor"}, {"ssl", "surfaceSsl"}, {"config-center", "surfaceConfigCenter"},
                {"metadata-report", "surfaceMetadataReport"}, {"metrics", "surfaceMetrics"},
                {"tracing", "surfaceTracing"}}) {
                if (context.containsBean(byId[1])) {
                    put(byId[0], context.getBean(byId[1]));
                }
            }
            org.apache.dubbo.config.context.ConfigManager configs = org.apache.dubbo.config.spring.context
                    .DubboSpringContext.of(context).getBootstrap().getConfigManager();
            putIfNone("monitor", configs.getMonitor());
            putIfNone("metrics", configs.getMetrics());
            for (Object protocol : beans.getOrDefault("protocol", Collections.emptyList())) {
                putIfNone("triple", ((org.apache.dubbo.config.ProtocolConfig) protocol).getTriple());
            }
            for (Object metrics : beans.getOrDefault("metrics", Collections.emptyList())) {
                putNestedMetrics((org.apache.dubbo.config.MetricsConfig) metrics);
            }
            putIfNone("tracing", configs.getTracing());
            putIfNone("ssl", configs.getSsl());
            for (Object center : configs.getConfigCenters()) {
                putIfNone("config-center", center);
            }
            for (Object report : configs.getMetadataReports()) {
                putIfNone("metadata-report", report);
            }
            ServiceBean<?> service = context.getBean("surfaceService", ServiceBean.class);
            ReferenceConfig<?> reference = context.getBean("&surfaceReference", ReferenceBean.class)
                    .getReferenceConfig();
            put("service", service);
            put("reference", reference);
            for (AbstractConfig owner : new AbstractConfig[] {service, reference}) {
                List<MethodConfig> methods = owner instanceof ServiceBean ? ((ServiceBean<?>) owner).getMethods()
                        : ((ReferenceConfig<?>) owner).getMethods();
                put("parameter", owner);
                if (methods != null) {
                    for (MethodConfig method : methods) {
                        put("method", method);
                        if (method.getArguments() != null) {
                            for (ArgumentConfig argument : method.getArguments()) {
                                put("argument", argument);
                            }
                        }
                    }
                }
            }
            for (ServiceBean<?> scanned : context.getBeansOfType(ServiceBean.class).values()) {
                if ("scanned".equals(scanned.getGroup())) {
                    put("annotation", scanned);
                }
            }
        }

        /** The children of {@code <dubbo:metrics>} are properties of its bean, not beans of their own. */
        private void putNestedMetrics(org.apache.dubbo.config.MetricsConfig metrics) {
            putIfNone("aggregation", metrics.getAggregation());
            putIfNone("histogram", metrics.getHistogram());
            if (metrics.getPrometheus() != null) {
                putIfNone("prometheus-exporter", metrics.getPrometheus().getExporter());
                putIfNone("prometheus-pushgateway", metrics.getPrometheus().getPushgateway());
            }
        }

        private void putIfNone(String element, Object bean) {
            if (bean != null && !beans.containsKey(element)) {
                put(element, bean);
            }
        }

        private void put(String element, Object bean) {
            beans.computeIfAbsent(element, e -> new ArrayList<>()).add(bean);
        }

        Outcome outcome(String element, String attribute, String value) {
            List<String> naming = new ArrayList<>();
            String elementWarning = null;
            String propertyKey = asProperties ? propertyPrefix(element) + attribute : null;
            for (String line : warnings) {
                if (names(line, element, attribute)
                        || (propertyKey != null && line.contains(propertyKey + " (") && line.contains("ignored"))) {
                    naming.add(line);
                } else if (isWholeElementWarning(line, element)) {
                    elementWarning = line;
                }
            }
            if (!naming.isEmpty()) {
                return new Outcome(Status.WARNS, strip(naming.get(0)), naming.size());
            }
            if (elementWarning != null) {
                return new Outcome(Status.WARNS, strip(elementWarning), 1);
            }
            String seen = observed(element, attribute, value);
            return seen != null ? new Outcome(Status.WORKS, seen, 0) : new Outcome(Status.SILENT,
                    "no warning, and the value is on no bean", 0);
        }

        /** A warning about the element as a whole ({@code <dubbo:metrics .../> is accepted but ...}). */
        private boolean isWholeElementWarning(String line, String element) {
            int at = line.indexOf("<dubbo:" + element);
            int end = at + "<dubbo:".length() + element.length();
            return at >= 0 && end < line.length() && (line.charAt(end) == ' ' || line.charAt(end) == '/'
                    || line.charAt(end) == '>') && line.contains("is accepted but has no effect")
                    && !line.contains("' = '");
        }

        private boolean names(String line, String element, String attribute) {
            boolean member = "method".equals(element) || "argument".equals(element);
            java.util.Collection<String> keys = new java.util.HashSet<>(XmlSurfaceNames.keys(attribute));
            if ("path".equals(attribute) && ("protocol".equals(element) || "provider".equals(element))) {
                keys.add("contextpath");
            }
            for (String key : keys) {
                if (line.contains("'" + key + "' =") || (member && line.contains("." + key + "' ="))) {
                    return true;
                }
            }
            return false;
        }

        private String strip(String line) {
            int at = line.indexOf(" WARN ");
            return at < 0 ? line : line.substring(at + 6);
        }

        /** Where the value of {@code attribute} shows on the running configuration, or null. */
        private String observed(String element, String attribute, String value) {
            if ("id".equals(attribute)) {
                return beanNames.contains(value) ? "names the bean '" + value + "'" : null;
            }
            if ("annotation".equals(element)) {
                return beans.containsKey("annotation") ? "@DubboService classes of the package are exported" : null;
            }
            for (Object bean : beans.getOrDefault(element, Collections.emptyList())) {
                if ("parameter".equals(element)) {
                    Map<String, String> parameters = XmlSurfaceWalk.parametersOf(bean);
                    if (parameters != null && "hide".equals(attribute) && parameters.containsKey(".surface.key")) {
                        return "parameter key becomes '.surface.key' (kept off the registry)";
                    }
                    if (parameters != null && parameters.containsKey("surface.key")
                            && !"hide".equals(attribute)) {
                        return "parameters['surface.key'] = " + parameters.get("surface.key");
                    }
                    continue;
                }
                String shown = XmlSurfaceNames.read(bean, element, attribute);
                if (shown != null && (matches(shown, value) || XmlSurfaceNames.isReference(attribute))) {
                    return "property = " + shown;
                }
                {
                    Map<String, String> parameters = XmlSurfaceWalk.parametersOf(bean);
                    if (parameters != null && parameters.containsKey(attribute)) {
                        return "parameters['" + attribute + "'] = " + parameters.get(attribute);
                    }
                }
            }
            return null;
        }

        private boolean matches(String shown, String value) {
            if (shown.equalsIgnoreCase(value)) {
                return true;
            }
            try {
                return Double.parseDouble(shown) == Double.parseDouble(value);
            } catch (NumberFormatException e) {
                return shown.contains(value);
            }
        }
    }

    /** Reads a property for an attribute; null if the bean has none or it is unset. */
    static Object readProperty(Object bean, String property) {
        String suffix = Character.toUpperCase(property.charAt(0)) + property.substring(1);
        for (String prefix : new String[] {"get", "is"}) {
            try {
                Method getter = bean.getClass().getMethod(prefix + suffix);
                return getter.invoke(bean);
            } catch (ReflectiveOperationException e) {
                // try the other prefix
            }
        }
        return null;
    }

    /** The bean's free-form parameters, or null if it has none. */
    @SuppressWarnings("unchecked")
    static Map<String, String> parametersOf(Object bean) {
        Object parameters = readProperty(bean, "parameters");
        return parameters instanceof Map ? (Map<String, String>) parameters : null;
    }

    static Set<String> fixedOf(String element) {
        String[] fixed = FIXED.get(element);
        return fixed == null ? Collections.<String>emptySet() : new java.util.TreeSet<>(java.util.Arrays.asList(fixed));
    }
}
