package org.apache.dubbo.config;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

import org.apache.dubbo.common.config.Environment;
import org.apache.dubbo.rpc.model.ApplicationModel;
import org.apache.dubbo.rpc.model.FrameworkModel;
import org.apache.dubbo.rpc.model.ModuleModel;

/**
 * A framework of its own with an {@link Environment} over test maps instead of the real system properties and
 * environment, and a chosen properties file from the test class path.
 */
final class ExternalConfig implements AutoCloseable {

    final Map<String, String> system = new HashMap<>();
    final Map<String, String> env = new HashMap<>();
    final FrameworkModel framework = new FrameworkModel();
    final ApplicationModel application = framework.newApplication();
    final ModuleModel module = application.newModule();
    final Environment environment;
    private final Map<String, String> app = new LinkedHashMap<>();

    /** @param propertiesResource class-path resource standing for dubbo.properties; null for none */
    ExternalConfig(String propertiesResource) {
        system.put(Environment.PROPERTIES_FILE_KEY,
                propertiesResource == null ? "extconfig/absent.properties" : propertiesResource);
        environment = new Environment(() -> system, () -> env, ExternalConfig.class.getClassLoader());
        Environment.attach(application, environment);
    }

    ExternalConfig() {
        this(null);
    }

    /** Adds an entry to the application configuration (what the Spring bridge fills). */
    ExternalConfig app(String key, String value) {
        app.put(key, value);
        environment.setAppConfiguration(app);
        return this;
    }

    @Override
    public void close() {
        framework.destroy();
    }
}
