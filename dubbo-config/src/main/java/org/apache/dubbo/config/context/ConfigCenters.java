package org.apache.dubbo.config.context;

import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.config.Environment;
import org.apache.dubbo.common.config.configcenter.DynamicConfiguration;
import org.apache.dubbo.common.config.configcenter.DynamicConfigurationFactory;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.config.ApplicationConfig;
import org.apache.dubbo.config.ConfigCenterConfig;
import org.apache.dubbo.config.RegistryConfig;
import org.apache.dubbo.rpc.model.ApplicationModel;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Connects an application to its config centers at start-up, as Apache Dubbo 3.3 does: the declared
 * {@code <dubbo:config-center>}s, or when there is none every default registry whose type can serve as one
 * ({@code use-as-config-center} not false; ZooKeeper can). From each it loads the external configuration — the
 * global file ({@code config-file}, default {@code dubbo.properties}, in the center's group, default {@code dubbo})
 * and the application's file ({@code app-config-file}, else the same name, in the group named after the
 * application) — into the {@link Environment}, and the connected configuration becomes the application's
 * {@link Environment#getDynamicConfiguration() dynamic configuration}, where governance rules are read.
 */
final class ConfigCenters {

    private static final Logger logger = LoggerFactory.getLogger(ConfigCenters.class);

    static final String DEFAULT_CONFIG_FILE = "dubbo.properties";
    /** The longest start-up wait for a registry used as config center, in milliseconds. */
    static final long REGISTRY_CENTER_MAX_WAIT = 5000;

    private final List<DynamicConfiguration> connected = new ArrayList<>();

    /**
     * Connects and loads the external configuration.
     *
     * @throws IllegalStateException naming the config center when one with {@code check} (the default) cannot be
     *                               reached or has no extension for its protocol
     */
    synchronized void start(ApplicationModel model, ConfigManager manager) {
        List<ConfigCenterConfig> centers = declared(manager);
        boolean fromRegistries = centers.isEmpty();
        if (fromRegistries) {
            centers = fromRegistries(manager);
        }
        Environment environment = Environment.of(model);
        String application = applicationName(manager, environment);
        for (ConfigCenterConfig center : centers) {
            DynamicConfiguration configuration = connect(center, fromRegistries);
            if (configuration == null) {
                continue;
            }
            connected.add(configuration);
            try {
                loadExternalConfiguration(center, configuration, application, environment);
            } catch (IllegalStateException e) {
                if (!Boolean.FALSE.equals(center.isCheck())) {
                    throw e;
                }
                logger.warn("External configuration not loaded from {} (check=false): {}", configuration,
                        e.getMessage());
            }
        }
        if (!connected.isEmpty()) {
            environment.setDynamicConfiguration(connected.size() == 1 ? connected.get(0)
                    : new CompositeDynamicConfiguration(connected));
        }
    }

    /** Releases the connections; the environment forgets its dynamic configuration. */
    synchronized void stop(ApplicationModel model) {
        Environment.of(model).setDynamicConfiguration(null);
        for (DynamicConfiguration configuration : connected) {
            try {
                configuration.close();
            } catch (Exception e) {
                logger.warn("Failed to close config center {}: {}", configuration, e.toString());
            }
        }
        connected.clear();
    }

    private static List<ConfigCenterConfig> declared(ConfigManager manager) {
        List<ConfigCenterConfig> centers = new ArrayList<>();
        for (ConfigCenterConfig center : manager.getConfigCenters()) {
            if (!center.isRefreshed()) {
                center.refresh();
            }
            if (center.isValid()) {
                centers.add(center);
            } else if (center.getAddress() != null && !center.getAddress().trim().isEmpty()) {
                throw new IllegalStateException("<dubbo:config-center address=\"" + center.getAddress() + "\">: the"
                        + " address names no protocol; write zookeeper://host:port or set protocol=\"zookeeper\"");
            }
        }
        return centers;
    }

    /** Apache Dubbo's "registry as config center": same address, credentials and timeout; its own namespace. */
    private static List<ConfigCenterConfig> fromRegistries(ConfigManager manager) {
        List<ConfigCenterConfig> centers = new ArrayList<>();
        ExtensionLoader<DynamicConfigurationFactory> factories =
                ExtensionLoader.getExtensionLoader(DynamicConfigurationFactory.class);
        for (RegistryConfig registry : manager.getRegistries()) {
            if (!registry.isRefreshed()) {
                registry.refresh();
            }
            String address = registry.getAddress();
            if (Boolean.FALSE.equals(registry.isDefault()) || Boolean.FALSE.equals(registry.getUseAsConfigCenter())
                    || address == null || address.trim().isEmpty()
                    || RegistryConfig.NO_AVAILABLE.equalsIgnoreCase(address.trim())) {
                continue;
            }
            for (String single : address.split("[|;]")) {
                URL url = single.contains("://") ? URL.valueOf(single.trim())
                        : URL.valueOf((registry.getProtocol() == null ? "zookeeper" : registry.getProtocol()) + "://"
                        + single.trim());
                if (!factories.hasExtension(url.getProtocol())) {
                    if (Boolean.TRUE.equals(registry.getUseAsConfigCenter())) {
                        throw new IllegalStateException("Registry " + single + " has use-as-config-center=\"true\""
                                + " but '" + url.getProtocol() + "' cannot serve as a config center; supported: "
                                + factories.getSupportedExtensions());
                    }
                    continue;
                }
                ConfigCenterConfig center = new ConfigCenterConfig();
                center.setId("config-center-" + url.getProtocol() + "-" + url.getHost() + "-" + url.getPort());
                center.setProtocol(url.getProtocol());
                center.setAddress(url.getProtocol() + "://" + url.getAddress()
                        + (url.getParameter("backup") == null ? "" : "?backup=" + url.getParameter("backup")));
                center.setUsername(url.getUsername() != null ? url.getUsername() : registry.getUsername());
                center.setPassword(url.getPassword() != null ? url.getPassword() : registry.getPassword());
                // The registry reports an unreachable ZooKeeper itself (its check decides): waiting here as long
                // again, or failing with another message, would only delay and blur that.
                long timeout = registry.getTimeout() != null ? registry.getTimeout() : REGISTRY_CENTER_MAX_WAIT;
                center.setTimeout(Math.min(timeout, REGISTRY_CENTER_MAX_WAIT));
                center.setCheck(false);
                centers.add(center);
            }
        }
        return centers;
    }

    private static DynamicConfiguration connect(ConfigCenterConfig center, boolean fromRegistry) {
        URL url = toUrl(center);
        boolean check = !Boolean.FALSE.equals(center.isCheck());
        ExtensionLoader<DynamicConfigurationFactory> factories =
                ExtensionLoader.getExtensionLoader(DynamicConfigurationFactory.class);
        String what = (fromRegistry ? "registry used as config center " : "config center ") + url.getAddress();
        if (!factories.hasExtension(url.getProtocol())) {
            String message = "No config center of type '" + url.getProtocol() + "' for " + url.getAddress()
                    + "; supported: " + factories.getSupportedExtensions();
            if (check) {
                throw new IllegalStateException(message);
            }
            logger.warn("{} (check=false: starting without it)", message);
            return null;
        }
        try {
            DynamicConfiguration configuration = factories.getExtension(url.getProtocol()).getDynamicConfiguration(url);
            logger.info("Connected to {} (namespace {})", what, url.getParameter("namespace", "dubbo"));
            return configuration;
        } catch (IllegalStateException e) {
            if (check) {
                throw new IllegalStateException("Cannot connect to " + what + ": " + e.getMessage()
                        + (fromRegistry ? " (set use-as-config-center=\"false\" on the registry to not use it as one)"
                        : " (set check=\"false\" on the config center to start without it)"), e);
            }
            logger.warn("Cannot connect to {} (check=false: starting without it): {}", what, e.getMessage());
            return null;
        }
    }

    /** {@code protocol://host:port?namespace=..&group=..&timeout=..&check=..} with the center's parameters. */
    static URL toUrl(ConfigCenterConfig center) {
        String address = center.getAddress().trim();
        URL parsed = URL.valueOf(address.contains("://") ? address : center.getProtocol() + "://" + address);
        Map<String, String> parameters = new LinkedHashMap<>(parsed.getParameters());
        if (center.getParameters() != null) {
            parameters.putAll(center.getParameters());
        }
        putIfSet(parameters, "namespace", center.getNamespace());
        putIfSet(parameters, "group", center.getGroup());
        putIfSet(parameters, "timeout", center.getTimeout());
        putIfSet(parameters, "check", center.isCheck());
        putIfSet(parameters, "cluster", center.getCluster());
        putIfSet(parameters, "config-file", center.getConfigFile());
        int port = parsed.getPort() > 0 ? parsed.getPort() : center.getPort() == null ? 0 : center.getPort();
        String protocol = center.getProtocol() != null && !address.contains("://") ? center.getProtocol()
                : parsed.getProtocol();
        return new URL(protocol, parsed.getUsername() != null ? parsed.getUsername() : center.getUsername(),
                parsed.getPassword() != null ? parsed.getPassword() : center.getPassword(), parsed.getHost(), port,
                parsed.getPath(), parameters);
    }

    private static void putIfSet(Map<String, String> parameters, String key, Object value) {
        if (value != null && !value.toString().trim().isEmpty()) {
            parameters.put(key, value.toString().trim());
        }
    }

    private static void loadExternalConfiguration(ConfigCenterConfig center, DynamicConfiguration configuration,
                                                  String application, Environment environment) {
        String configFile = blankToNull(center.getConfigFile());
        String file = configFile == null ? DEFAULT_CONFIG_FILE : configFile;
        String group = blankToNull(center.getGroup());
        String globalGroup = group == null ? configuration.getDefaultGroup() : group;
        environment.updateExternalConfigMap(parse(configuration.getProperties(file, globalGroup), file, globalGroup));
        if (application != null) {
            String appFile = blankToNull(center.getAppConfigFile());
            String key = appFile == null ? file : appFile;
            environment.updateAppExternalConfigMap(parse(configuration.getProperties(key, application), key,
                    application));
        }
    }

    private static Map<String, String> parse(String content, String key, String group) {
        Map<String, String> map = new LinkedHashMap<>();
        if (content == null || content.trim().isEmpty()) {
            return map;
        }
        Properties properties = new Properties();
        try {
            properties.load(new StringReader(content));
        } catch (IOException | IllegalArgumentException e) {
            throw new IllegalStateException("The external configuration " + key + " (group " + group + ") in the"
                    + " config center is not a properties file: " + e.getMessage(), e);
        }
        for (String name : properties.stringPropertyNames()) {
            map.put(name, properties.getProperty(name));
        }
        logger.info("Loaded {} properties from {} (group {}) in the config center", map.size(), key, group);
        return map;
    }

    private static String applicationName(ConfigManager manager, Environment environment) {
        ApplicationConfig application = manager.getApplication();
        String name = application == null ? null : blankToNull(application.getName());
        return name != null ? name : blankToNull(environment.getProperty("dubbo.application.name"));
    }

    private static String blankToNull(String value) {
        return value == null || value.trim().isEmpty() ? null : value.trim();
    }
}
