package org.apache.dubbo.config;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

import org.apache.dubbo.config.support.Parameter;

/**
 * The readable properties of a config class, found once per class by reflection and cached: every public
 * getter of a simple type (primitive, wrapper, {@code String}) plus the free-form {@code getParameters()} map.
 * Getters of other types (related beans, lists, class loaders...) are not properties in this sense. The list is
 * sorted by property name so that output built from it is stable.
 */
final class ConfigProperties {

    private static final ConcurrentMap<Class<?>, List<ConfigProperty>> CACHE = new ConcurrentHashMap<>();

    private ConfigProperties() {
    }

    static List<ConfigProperty> of(Class<?> type) {
        List<ConfigProperty> properties = CACHE.get(type);
        if (properties == null) {
            properties = CACHE.computeIfAbsent(type, ConfigProperties::scan);
        }
        return properties;
    }

    private static List<ConfigProperty> scan(Class<?> type) {
        Set<String> setters = new HashSet<>();
        for (Method method : type.getMethods()) {
            if (!Modifier.isStatic(method.getModifiers()) && method.getParameterCount() == 1
                    && method.getName().startsWith("set")) {
                setters.add(method.getName());
            }
        }
        List<ConfigProperty> properties = new ArrayList<>();
        for (Method method : type.getMethods()) {
            if (Modifier.isStatic(method.getModifiers()) || method.isBridge() || method.isSynthetic()
                    || method.getParameterCount() != 0 || method.getDeclaringClass() == Object.class) {
                continue;
            }
            String name = PropertyNames.propertyOfGetter(method.getName());
            if (name == null) {
                continue;
            }
            boolean parameterMap = "getParameters".equals(method.getName()) && method.getReturnType() == Map.class;
            if (!parameterMap && !isSimple(method.getReturnType())) {
                continue;
            }
            boolean writable = setters.contains(PropertyNames.setterOf(name));
            properties.add(new ConfigProperty(name, method, findParameter(type, method), parameterMap, writable));
        }
        properties.sort(Comparator.comparing(ConfigProperty::name).thenComparing(ConfigProperty::urlKey));
        return Collections.unmodifiableList(properties);
    }

    private static boolean isSimple(Class<?> type) {
        if (type.isPrimitive()) {
            return type != void.class;
        }
        return type == String.class || type == Boolean.class || type == Character.class
                || Number.class.isAssignableFrom(type);
    }

    /**
     * The {@link Parameter} of the most specific declaration of {@code getter} that has one, so that an
     * override (for example in a subclass written elsewhere) keeps the mapping of the getter it overrides.
     */
    private static Parameter findParameter(Class<?> type, Method getter) {
        for (Class<?> c = type; c != null && c != Object.class; c = c.getSuperclass()) {
            try {
                Parameter parameter = c.getDeclaredMethod(getter.getName()).getAnnotation(Parameter.class);
                if (parameter != null) {
                    return parameter;
                }
            } catch (NoSuchMethodException notDeclaredHere) {
                // keep looking in the superclass
            }
        }
        return null;
    }
}
