package org.apache.dubbo.config;

import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.function.Supplier;

import com.code_intelligence.jazzer.junit.FuzzTest;
import org.junit.jupiter.api.AfterAll;

/**
 * Fuzzes the conversion of externalized configuration values ({@code dubbo.properties}, system properties, the
 * values Spring XML and {@code application.properties} hand over) into the config beans: the input is read as a
 * properties file, its entries become the system properties of an application, and the common config beans are
 * refreshed from them. A wrong value must fail with the documented {@link IllegalArgumentException} (or
 * {@link IllegalStateException}) carrying a message, never with another exception.
 */
class ConfigValueFuzzTest {

    private static final ExternalConfig CONFIG = new ExternalConfig();

    @AfterAll
    static void close() {
        CONFIG.close();
    }

    @FuzzTest(maxDuration = "30s")
    void refresh(byte[] data) {
        Properties properties = new Properties();
        try {
            properties.load(new ByteArrayInputStream(data));
        } catch (IOException | IllegalArgumentException notAPropertiesFile) {
            return;
        }
        CONFIG.system.clear();
        for (String key : properties.stringPropertyNames()) {
            CONFIG.system.put(key, properties.getProperty(key));
        }
        for (Supplier<AbstractConfig> bean : beans()) {
            try {
                bean.get().refresh();
            } catch (IllegalArgumentException | IllegalStateException documented) {
                assertNotNull(documented.getMessage(), "a configuration error without a message");
            }
        }
    }

    private static List<Supplier<AbstractConfig>> beans() {
        List<Supplier<AbstractConfig>> beans = new ArrayList<>();
        beans.add(() -> new ApplicationConfig(CONFIG.application));
        beans.add(() -> new ProtocolConfig(CONFIG.application));
        beans.add(() -> new RegistryConfig(CONFIG.application));
        beans.add(() -> new ProviderConfig(CONFIG.module));
        beans.add(() -> new ConsumerConfig(CONFIG.module));
        beans.add(() -> new ConfigCenterConfig(CONFIG.application));
        beans.add(() -> new MetadataReportConfig(CONFIG.application));
        beans.add(() -> new MetricsConfig(CONFIG.application));
        beans.add(() -> new SslConfig(CONFIG.application));
        beans.add(() -> new MonitorConfig(CONFIG.application));
        beans.add(() -> new ModuleConfig(CONFIG.module));
        beans.add(() -> new TracingConfig(CONFIG.application));
        beans.add(() -> new MethodConfig(CONFIG.module));
        return beans;
    }
}
