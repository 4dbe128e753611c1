package org.apache.dubbo.config.spring.beans.factory.annotation;

import java.lang.annotation.Annotation;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

import org.apache.dubbo.config.MethodConfig;
import org.springframework.beans.factory.config.RuntimeBeanReference;
import org.springframework.core.env.PropertyResolver;

/**
 * The properties a service or reference annotation gives its bean, by bean property name. Only attributes that
 * differ from their declared default count (so {@code -1}, {@code ""} and {@code {}} never override anything).
 * {@code ${...}} placeholders in text are resolved against the Spring environment; values stay text, converted and
 * checked when the bean is built so that errors name the annotation. Attributes naming beans ({@code provider},
 * {@code consumer}, {@code module}, {@code monitor}, {@code application}, {@code executor}) become bean references;
 * {@code registry} (and a {@code protocol} array) become id lists; {@code parameters} a map; {@code methods} method
 * configs.
 */
final class AnnotationProperties {

    private static final Set<String> SKIPPED = new HashSet<>(Arrays.asList("interfaceClass", "interfaceName", "id"));
    private static final Set<String> BEAN_NAMES = new HashSet<>(Arrays.asList(
            "provider", "consumer", "module", "monitor", "application", "executor"));

    final Map<String, Object> properties = new LinkedHashMap<>();
    final Map<String, String> attributeByProperty = new LinkedHashMap<>();
    private final Map<String, String> parameters = new LinkedHashMap<>();

    private AnnotationProperties() {
    }

    static AnnotationProperties of(Annotation annotation, PropertyResolver environment) {
        AnnotationProperties result = new AnnotationProperties();
        for (Method attribute : annotation.annotationType().getDeclaredMethods()) {
            if (attribute.getParameterCount() != 0 || Modifier.isStatic(attribute.getModifiers())
                    || SKIPPED.contains(attribute.getName())) {
                continue;
            }
            Object value = read(attribute, annotation);
            if (value == null || Objects.deepEquals(value, attribute.getDefaultValue())) {
                continue;
            }
            result.add(attribute.getName(), value, environment);
        }
        if (!result.parameters.isEmpty()) {
            result.properties.put("parameters", result.parameters);
        }
        return result;
    }

    private void add(String attribute, Object value, PropertyResolver environment) {
        if ("parameters".equals(attribute)) {
            parameters.putAll(parameters(resolveAll((String[]) value, environment), attribute));
        } else if ("methods".equals(attribute)) {
            put("methods", attribute, MethodConfig.constructMethodConfig((org.apache.dubbo.config.annotation.Method[])
                    value));
        } else if ("stubevent".equals(attribute)) {
            parameters.put("dubbo.stub.event", String.valueOf(value));
        } else if (BEAN_NAMES.contains(attribute)) {
            put(attribute, attribute, new RuntimeBeanReference(environment.resolvePlaceholders((String) value)));
        } else if (value instanceof String[]) {
            String joined = String.join(",", resolveAll((String[]) value, environment));
            if ("registry".equals(attribute)) {
                put("registryIds", attribute, joined);
            } else if ("protocol".equals(attribute)) {
                put("protocolIds", attribute, joined);
            } else {
                put(attribute, attribute, joined);
            }
        } else if (value instanceof String) {
            put(attribute, attribute, environment.resolvePlaceholders((String) value));
        } else {
            put(attribute, attribute, String.valueOf(value));
        }
    }

    private void put(String property, String attribute, Object value) {
        properties.put(property, value);
        attributeByProperty.put(property, attribute);
    }

    private static String[] resolveAll(String[] values, PropertyResolver environment) {
        String[] resolved = new String[values.length];
        for (int i = 0; i < values.length; i++) {
            resolved[i] = environment.resolvePlaceholders(values[i]);
        }
        return resolved;
    }

    /** Alternating keys and values, or {@code "k:v"} / {@code "k=v"} entries. */
    private static Map<String, String> parameters(String[] entries, String attribute) {
        Map<String, String> map = new LinkedHashMap<>();
        String pendingKey = null;
        for (String raw : entries) {
            String entry = raw.trim();
            if (pendingKey != null) {
                map.put(pendingKey, entry);
                pendingKey = null;
                continue;
            }
            int colon = entry.indexOf(':');
            int equals = entry.indexOf('=');
            int separator = colon < 0 ? equals : equals < 0 ? colon : Math.min(colon, equals);
            if (separator < 0) {
                pendingKey = entry;
            } else {
                map.put(entry.substring(0, separator).trim(), entry.substring(separator + 1).trim());
            }
        }
        if (pendingKey != null) {
            throw new IllegalArgumentException("Invalid " + attribute + " " + Arrays.toString(entries)
                    + ": no value for key '" + pendingKey + "'");
        }
        return map;
    }

    private static Object read(Method attribute, Annotation annotation) {
        try {
            return attribute.invoke(annotation);
        } catch (IllegalAccessException | InvocationTargetException e) {
            throw new IllegalStateException("Cannot read " + attribute + " of " + annotation, e);
        }
    }
}
