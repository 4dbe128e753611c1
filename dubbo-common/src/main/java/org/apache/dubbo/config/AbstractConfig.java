package org.apache.dubbo.config;

import java.io.Serializable;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.config.ValueConversion;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.config.support.Parameter;
import org.apache.dubbo.rpc.model.ApplicationModel;
import org.apache.dubbo.rpc.model.ModuleModel;
import org.apache.dubbo.rpc.model.ScopeModel;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The root of every Dubbo configuration bean.
 *
 * <p>A bean is a set of boxed properties where {@code null} means "not set", so that defaults can come from
 * elsewhere (a provider or consumer config, externalized configuration, the framework). This class turns a
 * bean into URL parameters ({@link #appendParameters(Map, Object, String)}), applies annotation attributes
 * ({@link #appendAnnotation(Class, Object)}), and gives every bean its tag name, {@code toString()},
 * {@code equals()} and {@code hashCode()} over its attributes.
 *
 * <p><b>Properties.</b> A property is a public getter ({@code getX} or {@code isX}) of a primitive, wrapper or
 * {@code String} type; the free-form {@code getParameters()} map is handled on its own. An <em>attribute</em>
 * is a property that also has a public setter and is not marked {@code @Parameter(attribute = false)}.
 *
 * <p><b>Scope model.</b> Each bean belongs to a {@link ScopeModel}: application-level beans to an
 * {@link ApplicationModel}, module-level beans (provider, consumer, service, reference, method) to a
 * {@link ModuleModel}. A bean created without one uses the default model when first asked.
 */
public abstract class AbstractConfig implements Serializable {

    private static final long serialVersionUID = 1L;
    private static final Logger LOGGER = LoggerFactory.getLogger(AbstractConfig.class);

    private static final String[] TAG_SUFFIXES = {"Config", "Bean", "ConfigBase"};
    private static final ConcurrentMap<Class<?>, String> TAG_NAMES = new ConcurrentHashMap<>();

    /** Free parameters also copied with '.' for '-', because their readers look for the dotted form. */
    private static final Set<String> DOT_COMPATIBLE_KEYS = Collections.unmodifiableSet(new HashSet<>(Arrays.asList(
            "qos-enable", "qos-host", "qos-port", "qos-accept-foreign-ip", "qos-accept-foreign-ip-whitelist",
            "registry-type")));

    /** Annotation attributes naming other Spring beans; only the Spring integration can resolve them. */
    private static final Set<String> BEAN_NAME_ATTRIBUTES = Collections.unmodifiableSet(new HashSet<>(
            Arrays.asList("application", "module", "monitor", "consumer", "executor")));

    /** Config types an application has at most one of; their properties live under {@code dubbo.{tag}} only. */
    private static final List<Class<?>> UNIQUE_CONFIGS = Collections.unmodifiableList(Arrays.<Class<?>>asList(
            ApplicationConfig.class, ModuleConfig.class, MonitorConfig.class, MetricsConfig.class, SslConfig.class,
            TracingConfig.class));

    private String id;
    private Boolean isDefault;
    private transient volatile ScopeModel scopeModel;
    private transient volatile boolean refreshed;

    protected AbstractConfig() {
    }

    /** @param scopeModel the model this bean belongs to; null means the default model */
    protected AbstractConfig(ScopeModel scopeModel) {
        setScopeModel(scopeModel);
    }

    // ------------------------------------------------------------------ names

    /**
     * The XML element name of a config class: the simple name without a {@code Config}, {@code Bean} or
     * {@code ConfigBase} suffix, in kebab case ({@code RegistryConfig} → {@code registry},
     * {@code MetadataReportConfig} → {@code metadata-report}, {@code ServiceConfigBase} → {@code service}).
     */
    public static String getTagName(Class<?> cls) {
        String tag = TAG_NAMES.get(cls);
        if (tag == null) {
            String name = cls.getSimpleName();
            for (String suffix : TAG_SUFFIXES) {
                if (name.endsWith(suffix)) {
                    name = name.substring(0, name.length() - suffix.length());
                    break;
                }
            }
            tag = PropertyNames.split(name, '-');
            TAG_NAMES.putIfAbsent(cls, tag);
        }
        return tag;
    }

    /**
     * The plural used in {@code dubbo.{plural}.{id}.*} keys: {@code registry} → {@code registries},
     * {@code metrics} → {@code metricses}, {@code protocol} → {@code protocols}.
     */
    public static String getPluralTagName(Class<?> cls) {
        String tag = getTagName(cls);
        if (tag.endsWith("y")) {
            return tag.substring(0, tag.length() - 1) + "ies";
        }
        if (tag.endsWith("s")) {
            return tag + "es";
        }
        return tag + "s";
    }

    /** {@code dubbo.{tag}}, the prefix of the properties of a config class. */
    public static String getTypePrefix(Class<? extends AbstractConfig> cls) {
        return "dubbo." + getTagName(cls);
    }

    // ------------------------------------------------------------------ URL parameters

    public static void appendParameters(Map<String, String> parameters, Object config) {
        appendParameters(parameters, config, null);
    }

    /**
     * Adds the properties of {@code config} (any bean, typically a config) to {@code parameters} as URL
     * parameters, each key preceded by {@code prefix + "."} when a prefix is given (method-level keys).
     *
     * <ul>
     *   <li>The key is the {@link Parameter#key()} of the getter, or the property name with each capital
     *       letter turned into {@code '.'} + lower case ({@code preferSerialization} →
     *       {@code prefer.serialization}).</li>
     *   <li>Getters marked {@link Parameter#excluded()} and null or blank values are left out; values are
     *       trimmed; a {@link Parameter#required()} property without a value is an error.</li>
     *   <li>{@link Parameter#escaped()} values are percent-encoded ({@link URL#encode(String)}).</li>
     *   <li>{@link Parameter#append()} values are joined with the value already in {@code parameters} under
     *       the same key, comma-separated, duplicates dropped: a filter list set on a provider and on a
     *       service ends up as one list.</li>
     *   <li>Then every entry of {@code getParameters()} is copied verbatim and overrides what the
     *       properties produced; the keys {@code qos-enable}, {@code qos-host}, {@code qos-port},
     *       {@code qos-accept-foreign-ip}, {@code qos-accept-foreign-ip-whitelist} and
     *       {@code registry-type} are copied a second time in dotted form.</li>
     * </ul>
     *
     * @throws IllegalStateException naming the property if a required property is not set
     */
    public static void appendParameters(Map<String, String> parameters, Object config, String prefix) {
        if (config == null) {
            return;
        }
        String keyPrefix = prefix == null || prefix.isEmpty() ? "" : prefix + ".";
        Map<?, ?> free = null;
        for (ConfigProperty property : ConfigProperties.of(config.getClass())) {
            if (property.isParameterMap()) {
                free = (Map<?, ?>) property.read(config);
                continue;
            }
            if (property.isExcluded()) {
                continue;
            }
            String key = keyPrefix + property.urlKey();
            String value = text(property.read(config));
            if (value == null) {
                if (property.isRequired()) {
                    throw new IllegalStateException(config.getClass().getSimpleName() + "." + property.name()
                            + " is required (URL parameter '" + property.urlKey() + "') but not set");
                }
                continue;
            }
            if (property.isEscaped()) {
                value = URL.encode(value);
            }
            if (property.isAppend()) {
                value = joinDistinct(parameters.get(key), value);
            }
            parameters.put(key, value);
        }
        if (free != null) {
            for (Map.Entry<?, ?> entry : free.entrySet()) {
                if (entry.getKey() == null || entry.getValue() == null) {
                    continue;
                }
                String key = entry.getKey().toString();
                String value = entry.getValue().toString();
                parameters.put(keyPrefix + key, value);
                if (DOT_COMPATIBLE_KEYS.contains(key)) {
                    parameters.put(keyPrefix + key.replace('-', '.'), value);
                }
            }
        }
    }

    /**
     * Adds the attributes of {@code config} to {@code attributes} under their kebab-case names
     * ({@code preferSerialization} → {@code prefer-serialization}), the spelling of XML attributes and
     * {@code dubbo.*} properties. The {@code parameters} map is written as {@code [{k1:v1},{k2:v2}]}, the form
     * externalized configuration accepts.
     */
    protected static void appendAttributes(Map<String, String> attributes, Object config) {
        if (config == null) {
            return;
        }
        for (ConfigProperty property : ConfigProperties.of(config.getClass())) {
            if (!property.isAttribute()) {
                continue;
            }
            Object value = property.read(config);
            String key = PropertyNames.split(property.name(), '-');
            if (property.isParameterMap()) {
                String encoded = ParameterList.format((Map<?, ?>) value);
                if (encoded != null) {
                    attributes.put(key, encoded);
                }
                continue;
            }
            String text = text(value);
            if (text != null) {
                attributes.put(key, property.isAppend() ? joinDistinct(attributes.get(key), text) : text);
            }
        }
    }

    private static String text(Object value) {
        if (value == null) {
            return null;
        }
        String text = value.toString().trim();
        return text.isEmpty() ? null : text;
    }

    private static String joinDistinct(String existing, String added) {
        Set<String> values = new LinkedHashSet<>();
        for (String list : new String[]{existing, added}) {
            if (list == null) {
                continue;
            }
            for (String value : list.split(",")) {
                String trimmed = value.trim();
                if (!trimmed.isEmpty()) {
                    values.add(trimmed);
                }
            }
        }
        return String.join(",", values);
    }

    // ------------------------------------------------------------------ annotations

    /**
     * Copies the explicitly written attributes of {@code annotation} (those that differ from their declared
     * default) onto this bean through its public setters, named after the attribute.
     *
     * <ul>
     *   <li>{@code interfaceClass} and {@code interfaceName} set {@code interface}; the class wins if both
     *       are given.</li>
     *   <li>{@code parameters} (alternating keys and values, or {@code "k:v"} / {@code "k=v"} entries) is
     *       added to the bean's parameters map.</li>
     *   <li>{@code methods} become {@link MethodConfig}s, {@code arguments} {@link ArgumentConfig}s.</li>
     *   <li>Other {@code String[]} attributes are joined with commas; {@code registry} sets
     *       {@code registryIds}, an array {@code protocol} sets {@code protocolIds}, {@code provider} sets
     *       {@code providerIds}.</li>
     *   <li>A {@code String} attribute for a numeric or boolean property is parsed.</li>
     *   <li>{@code application}, {@code module}, {@code monitor}, {@code consumer} and {@code executor} name
     *       other Spring beans and are left to the Spring integration, as are attributes for which this bean
     *       has no setter.</li>
     * </ul>
     *
     * <p>Called from constructors, so fields of subclasses set this way must not have initializers.
     *
     * @throws IllegalArgumentException naming the attribute if a value is malformed or refused by its setter
     */
    protected void appendAnnotation(Class<?> annotationClass, Object annotation) {
        if (annotationClass == null || annotation == null) {
            throw new IllegalArgumentException("Annotation and annotation class must not be null");
        }
        String where = "@" + annotationClass.getSimpleName();
        for (Map.Entry<String, Object> attribute
                : AnnotationAttributes.explicitlySet(annotationClass, annotation).entrySet()) {
            applyAnnotationAttribute(where, attribute.getKey(), attribute.getValue());
        }
    }

    private void applyAnnotationAttribute(String where, String attribute, Object value) {
        if (BEAN_NAME_ATTRIBUTES.contains(attribute)) {
            LOGGER.debug("{}({}) names a Spring bean; left to the Spring integration", where, attribute);
            return;
        }
        String property = attribute;
        Object converted = value;
        if ("interfaceClass".equals(attribute) || "interfaceName".equals(attribute)) {
            property = "interface";
        } else if ("parameters".equals(attribute) && value instanceof String[]) {
            converted = withParameters(AnnotationAttributes.parameters(where + "(parameters)", (String[]) value));
        } else if (value instanceof org.apache.dubbo.config.annotation.Method[]) {
            converted = MethodConfig.constructMethodConfig((org.apache.dubbo.config.annotation.Method[]) value);
        } else if (value instanceof org.apache.dubbo.config.annotation.Argument[]) {
            List<ArgumentConfig> arguments = new ArrayList<>();
            for (org.apache.dubbo.config.annotation.Argument argument
                    : (org.apache.dubbo.config.annotation.Argument[]) value) {
                arguments.add(new ArgumentConfig(argument));
            }
            converted = arguments;
        } else if (value instanceof String[]) {
            converted = String.join(",", (String[]) value);
            if ("registry".equals(attribute)) {
                property = "registryIds";
            } else if ("protocol".equals(attribute)) {
                property = "protocolIds";
            }
        } else if ("provider".equals(attribute)) {
            property = "providerIds";
        }
        if (!applySetter(where, attribute, property, converted)) {
            LOGGER.debug("{}({}) has no matching setter on {}; left to the Spring integration", where, attribute,
                    getClass().getName());
        }
    }

    /** The bean's current parameters with {@code added} on top. */
    private Map<String, String> withParameters(Map<String, String> added) {
        Map<String, String> merged = new LinkedHashMap<>();
        for (ConfigProperty property : ConfigProperties.of(getClass())) {
            if (property.isParameterMap()) {
                Map<?, ?> current = (Map<?, ?>) property.read(this);
                if (current != null) {
                    for (Map.Entry<?, ?> entry : current.entrySet()) {
                        merged.put(String.valueOf(entry.getKey()), String.valueOf(entry.getValue()));
                    }
                }
            }
        }
        merged.putAll(added);
        return merged;
    }

    private boolean applySetter(String where, String attribute, String property, Object value) {
        String setterName = PropertyNames.setterOf(property);
        Method assignable = null;
        Method parsable = null;
        for (Method method : getClass().getMethods()) {
            if (!method.getName().equals(setterName) || method.getParameterCount() != 1
                    || Modifier.isStatic(method.getModifiers())) {
                continue;
            }
            Class<?> type = ValueConversion.boxed(method.getParameterTypes()[0]);
            // setters taking Object hold instances (e.g. callback beans), never annotation text
            if (type == Object.class) {
                continue;
            }
            if (type.isInstance(value)) {
                if (assignable == null || type == value.getClass()) {
                    assignable = method;
                }
            } else if (value instanceof String
                    && (type == Integer.class || type == Long.class || type == Boolean.class)) {
                parsable = method;
            }
        }
        if (assignable != null) {
            invokeSetter(where, attribute, assignable, value);
            return true;
        }
        if (parsable != null) {
            invokeSetter(where, attribute, parsable,
                    parse(where, attribute, (String) value, ValueConversion.boxed(parsable.getParameterTypes()[0])));
            return true;
        }
        return false;
    }

    private static Object parse(String where, String attribute, String value, Class<?> type) {
        String text = value.trim();
        try {
            if (type == Integer.class) {
                return Integer.valueOf(text);
            }
            if (type == Long.class) {
                return Long.valueOf(text);
            }
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("Invalid " + where + "(" + attribute + "=\"" + value
                    + "\"): not a number", e);
        }
        if ("true".equalsIgnoreCase(text) || "false".equalsIgnoreCase(text)) {
            return Boolean.valueOf(text);
        }
        throw new IllegalArgumentException("Invalid " + where + "(" + attribute + "=\"" + value
                + "\"): expected true or false");
    }

    private void invokeSetter(String where, String attribute, Method setter, Object value) {
        try {
            setter.invoke(this, value);
        } catch (InvocationTargetException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException) {
                throw (RuntimeException) cause;
            }
            throw new IllegalStateException("Cannot apply " + where + "(" + attribute + ") to "
                    + getClass().getName() + ": " + cause, cause);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("Cannot apply " + where + "(" + attribute + ") to "
                    + getClass().getName() + ": " + e.getMessage(), e);
        }
    }

    // ------------------------------------------------------------------ common properties

    @Parameter(excluded = true)
    public String getId() {
        return id;
    }

    public void setId(String id) {
        this.id = id;
    }

    /** Whether this is the default bean of its type when several exist; null when not said. */
    @Parameter(excluded = true, attribute = false)
    public Boolean isDefault() {
        return isDefault;
    }

    public void setDefault(Boolean isDefault) {
        this.isDefault = isDefault;
    }

    /** Whether the bean holds what it needs to be used; subclasses check their mandatory attributes. */
    @Parameter(excluded = true, attribute = false)
    public boolean isValid() {
        return true;
    }

    /**
     * The attributes that are set, by kebab-case name (see {@link #appendAttributes(Map, Object)}); what
     * externalized configuration compares against.
     */
    public Map<String, String> getMetaData() {
        Map<String, String> metaData = new HashMap<>();
        appendAttributes(metaData, this);
        return metaData;
    }

    /**
     * The prefixes under which externalized configuration for this bean is looked up, most specific first (the
     * first one any source has a property under is used alone, see {@link #refresh()}): {@code dubbo.{tag}} for
     * the configs an application has one of (application, module, monitor, metrics, ssl, tracing); otherwise
     * {@code dubbo.{plural}.{id}}, then {@code dubbo.{plural}.{name}} for beans with a name, then
     * {@code dubbo.{tag}}.
     */
    public List<String> getPrefixes() {
        List<String> prefixes = new ArrayList<>();
        if (isUniqueConfig()) {
            prefixes.add(getTypePrefix(getClass()));
            return prefixes;
        }
        String plural = "dubbo." + getPluralTagName(getClass()) + ".";
        if (id != null && !id.trim().isEmpty()) {
            prefixes.add(plural + id);
        }
        String name = nameForPrefixes();
        if (name != null && !prefixes.contains(plural + name)) {
            prefixes.add(plural + name);
        }
        prefixes.add(getTypePrefix(getClass()));
        return prefixes;
    }

    private boolean isUniqueConfig() {
        for (Class<?> type : UNIQUE_CONFIGS) {
            if (type.isInstance(this)) {
                return true;
            }
        }
        return false;
    }

    private String nameForPrefixes() {
        for (ConfigProperty property : ConfigProperties.of(getClass())) {
            if ("name".equals(property.name())) {
                return text(property.read(this));
            }
        }
        return null;
    }

    // ------------------------------------------------------------------ externalized configuration

    /**
     * Fills this bean from the externalized configuration of its application
     * ({@link org.apache.dubbo.common.config.Environment}), under the first of {@link #getPrefixes()} that any
     * source has a property under (no merging across prefixes). For each property, highest first:
     * <ol>
     *   <li>system properties, environment variables, then the application configuration (Spring): they
     *       override what the bean holds;</li>
     *   <li>the bean's own value; for a reference, an attribute it does not set is taken from its
     *       {@link ConsumerConfig}, for a service from its {@link ProviderConfig} (refreshed first), except the
     *       id, {@code registryIds}, {@code protocolIds} and {@code iothreads} (which on a consumer means one IO
     *       group shared by its references);</li>
     *   <li>{@code dubbo.properties}, which only fills properties still unset.</li>
     * </ol>
     * Names after the prefix may be kebab-case, camelCase or snake_case ({@code qos-port}, {@code qosPort},
     * {@code qos_port}) but must spell a property ({@code io-threads} is not {@code iothreads}); other names are
     * ignored. {@code parameters=[{k1:v1},{k2:v2}]} and {@code parameters.k1=v1} are merged key by key into the
     * {@code parameters} map with the same precedence. For services and references, {@code {prefix}.{method}.*}
     * creates or updates the {@link MethodConfig} of that method and {@code {prefix}.{method}.{index}.*} its
     * {@link ArgumentConfig}. The id, and the interface or method name, are part of the key and never set.
     *
     * @throws IllegalArgumentException naming the key, the value and its source when a value does not convert
     *                                  to the property's type or its setter refuses it
     */
    public void refresh() {
        preProcessRefresh();
        ConfigRefresh.refresh(this);
        refreshed = true;
        postProcessRefreshed();
    }

    /** Whether {@link #refresh()} has completed at least once. */
    @Parameter(excluded = true, attribute = false)
    public boolean isRefreshed() {
        return refreshed;
    }

    /** Called first by {@link #refresh()}, e.g. to attach the default consumer or provider; does nothing here. */
    protected void preProcessRefresh() {
    }

    /** Called last by {@link #refresh()}, e.g. to check the result; does nothing here. */
    protected void postProcessRefreshed() {
    }

    // ------------------------------------------------------------------ scope model

    /** The model this bean belongs to; the default model if none was given. */
    public ScopeModel getScopeModel() {
        ScopeModel model = scopeModel;
        if (model == null) {
            model = getDefaultModel();
            setScopeModel(model);
        }
        return model;
    }

    /** The application this bean belongs to (the application of its module for module-level beans). */
    public ApplicationModel getApplicationModel() {
        ScopeModel model = getScopeModel();
        if (model instanceof ApplicationModel) {
            return (ApplicationModel) model;
        }
        if (model instanceof ModuleModel) {
            return ((ModuleModel) model).getApplicationModel();
        }
        throw new IllegalStateException(getClass().getSimpleName() + " belongs to " + model
                + ", which is neither an application nor a module");
    }

    /**
     * Moves this bean to another model; null is ignored.
     *
     * @throws IllegalArgumentException if the model is of the wrong level for this bean
     */
    public final void setScopeModel(ScopeModel scopeModel) {
        if (scopeModel == null || scopeModel == this.scopeModel) {
            return;
        }
        checkScopeModel(scopeModel);
        ScopeModel old = this.scopeModel;
        this.scopeModel = scopeModel;
        postProcessAfterScopeModelChanged(old, scopeModel);
    }

    /** The model used when none was given: the default application. */
    protected ScopeModel getDefaultModel() {
        return ApplicationModel.defaultModel();
    }

    /** Refuses models of the wrong level; application-level beans need an {@link ApplicationModel}. */
    protected void checkScopeModel(ScopeModel scopeModel) {
        if (!(scopeModel instanceof ApplicationModel)) {
            throw new IllegalArgumentException(getClass().getSimpleName()
                    + " belongs to an ApplicationModel, not to " + scopeModel);
        }
    }

    /** Lets subclasses move related beans along and re-acquire model-scoped components; does nothing here. */
    protected void postProcessAfterScopeModelChanged(ScopeModel oldScopeModel, ScopeModel newScopeModel) {
    }

    protected <T> ExtensionLoader<T> getExtensionLoader(Class<T> type) {
        return getScopeModel().getExtensionLoader(type);
    }

    // ------------------------------------------------------------------ Object

    /** {@code <dubbo:{tag} attr="value" ... />} with the attributes that are set; passwords are masked. */
    @Override
    public String toString() {
        StringBuilder out = new StringBuilder("<dubbo:").append(getTagName(getClass()));
        for (ConfigProperty property : ConfigProperties.of(getClass())) {
            if (!property.isAttribute()) {
                continue;
            }
            Object value;
            try {
                value = property.read(this);
            } catch (RuntimeException e) {
                // toString() must work on half-built beans too; the value is simply not shown
                LOGGER.debug("Cannot read {} of {} for toString()", property.name(), getClass().getName(), e);
                continue;
            }
            if (value == null || (value instanceof Map && ((Map<?, ?>) value).isEmpty())) {
                continue;
            }
            out.append(' ').append(property.name()).append("=\"")
                    .append(isSecret(property) ? "******" : value).append('"');
        }
        return out.append(" />").toString();
    }

    private static boolean isSecret(ConfigProperty property) {
        return property.name().toLowerCase(Locale.ROOT).endsWith("password");
    }

    /** Same class and equal attributes, the id aside. */
    @Override
    public boolean equals(Object obj) {
        if (obj == this) {
            return true;
        }
        if (obj == null || obj.getClass() != getClass()) {
            return false;
        }
        for (ConfigProperty property : ConfigProperties.of(getClass())) {
            if (property.isAttribute() && !"id".equals(property.name())
                    && !Objects.equals(property.read(this), property.read(obj))) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        int hash = getClass().hashCode();
        for (ConfigProperty property : ConfigProperties.of(getClass())) {
            if (property.isAttribute() && !"id".equals(property.name())) {
                hash = 31 * hash + Objects.hashCode(property.read(this));
            }
        }
        return hash;
    }
}
