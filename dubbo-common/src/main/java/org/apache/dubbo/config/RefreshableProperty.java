package org.apache.dubbo.config;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

import org.apache.dubbo.common.config.SubProperty;
import org.apache.dubbo.common.config.ValueConversion;

/**
 * A bean attribute that externalized configuration can set: an attribute (see {@link ConfigProperty}) of a
 * type {@link ValueConversion} handles, with a public setter of that type. Where overloads exist
 * ({@code setMock(String)} / {@code setMock(Object)}, {@code setGeneric(String)} / {@code setGeneric(Boolean)})
 * the setter of the getter's type is used, the {@code String} one when both getters exist.
 */
final class RefreshableProperty {

    private static final ConcurrentMap<Class<?>, List<RefreshableProperty>> CACHE = new ConcurrentHashMap<>();

    private final String name;
    private final String kebabName;
    private final ConfigProperty reader;
    private final Method setter;

    private RefreshableProperty(String name, ConfigProperty reader, Method setter) {
        this.name = name;
        this.kebabName = PropertyNames.split(name, '-');
        this.reader = reader;
        this.setter = setter;
    }

    /** The refreshable properties of {@code type}, sorted by name. */
    static List<RefreshableProperty> of(Class<?> type) {
        List<RefreshableProperty> properties = CACHE.get(type);
        if (properties == null) {
            properties = CACHE.computeIfAbsent(type, RefreshableProperty::scan);
        }
        return properties;
    }

    private static List<RefreshableProperty> scan(Class<?> type) {
        Map<String, List<ConfigProperty>> byName = new LinkedHashMap<>();
        for (ConfigProperty property : ConfigProperties.of(type)) {
            // default is no attribute of the bean's text form, but dubbo.protocols.{id}.default=true marks the default
            boolean refreshable = property.isAttribute() || "default".equals(property.name());
            if (refreshable && !property.isParameterMap() && ValueConversion.supports(property.type())) {
                byName.computeIfAbsent(property.name(), name -> new ArrayList<>()).add(property);
            }
        }
        List<RefreshableProperty> properties = new ArrayList<>();
        for (Map.Entry<String, List<ConfigProperty>> entry : byName.entrySet()) {
            RefreshableProperty property = pair(type, entry.getKey(), entry.getValue());
            if (property != null) {
                properties.add(property);
            }
        }
        return Collections.unmodifiableList(properties);
    }

    /** The getter and setter of one name, preferring the {@code String} pair; null without a matching setter. */
    private static RefreshableProperty pair(Class<?> type, String name, List<ConfigProperty> getters) {
        String setterName = PropertyNames.setterOf(name);
        RefreshableProperty best = null;
        for (Method method : type.getMethods()) {
            if (!method.getName().equals(setterName) || method.getParameterCount() != 1
                    || Modifier.isStatic(method.getModifiers()) || method.isBridge()) {
                continue;
            }
            Class<?> parameter = ValueConversion.boxed(method.getParameterTypes()[0]);
            for (ConfigProperty getter : getters) {
                if (ValueConversion.boxed(getter.type()) == parameter
                        && (best == null || parameter == String.class)) {
                    best = new RefreshableProperty(name, getter, method);
                }
            }
        }
        return best;
    }

    /** The Java property name, e.g. {@code socketSendBuffer}. */
    String name() {
        return name;
    }

    /** The property name in kebab case, e.g. {@code socket-send-buffer}: what externalized names are matched to. */
    String kebabName() {
        return kebabName;
    }

    Object read(Object bean) {
        return reader.read(bean);
    }

    /**
     * Converts the value of {@code from} and passes it to the setter.
     *
     * @throws IllegalArgumentException naming the key, the value and the source when the value cannot be
     *                                  converted or the setter refuses it
     */
    void assign(Object bean, SubProperty from) {
        Object value;
        try {
            value = ValueConversion.convert(from.getValue(), setter.getParameterTypes()[0]);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(invalid(from) + e.getMessage(), e);
        }
        try {
            setter.invoke(bean, value);
        } catch (InvocationTargetException e) {
            Throwable cause = e.getCause();
            throw new IllegalArgumentException(invalid(from) + cause.getMessage(), cause);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("Cannot call " + setter + ": " + e.getMessage(), e);
        }
    }

    private static String invalid(SubProperty from) {
        return "Invalid value '" + from.getValue() + "' for " + from.getKey() + " (" + from.getSource() + "): ";
    }

    /**
     * An externalized property name in kebab case: {@code qosPort}, {@code qos_port} and {@code qos-port} all
     * become {@code qos-port}. Nothing else is normalized, so {@code io-threads} stays distinct from
     * {@code iothreads}.
     */
    static String kebab(String name) {
        StringBuilder out = new StringBuilder(name.length() + 4);
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c == '_') {
                out.append('-');
            } else if (Character.isUpperCase(c)) {
                if (out.length() > 0 && out.charAt(out.length() - 1) != '-') {
                    out.append('-');
                }
                out.append(Character.toLowerCase(c));
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }
}
