package org.apache.dubbo.common.config;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;
import java.util.function.Supplier;

import org.apache.dubbo.common.config.configcenter.DynamicConfiguration;

import org.apache.dubbo.rpc.model.ApplicationModel;

/**
 * The externalized configuration of one application: where {@code dubbo.*} properties come from and which
 * source wins. Highest first:
 * <ol>
 *   <li>JVM system properties ({@code -Ddubbo.protocol.port=20881});</li>
 *   <li>OS environment variables, by exact key or in OS style ({@code DUBBO_PROTOCOL_PORT});</li>
 *   <li>the application's external configuration from the config center (its {@code app-config-file}, in the
 *       group named after the application: {@link #setAppExternalConfigMap(Map)});</li>
 *   <li>the global external configuration from the config center ({@code dubbo.properties} in group
 *       {@code dubbo}: {@link #setExternalConfigMap(Map)});</li>
 *   <li>the application configuration, filled by the Spring integration from the Spring {@code Environment}
 *       ({@link #setAppConfiguration(Map)});</li>
 *   <li>(the values set on a config bean itself, which rank here: see {@code AbstractConfig#refresh()})</li>
 *   <li>{@code dubbo.properties} on the class path, or the file named by {@code dubbo.properties.file} (read
 *       from the two sources above), which only fills what nothing else set.</li>
 * </ol>
 *
 * <p>One instance per {@link ApplicationModel} ({@link #of(ApplicationModel)}); it holds no static state, so
 * tests can give each model an environment of their own ({@link #attach(ApplicationModel, Environment)}).
 */
public final class Environment {

    /** System property or environment variable naming the properties file. */
    public static final String PROPERTIES_FILE_KEY = "dubbo.properties.file";
    public static final String DEFAULT_PROPERTIES_FILE = "dubbo.properties";

    private static final String MODEL_ATTRIBUTE = Environment.class.getName();

    private final PropertySource systemProperties;
    private final PropertySource environmentVariables;
    private final PropertySource appExternalConfiguration;
    private final PropertySource externalConfiguration;
    private final PropertySource appConfiguration;
    private final ClassLoader classLoader;
    private volatile Map<String, String> appConfigurationMap = Collections.emptyMap();
    private volatile Map<String, String> externalConfigMap = Collections.emptyMap();
    private volatile Map<String, String> appExternalConfigMap = Collections.emptyMap();
    private volatile DynamicConfiguration dynamicConfiguration;
    private volatile PropertySource propertiesFile;

    /** The real system properties and environment; {@code dubbo.properties} from the context class loader. */
    public Environment() {
        this(Environment::currentSystemProperties, System::getenv, null);
    }

    /**
     * An environment over given sources, for embedding and tests: nothing here reads or changes the real
     * process environment unless the suppliers do.
     *
     * @param systemProperties     supplies the "system properties", asked on every lookup
     * @param environmentVariables supplies the "environment variables", asked on every lookup
     * @param classLoader          where {@code dubbo.properties} is looked up; null for the thread's context
     *                             class loader at first use
     */
    public Environment(Supplier<Map<String, String>> systemProperties,
                       Supplier<Map<String, String>> environmentVariables, ClassLoader classLoader) {
        if (systemProperties == null || environmentVariables == null) {
            throw new IllegalArgumentException("System properties and environment variables must be given");
        }
        this.systemProperties = new MapPropertySource("system property", systemProperties, true);
        this.environmentVariables = new EnvironmentVariableSource(environmentVariables);
        this.appExternalConfiguration = new MapPropertySource("config center (application)",
                () -> appExternalConfigMap, true);
        this.externalConfiguration = new MapPropertySource("config center", () -> externalConfigMap, true);
        this.appConfiguration = new MapPropertySource("application configuration", () -> appConfigurationMap,
                false);
        this.classLoader = classLoader;
    }

    /** The environment of {@code applicationModel}, created with the real sources on first use. */
    public static Environment of(ApplicationModel applicationModel) {
        if (applicationModel == null) {
            throw new IllegalArgumentException("Application model must not be null");
        }
        Environment environment = applicationModel.getAttribute(MODEL_ATTRIBUTE, Environment.class);
        if (environment == null) {
            synchronized (applicationModel) {
                environment = applicationModel.getAttribute(MODEL_ATTRIBUTE, Environment.class);
                if (environment == null) {
                    environment = new Environment();
                    applicationModel.setAttribute(MODEL_ATTRIBUTE, environment);
                }
            }
        }
        return environment;
    }

    /** Makes {@code environment} the one {@link #of(ApplicationModel)} returns for {@code applicationModel}. */
    public static void attach(ApplicationModel applicationModel, Environment environment) {
        if (applicationModel == null || environment == null) {
            throw new IllegalArgumentException("Application model and environment must not be null");
        }
        synchronized (applicationModel) {
            applicationModel.setAttribute(MODEL_ATTRIBUTE, environment);
        }
    }

    /**
     * Replaces the application configuration (rank 5, above bean values), e.g. the {@code dubbo.*} properties of
     * the Spring {@code Environment}. The map is copied; null clears it.
     */
    public void setAppConfiguration(Map<String, String> configuration) {
        appConfigurationMap = configuration == null ? Collections.<String, String>emptyMap()
                : Collections.unmodifiableMap(new LinkedHashMap<>(configuration));
    }

    public Map<String, String> getAppConfiguration() {
        return appConfigurationMap;
    }

    /**
     * Replaces the global external configuration: the properties read from the config center's global
     * configuration file (rank below the application's own file). The map is copied; null clears it.
     */
    public void setExternalConfigMap(Map<String, String> externalConfiguration) {
        externalConfigMap = copy(externalConfiguration);
    }

    /** Replaces the application's external configuration from the config center; null clears it. */
    public void setAppExternalConfigMap(Map<String, String> appExternalConfiguration) {
        appExternalConfigMap = copy(appExternalConfiguration);
    }

    public Map<String, String> getExternalConfigMap() {
        return externalConfigMap;
    }

    public Map<String, String> getAppExternalConfigMap() {
        return appExternalConfigMap;
    }

    /** Adds to the global external configuration, replacing equal keys. */
    public void updateExternalConfigMap(Map<String, String> externalConfiguration) {
        if (externalConfiguration != null && !externalConfiguration.isEmpty()) {
            Map<String, String> merged = new LinkedHashMap<>(externalConfigMap);
            merged.putAll(externalConfiguration);
            externalConfigMap = Collections.unmodifiableMap(merged);
        }
    }

    /** Adds to the application's external configuration, replacing equal keys. */
    public void updateAppExternalConfigMap(Map<String, String> appExternalConfiguration) {
        if (appExternalConfiguration != null && !appExternalConfiguration.isEmpty()) {
            Map<String, String> merged = new LinkedHashMap<>(appExternalConfigMap);
            merged.putAll(appExternalConfiguration);
            appExternalConfigMap = Collections.unmodifiableMap(merged);
        }
    }

    /** The application's config center, once the bootstrap has connected to one (or a registry acting as one). */
    public Optional<DynamicConfiguration> getDynamicConfiguration() {
        return Optional.ofNullable(dynamicConfiguration);
    }

    /** Sets the application's config center; null forgets it. */
    public void setDynamicConfiguration(DynamicConfiguration dynamicConfiguration) {
        this.dynamicConfiguration = dynamicConfiguration;
    }

    private static Map<String, String> copy(Map<String, String> map) {
        return map == null ? Collections.<String, String>emptyMap()
                : Collections.unmodifiableMap(new LinkedHashMap<>(map));
    }

    /**
     * The value of a plain key (a global switch such as {@code dubbo.protocol.default-heartbeat}) from the first
     * source that has it, {@code dubbo.properties} included; null when none has it.
     */
    public String getProperty(String key) {
        for (PropertySource source : allSources()) {
            String value = source.get(key);
            if (value != null) {
                return value.trim();
            }
        }
        return null;
    }

    public String getProperty(String key, String defaultValue) {
        String value = getProperty(key);
        return value == null ? defaultValue : value;
    }

    /** Whether any source, {@code dubbo.properties} included, has a property under {@code prefix}. */
    public boolean hasSubProperties(String prefix) {
        for (PropertySource source : allSources()) {
            if (source.hasPropertiesUnder(prefix)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The properties under {@code prefix} from the sources that override a bean's own values (system
     * properties, environment variables, the config center's application and global files, application
     * configuration), highest source first.
     */
    public List<SubProperty> getOverridingSubProperties(String prefix) {
        List<SubProperty> found = new ArrayList<>();
        for (PropertySource source : Arrays.asList(systemProperties, environmentVariables, appExternalConfiguration,
                externalConfiguration, appConfiguration)) {
            source.collect(prefix, found);
        }
        return found;
    }

    /** The properties under {@code prefix} from {@code dubbo.properties}, which only fill unset bean values. */
    public List<SubProperty> getDefaultSubProperties(String prefix) {
        List<SubProperty> found = new ArrayList<>();
        propertiesFile().collect(prefix, found);
        return found;
    }

    private List<PropertySource> allSources() {
        return Arrays.asList(systemProperties, environmentVariables, appExternalConfiguration, externalConfiguration,
                appConfiguration, propertiesFile());
    }

    private PropertySource propertiesFile() {
        PropertySource file = propertiesFile;
        if (file == null) {
            synchronized (this) {
                file = propertiesFile;
                if (file == null) {
                    String name = systemProperties.get(PROPERTIES_FILE_KEY);
                    if (name == null) {
                        name = environmentVariables.get(PROPERTIES_FILE_KEY);
                    }
                    boolean named = name != null;
                    name = named ? name.trim() : DEFAULT_PROPERTIES_FILE;
                    Map<String, String> loaded = PropertiesFile.load(name, loader(), named);
                    file = new MapPropertySource(name, () -> loaded, false);
                    propertiesFile = file;
                }
            }
        }
        return file;
    }

    private ClassLoader loader() {
        if (classLoader != null) {
            return classLoader;
        }
        ClassLoader context = Thread.currentThread().getContextClassLoader();
        return context != null ? context : Environment.class.getClassLoader();
    }

    private static Map<String, String> currentSystemProperties() {
        Properties properties = System.getProperties();
        Map<String, String> copy = new HashMap<>();
        for (String name : properties.stringPropertyNames()) {
            copy.put(name, properties.getProperty(name));
        }
        return copy;
    }
}
