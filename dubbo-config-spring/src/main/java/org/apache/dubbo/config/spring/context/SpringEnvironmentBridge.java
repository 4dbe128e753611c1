package org.apache.dubbo.config.spring.context;

import java.util.LinkedHashMap;
import java.util.Map;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.core.env.ConfigurableEnvironment;
import org.springframework.core.env.EnumerablePropertySource;
import org.springframework.core.env.PropertySource;

/**
 * The {@code dubbo.*} properties of a Spring {@code Environment} (application.properties, application.yml,
 * {@code @PropertySource}s, ...), each with the value the Environment resolves for it: the highest-ranked property
 * source wins and placeholders are resolved. They become Dubbo's application configuration, which ranks above the
 * values written on the beans themselves (see docs/configuration.md).
 */
final class SpringEnvironmentBridge {

    private static final Logger log = LoggerFactory.getLogger(SpringEnvironmentBridge.class);
    private static final String PREFIX = "dubbo.";

    private SpringEnvironmentBridge() {
    }

    static Map<String, String> dubboProperties(ConfigurableEnvironment environment) {
        Map<String, String> properties = new LinkedHashMap<>();
        for (PropertySource<?> source : environment.getPropertySources()) {
            if (!(source instanceof EnumerablePropertySource)) {
                continue;
            }
            for (String name : ((EnumerablePropertySource<?>) source).getPropertyNames()) {
                if (!name.startsWith(PREFIX) || properties.containsKey(name)) {
                    continue;
                }
                try {
                    String value = environment.getProperty(name);
                    if (value != null) {
                        properties.put(name, value);
                    }
                } catch (IllegalArgumentException e) {
                    log.warn("Spring property {} is not passed to Dubbo: {}", name, e.getMessage());
                }
            }
        }
        return properties;
    }
}
