package org.apache.dubbo.config;

import java.util.ArrayList;
import java.util.List;

import org.apache.dubbo.config.context.ConfigManager;
import org.apache.dubbo.rpc.model.ApplicationModel;
import org.apache.dubbo.rpc.model.ModuleModel;

/**
 * Where a service or reference without its own setting finds it: its own value, then its provider/consumer
 * defaults, then the application's, then the configs declared to the application (bootstrap, Spring, properties).
 */
final class ConfigDefaults {

    private ConfigDefaults() {
    }

    /** The module a service or reference was declared in; null when it belongs to the application directly. */
    static ModuleModel module(AbstractConfig config) {
        return config.getScopeModel() instanceof ModuleModel ? (ModuleModel) config.getScopeModel() : null;
    }

    static ApplicationConfig application(AbstractInterfaceConfig config, ApplicationModel model) {
        if (config.getApplication() != null) {
            return config.getApplication();
        }
        ApplicationConfig fromManager = ConfigManager.of(model).getApplication();
        return fromManager != null ? fromManager : model.getCurrentConfig();
    }

    static List<RegistryConfig> registries(AbstractInterfaceConfig config, AbstractInterfaceConfig parent,
                                           ApplicationConfig application, ApplicationModel model) {
        ConfigManager manager = ConfigManager.of(model);
        List<RegistryConfig> chosen = pickById(config.getRegistryIds(), manager);
        if (chosen == null) {
            chosen = config.getRegistries();
        }
        if (isEmpty(chosen) && parent != null) {
            chosen = pickById(parent.getRegistryIds(), manager);
            if (chosen == null) {
                chosen = parent.getRegistries();
            }
        }
        if (isEmpty(chosen) && application != null) {
            chosen = application.getRegistries();
        }
        if (isEmpty(chosen)) {
            chosen = manager.getDefaultRegistries();
        }
        return chosen == null ? new ArrayList<>() : chosen;
    }

    private static List<RegistryConfig> pickById(String ids, ConfigManager manager) {
        if (ids == null || ids.trim().isEmpty()) {
            return null;
        }
        List<RegistryConfig> picked = new ArrayList<>();
        for (String id : ids.split(",")) {
            String trimmed = id.trim();
            if (trimmed.isEmpty()) {
                continue;
            }
            if (RegistryConfig.NO_AVAILABLE.equalsIgnoreCase(trimmed)) {
                picked.add(new RegistryConfig(RegistryConfig.NO_AVAILABLE));
                continue;
            }
            RegistryConfig registry = manager.getRegistry(trimmed);
            if (registry == null) {
                throw new IllegalStateException("Registry '" + trimmed + "' is referenced by id but not declared;"
                        + " declared registries: " + manager.getRegistries());
            }
            picked.add(registry);
        }
        return picked;
    }

    private static boolean isEmpty(List<?> list) {
        return list == null || list.isEmpty();
    }
}
