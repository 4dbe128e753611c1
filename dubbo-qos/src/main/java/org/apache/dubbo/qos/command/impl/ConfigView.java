package org.apache.dubbo.qos.command.impl;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Map;
import java.util.TreeMap;

import org.apache.dubbo.config.AbstractConfig;

/** A config bean's set properties as a map, for {@code getConfig}'s JSON (simple values only; secrets masked). */
final class ConfigView {

    private ConfigView() {
    }

    static Map<String, Object> of(AbstractConfig config) {
        Map<String, Object> values = new TreeMap<>();
        for (Method m : config.getClass().getMethods()) {
            String name = property(m);
            if (name == null) {
                continue;
            }
            Object value;
            try {
                value = m.invoke(config);
            } catch (ReflectiveOperationException | RuntimeException e) {
                continue;
            }
            if (value == null || value instanceof Map && ((Map<?, ?>) value).isEmpty()) {
                continue;
            }
            if (name.toLowerCase(java.util.Locale.ROOT).endsWith("password")) {
                value = "******";
            } else if (value instanceof Class) {
                value = ((Class<?>) value).getName();
            } else if (!(value instanceof String || value instanceof Number || value instanceof Boolean
                    || value instanceof Enum || value instanceof Map)) {
                continue;
            }
            values.put(name, value);
        }
        return values;
    }

    private static String property(Method m) {
        if (m.getParameterCount() != 0 || Modifier.isStatic(m.getModifiers()) || m.getDeclaringClass() == Object.class) {
            return null;
        }
        String n = m.getName();
        String rest;
        if (n.startsWith("get") && n.length() > 3) {
            rest = n.substring(3);
        } else if (n.startsWith("is") && n.length() > 2) {
            rest = n.substring(2);
        } else {
            return null;
        }
        if (n.equals("getClass") || rest.endsWith("Compatible") || n.equals("getMetaData") || n.equals("getPrefixes")
                || n.equals("getScopeModel") || n.equals("getApplicationModel") || n.equals("getRef")) {
            return null;
        }
        return Character.toLowerCase(rest.charAt(0)) + rest.substring(1);
    }
}
