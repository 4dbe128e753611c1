package org.apache.dubbo.config.spring.schema;

import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

import org.apache.dubbo.config.ArgumentConfig;
import org.apache.dubbo.config.ConsumerConfig;
import org.apache.dubbo.config.MethodConfig;
import org.apache.dubbo.config.ProviderConfig;
import org.apache.dubbo.config.ReferenceConfig;
import org.apache.dubbo.config.spring.Constants;
import org.apache.dubbo.config.spring.ReferenceBean;
import org.apache.dubbo.config.spring.ServiceBean;
import org.apache.dubbo.rpc.service.GenericService;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.config.BeanDefinition;
import org.springframework.beans.factory.config.BeanDefinitionHolder;
import org.springframework.beans.factory.config.RuntimeBeanReference;
import org.springframework.beans.factory.config.TypedStringValue;
import org.springframework.beans.factory.support.ManagedList;
import org.springframework.beans.factory.support.ManagedMap;
import org.springframework.beans.factory.support.RootBeanDefinition;
import org.springframework.beans.factory.xml.BeanDefinitionParser;
import org.springframework.beans.factory.xml.ParserContext;
import org.springframework.util.ClassUtils;
import org.w3c.dom.Attr;
import org.w3c.dom.Element;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * Turns one {@code <dubbo:*>} element into a bean definition of its config class.
 *
 * <ul>
 *   <li>An attribute names a property of the bean class in kebab case ({@code prefer-serialization}). A property
 *       of a simple type takes the text (placeholders resolved, converted and checked later, with the element in
 *       every error); a property of a bean type takes the bean of that id ({@code consumer}, {@code monitor},
 *       {@code executor}, ...).</li>
 *   <li>{@code registry} (and {@code protocol} on services and providers) keeps the comma-separated ids, resolved
 *       when the service or reference starts; {@code N/A} means no registry. {@code provider} names the provider
 *       bean of a service; {@code ref} the implementation bean, or {@code class} an implementation created here
 *       with its nested {@code beans:property} elements.</li>
 *   <li>Attributes of other XML namespaces, and the few declared attributes without a property
 *       ({@code failbacktasks}, protocol {@code keepalive}, registry {@code forks}, config center
 *       {@code include-spring-env}), become URL parameters, as do {@code <dubbo:parameter>} children.</li>
 *   <li>Any other attribute is an error naming it, its value and the closest known attribute.</li>
 *   <li>The values that old schemas filled in as defaults ({@code timeout="0"}, {@code async="false"},
 *       {@code version="0.0.0"}, {@code delay="0"}, {@code stat="-1"}, {@code reliable="false"}) count as unset.</li>
 * </ul>
 *
 * <p>A {@code <dubbo:reference>} becomes a {@link ReferenceBean} whose constructor takes the properties of its
 * {@link ReferenceConfig}, so that Spring resolves the beans among them; its object type is declared so that
 * autowiring by type does not need to create it.
 */
final class ConfigElementParser implements BeanDefinitionParser {

    private static final Logger log = LoggerFactory.getLogger(ConfigElementParser.class);

    static final Set<String> DUBBO_NAMESPACES = Collections.unmodifiableSet(new HashSet<>(Arrays.asList(
            "http://dubbo.apache.org/schema/dubbo", "http://code.alibabatech.com/schema/dubbo")));

    private static final String XMLNS = "http://www.w3.org/2000/xmlns/";
    private static final String XSI = "http://www.w3.org/2001/XMLSchema-instance";

    /** Declared attributes without a bean property: they travel as URL parameters, by element. */
    private static final Map<String, Set<String>> PARAMETER_ATTRIBUTES = new HashMap<>();

    static {
        for (String element : new String[] {"provider", "consumer", "service", "reference", "method"}) {
            PARAMETER_ATTRIBUTES.put(element, Collections.singleton("failbacktasks"));
        }
        PARAMETER_ATTRIBUTES.put("protocol", Collections.singleton("keepalive"));
        PARAMETER_ATTRIBUTES.put("registry", Collections.singleton("forks"));
        PARAMETER_ATTRIBUTES.put("config-center", Collections.singleton("include-spring-env"));
    }

    /** Children of {@code <dubbo:metrics>} (Apache Dubbo 3.3's schema) and the nested settings they fill. */
    private static final Map<String, Class<?>> METRICS_CHILDREN = new HashMap<>();

    static {
        METRICS_CHILDREN.put("histogram", org.apache.dubbo.config.nested.HistogramConfig.class);
        METRICS_CHILDREN.put("aggregation", org.apache.dubbo.config.nested.AggregationConfig.class);
        METRICS_CHILDREN.put("prometheus-exporter", org.apache.dubbo.config.nested.PrometheusConfig.Exporter.class);
        METRICS_CHILDREN.put("prometheus-pushgateway",
                org.apache.dubbo.config.nested.PrometheusConfig.Pushgateway.class);
    }

    /** Literal defaults of old schemas, treated as unset (attribute → value). */
    private static final Map<String, String> SCHEMA_DEFAULTS = new HashMap<>();

    static {
        SCHEMA_DEFAULTS.put("timeout", "0");
        SCHEMA_DEFAULTS.put("async", "false");
        SCHEMA_DEFAULTS.put("version", "0.0.0");
        SCHEMA_DEFAULTS.put("delay", "0");
        SCHEMA_DEFAULTS.put("stat", "-1");
        SCHEMA_DEFAULTS.put("reliable", "false");
    }

    private final Class<?> beanClass;

    ConfigElementParser(Class<?> beanClass) {
        this.beanClass = beanClass;
    }

    @Override
    public BeanDefinition parse(Element element, ParserContext context) {
        return parseElement(element, context, beanClass, null);
    }

    /**
     * Parses a top-level element (also one nested in a provider or consumer, then {@code parent} is the
     * provider/consumer bean name) and registers its definition.
     */
    private static RootBeanDefinition parseElement(Element element, ParserContext context, Class<?> beanClass,
                                                   String parent) {
        XmlElementOrigin origin = new XmlElementOrigin(element, resourceOf(context));
        boolean reference = beanClass == ReferenceBean.class;
        Class<?> propertiesClass = reference ? ReferenceConfig.class : beanClass;
        String id = element.getAttribute("id").trim();
        String beanName = id.isEmpty() ? generatedName(element, context, beanClass) : id;

        ElementProperties properties = new ElementProperties(element, context, propertiesClass, origin);
        if (!id.isEmpty()) {
            properties.put("id", new TypedStringValue(id));
        }
        properties.readAttributes();
        if (parent != null) {
            properties.put(beanClass == ServiceBean.class ? "provider" : "consumer", new RuntimeBeanReference(parent));
        }
        properties.readChildren(beanName);

        RootBeanDefinition definition;
        if (reference) {
            definition = new RootBeanDefinition(ReferenceBean.class);
            definition.getConstructorArgumentValues().addGenericArgumentValue(properties.asMap());
            definition.setAttribute(Constants.OBJECT_TYPE_ATTRIBUTE, referenceType(element, context, origin));
        } else {
            definition = new RootBeanDefinition(beanClass);
            properties.copyTo(definition);
        }
        definition.setAttribute(Constants.ORIGIN_ATTRIBUTE, origin);
        definition.setLazyInit(false);
        context.getRegistry().registerBeanDefinition(beanName, definition);

        if (beanClass == ProviderConfig.class || beanClass == ConsumerConfig.class) {
            parseNested(element, context, beanName, definition,
                    beanClass == ProviderConfig.class ? "service" : "reference",
                    beanClass == ProviderConfig.class ? ServiceBean.class : ReferenceBean.class);
        }
        return definition;
    }

    private static String resourceOf(ParserContext context) {
        return context.getReaderContext().getResource() == null ? null
                : context.getReaderContext().getResource().getDescription();
    }

    /** {@code {class}#{name or interface}#{n}}, the first free n from 0. */
    private static String generatedName(Element element, ParserContext context, Class<?> beanClass) {
        String qualifier = element.getAttribute("name").trim();
        if (qualifier.isEmpty()) {
            qualifier = element.getAttribute("interface").trim();
        }
        String prefix = beanClass.getName() + (qualifier.isEmpty() ? "#" : "#" + qualifier + "#");
        int counter = 0;
        while (context.getRegistry().containsBeanDefinition(prefix + counter)) {
            counter++;
        }
        return prefix + counter;
    }

    /** Services (references) nested in a provider (consumer) take it as theirs; it stops being the default. */
    private static void parseNested(Element element, ParserContext context, String beanName,
                                    RootBeanDefinition definition, String tag, Class<?> nestedClass) {
        boolean any = false;
        for (Element child : children(element)) {
            if (tag.equals(child.getLocalName())) {
                any = true;
                parseElement(child, context, nestedClass, beanName);
            }
        }
        if (any && element.getAttribute("default").trim().isEmpty()) {
            definition.getPropertyValues().addPropertyValue("default", new TypedStringValue("false"));
        }
    }

    private static Class<?> referenceType(Element element, ParserContext context, XmlElementOrigin origin) {
        String interfaceName = element.getAttribute("interface").trim();
        if (interfaceName.isEmpty()) {
            context.getReaderContext().error("Missing attribute interface of " + origin.describe()
                    + ": a reference needs the service interface, e.g. interface=\"com.example.GreetingService\"",
                    element);
            return null;
        }
        String generic = element.getAttribute("generic").trim();
        if (interfaceName.contains("${")) {
            return null;
        }
        try {
            return ClassUtils.forName(interfaceName, context.getReaderContext().getBeanClassLoader());
        } catch (ClassNotFoundException | LinkageError e) {
            if (!generic.isEmpty() && !"false".equalsIgnoreCase(generic)) {
                return GenericService.class;
            }
            context.getReaderContext().error("Invalid " + origin.describe("interface", interfaceName)
                    + ": class not found (" + e + ")", element);
            return null;
        }
    }

    static Iterable<Element> children(Element element) {
        java.util.List<Element> children = new java.util.ArrayList<>();
        NodeList nodes = element.getChildNodes();
        for (int i = 0; i < nodes.getLength(); i++) {
            if (nodes.item(i) instanceof Element) {
                children.add((Element) nodes.item(i));
            }
        }
        return children;
    }

    /** The properties one element gives its bean: attributes, parameters, methods. */
    private static final class ElementProperties {

        private final Element element;
        private final ParserContext context;
        private final Class<?> type;
        private final XmlElementOrigin origin;
        private final String tag;
        private final Map<String, Object> values = new LinkedHashMap<>();
        private final ManagedMap<String, Object> parameters = new ManagedMap<>();
        private final ManagedList<Object> methods = new ManagedList<>();

        ElementProperties(Element element, ParserContext context, Class<?> type, XmlElementOrigin origin) {
            this.element = element;
            this.context = context;
            this.type = type;
            this.origin = origin;
            this.tag = element.getLocalName();
        }

        void put(String property, Object value) {
            values.put(property, value);
        }

        void readAttributes() {
            NamedNodeMap attributes = element.getAttributes();
            for (int i = 0; i < attributes.getLength(); i++) {
                Attr attribute = (Attr) attributes.item(i);
                String namespace = attribute.getNamespaceURI();
                String name = attribute.getLocalName() != null ? attribute.getLocalName() : attribute.getName();
                if (XMLNS.equals(namespace) || XSI.equals(namespace) || name.startsWith("xmlns")) {
                    continue;
                }
                String value = attribute.getValue().trim();
                if (namespace != null && !DUBBO_NAMESPACES.contains(namespace)) {
                    parameters.put(name, new TypedStringValue(value));
                    continue;
                }
                if (value.isEmpty() || "id".equals(name) || value.equals(SCHEMA_DEFAULTS.get(name))) {
                    continue;
                }
                readAttribute(name, value);
            }
        }

        private void readAttribute(String attribute, String value) {
            String property = XmlNames.propertyOf(attribute);
            if ("registry".equals(attribute) && hasProperty("registryIds")) {
                values.put("registryIds", new TypedStringValue(value));
            } else if ("protocol".equals(attribute) && hasProperty("protocolIds")) {
                values.put("protocolIds", new TypedStringValue(value));
            } else if ("ref".equals(attribute) && type == ServiceBean.class) {
                checkSingleton(value);
                values.put("ref", new RuntimeBeanReference(value));
            } else if ("class".equals(attribute) && type == ServiceBean.class) {
                values.put("ref", implementation(value));
            } else if (isCallback(attribute)) {
                int dot = value.lastIndexOf('.');
                if (dot <= 0 || dot == value.length() - 1) {
                    error(origin.describe(property, value) + ": expected beanId.methodName");
                    return;
                }
                values.put(property, new RuntimeBeanReference(value.substring(0, dot)));
                values.put(property + "Method", new TypedStringValue(value.substring(dot + 1)));
            } else if (isSimpleProperty(property)) {
                values.put(property, new TypedStringValue(value));
            } else if (hasProperty(property)) {
                values.put(property, new RuntimeBeanReference(value));
            } else if (PARAMETER_ATTRIBUTES.getOrDefault(tag, Collections.<String>emptySet()).contains(attribute)) {
                parameters.put(attribute, new TypedStringValue(value));
            } else {
                error("Unknown " + origin.describe(property, value) + suggestion(attribute));
            }
        }

        private boolean isCallback(String attribute) {
            return type == MethodConfig.class
                    && ("onreturn".equals(attribute) || "onthrow".equals(attribute) || "oninvoke".equals(attribute));
        }

        private void checkSingleton(String beanName) {
            if (context.getRegistry().containsBeanDefinition(beanName)
                    && !context.getRegistry().getBeanDefinition(beanName).isSingleton()) {
                error(origin.describe("ref", beanName) + ": the implementation bean must be a singleton");
            }
        }

        private BeanDefinitionHolder implementation(String className) {
            Class<?> implementation;
            try {
                implementation = ClassUtils.forName(className, context.getReaderContext().getBeanClassLoader());
            } catch (ClassNotFoundException | LinkageError e) {
                error("Invalid " + origin.describe("class", className) + ": class not found");
                return null;
            }
            RootBeanDefinition definition = new RootBeanDefinition(implementation);
            for (Element child : children(element)) {
                if ("property".equals(child.getLocalName())) {
                    context.getDelegate().parsePropertyElement(child, definition);
                }
            }
            return new BeanDefinitionHolder(definition, className + "#" + System.identityHashCode(definition));
        }

        /** A property whose getter returns a type text converts to (the getter decides, as in Apache Dubbo). */
        private boolean isSimpleProperty(String property) {
            Method getter = getter(property);
            if (getter == null) {
                return false;
            }
            Class<?> returned = getter.getReturnType();
            return returned.isPrimitive() || returned == String.class || returned == Boolean.class
                    || Number.class.isAssignableFrom(returned) || returned.isEnum();
        }

        private boolean hasProperty(String property) {
            return getter(property) != null;
        }

        private Method getter(String property) {
            if (property.isEmpty()) {
                return null;
            }
            String suffix = Character.toUpperCase(property.charAt(0)) + property.substring(1);
            for (String prefix : new String[] {"get", "is"}) {
                try {
                    Method getter = type.getMethod(prefix + suffix);
                    for (Method method : type.getMethods()) {
                        if (method.getName().equals("set" + suffix) && method.getParameterCount() == 1) {
                            return getter;
                        }
                    }
                } catch (NoSuchMethodException e) {
                    // try the other prefix
                }
            }
            return null;
        }

        private String suggestion(String attribute) {
            Set<String> known = new TreeSet<>();
            for (Method method : type.getMethods()) {
                if (method.getName().startsWith("set") && method.getName().length() > 3
                        && method.getParameterCount() == 1) {
                    String property = Character.toLowerCase(method.getName().charAt(3)) + method.getName().substring(4);
                    if (isSimpleProperty(property) || hasProperty(property)) {
                        known.add(XmlNames.attributeOf(property));
                    }
                }
            }
            String closest = null;
            int best = 3;
            for (String candidate : known) {
                int distance = EditDistance.between(attribute, candidate);
                if (distance < best) {
                    best = distance;
                    closest = candidate;
                }
            }
            return closest == null ? ": <dubbo:" + tag + "> has no such attribute"
                    : ": <dubbo:" + tag + "> has no such attribute; did you mean " + closest + "?";
        }

        void readChildren(String beanName) {
            for (Element child : children(element)) {
                String name = child.getLocalName();
                if (!DUBBO_NAMESPACES.contains(child.getNamespaceURI())) {
                    continue;
                }
                if ("parameter".equals(name)) {
                    String key = child.getAttribute("key").trim();
                    String value = child.getAttribute("value");
                    boolean hide = "true".equalsIgnoreCase(child.getAttribute("hide").trim());
                    parameters.put(hide ? "." + key : key, new TypedStringValue(value));
                } else if ("method".equals(name)) {
                    methods.add(method(child, beanName));
                } else if (type == org.apache.dubbo.config.MetricsConfig.class && METRICS_CHILDREN.containsKey(name)) {
                    metricsChild(child, name);
                } else if (type == org.apache.dubbo.config.ProtocolConfig.class && "triple".equals(name)) {
                    values.put("triple", settingsBean(child, org.apache.dubbo.config.nested.TripleConfig.class,
                            name));
                } else if (!isHandledElsewhere(name)) {
                    log.warn("<dubbo:{}>{} in {} is accepted but has no effect in Dubbo Tuned: its settings are not"
                            + " supported yet; remove it, or keep it for Apache Dubbo", name, nestedNames(child),
                            origin.describe());
                }
            }
            if (!parameters.isEmpty()) {
                if (hasProperty("parameters")) {
                    values.put("parameters", parameters);
                } else {
                    log.warn("{}: {} is accepted but has no effect in Dubbo Tuned", origin.describe(),
                            parameters.keySet());
                }
            }
            if (!methods.isEmpty()) {
                values.put("methods", methods);
            }
        }

        /** {@code <dubbo:histogram enabled="true"/>} inside {@code <dubbo:metrics>}: a nested settings bean. */
        private void metricsChild(Element child, String name) {
            BeanDefinitionHolder holder = settingsBean(child, METRICS_CHILDREN.get(name), name);
            if (name.startsWith("prometheus-")) {
                Object existing = values.get("prometheus");
                BeanDefinitionHolder prometheus = existing instanceof BeanDefinitionHolder
                        ? (BeanDefinitionHolder) existing
                        : new BeanDefinitionHolder(new RootBeanDefinition(
                        org.apache.dubbo.config.nested.PrometheusConfig.class), "prometheus#" + System.nanoTime());
                prometheus.getBeanDefinition().getPropertyValues().add(
                        "prometheus-exporter".equals(name) ? "exporter" : "pushgateway", holder);
                values.put("prometheus", prometheus);
            } else {
                values.put(XmlNames.propertyOf(name), holder);
            }
        }

        /** A nested settings bean of {@code type} whose properties are the attributes of {@code child}. */
        private BeanDefinitionHolder settingsBean(Element child, Class<?> type, String name) {
            RootBeanDefinition nested = new RootBeanDefinition(type);
            NamedNodeMap attributes = child.getAttributes();
            for (int i = 0; i < attributes.getLength(); i++) {
                org.w3c.dom.Node attribute = attributes.item(i);
                if (attribute.getNamespaceURI() == null || DUBBO_NAMESPACES.contains(attribute.getNamespaceURI())) {
                    nested.getPropertyValues().add(XmlNames.propertyOf(attribute.getLocalName() == null
                            ? attribute.getNodeName() : attribute.getLocalName()), attribute.getNodeValue());
                }
            }
            return new BeanDefinitionHolder(nested, name + "#" + System.identityHashCode(nested));
        }

        /** The dubbo elements inside {@code element}, e.g. {@code  (with <dubbo:correlation>, <dubbo:fields>)}. */
        private String nestedNames(Element element) {
            Set<String> names = new java.util.LinkedHashSet<>();
            NodeList all = element.getElementsByTagNameNS("*", "*");
            for (int i = 0; i < all.getLength(); i++) {
                if (DUBBO_NAMESPACES.contains(all.item(i).getNamespaceURI())) {
                    names.add("<dubbo:" + all.item(i).getLocalName() + ">");
                }
            }
            return names.isEmpty() ? "" : " (with " + String.join(", ", names) + ")";
        }

        /** Children parsed by someone else: services/references nested in a provider/consumer, method arguments. */
        private boolean isHandledElsewhere(String child) {
            return ("service".equals(child) && "provider".equals(tag))
                    || ("reference".equals(child) && "consumer".equals(tag))
                    || ("argument".equals(child) && "method".equals(tag));
        }

        private BeanDefinitionHolder method(Element method, String parentName) {
            String name = method.getAttribute("name").trim();
            XmlElementOrigin methodOrigin = new XmlElementOrigin(method, resourceOf(context));
            if (name.isEmpty()) {
                error("Missing attribute name of " + methodOrigin.describe() + " in " + origin.describe());
            }
            ElementProperties properties = new ElementProperties(method, context, MethodConfig.class, methodOrigin);
            properties.readAttributes();
            ManagedList<Object> arguments = new ManagedList<>();
            for (Element child : children(method)) {
                if ("argument".equals(child.getLocalName())) {
                    arguments.add(argument(child));
                }
            }
            properties.readChildren(parentName + "." + name);
            if (!arguments.isEmpty()) {
                properties.put("arguments", arguments);
            }
            RootBeanDefinition definition = new RootBeanDefinition(MethodConfig.class);
            properties.copyTo(definition);
            definition.setAttribute(Constants.ORIGIN_ATTRIBUTE, methodOrigin);
            return new BeanDefinitionHolder(definition, parentName + "." + name);
        }

        private BeanDefinitionHolder argument(Element argument) {
            XmlElementOrigin argumentOrigin = new XmlElementOrigin(argument, resourceOf(context));
            if (argument.getAttribute("index").trim().isEmpty() && argument.getAttribute("type").trim().isEmpty()) {
                error("<dubbo:argument> of " + origin.describe() + " needs index or type");
            }
            ElementProperties properties = new ElementProperties(argument, context, ArgumentConfig.class,
                    argumentOrigin);
            properties.readAttributes();
            RootBeanDefinition definition = new RootBeanDefinition(ArgumentConfig.class);
            properties.copyTo(definition);
            definition.setAttribute(Constants.ORIGIN_ATTRIBUTE, argumentOrigin);
            return new BeanDefinitionHolder(definition, ArgumentConfig.class.getName() + "#"
                    + System.identityHashCode(definition));
        }

        void copyTo(RootBeanDefinition definition) {
            for (Map.Entry<String, Object> value : values.entrySet()) {
                definition.getPropertyValues().addPropertyValue(value.getKey(), value.getValue());
            }
        }

        ManagedMap<String, Object> asMap() {
            ManagedMap<String, Object> map = new ManagedMap<>();
            map.putAll(values);
            return map;
        }

        private void error(String message) {
            context.getReaderContext().error(message, element);
        }
    }
}
