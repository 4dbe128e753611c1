package org.apache.dubbo.config;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Reads Dubbo annotations the way their attributes are meant: an attribute equal to its declared default is
 * "not set" (so {@code -1}, {@code ""} and {@code {}} never override anything), and {@code parameters} arrays
 * become a map.
 */
final class AnnotationAttributes {

    private AnnotationAttributes() {
    }

    /**
     * The attributes of {@code annotation} whose value differs from the declared default, by name. Ordered by
     * name, except that {@code interfaceClass} comes last so that it wins over {@code interfaceName}.
     */
    static Map<String, Object> explicitlySet(Class<?> annotationType, Object annotation) {
        List<Method> attributes = new ArrayList<>();
        for (Method method : annotationType.getDeclaredMethods()) {
            if (method.getParameterCount() == 0 && !Modifier.isStatic(method.getModifiers())) {
                attributes.add(method);
            }
        }
        attributes.sort((a, b) -> {
            int byInterfaceClass = Boolean.compare("interfaceClass".equals(a.getName()),
                    "interfaceClass".equals(b.getName()));
            return byInterfaceClass != 0 ? byInterfaceClass : a.getName().compareTo(b.getName());
        });
        Map<String, Object> set = new LinkedHashMap<>();
        for (Method attribute : attributes) {
            Object value = read(attribute, annotation);
            Object defaultValue = attribute.getDefaultValue();
            if (value != null && (defaultValue == null || !Objects.deepEquals(value, defaultValue))) {
                set.put(attribute.getName(), value);
            }
        }
        return set;
    }

    /**
     * Turns a {@code parameters} attribute into a map. Entries are read left to right: an entry holding
     * {@code ':'} or {@code '='} is split at the first of them into key and value ({@code "k:v"},
     * {@code "k=v"}); any other entry is a key whose value is the next entry ({@code {"k", "v"}}), taken
     * verbatim so that values may contain those characters. Keys and values are trimmed.
     *
     * @param where names the attribute in error messages, e.g. {@code @DubboReference(parameters)}
     * @throws IllegalArgumentException for a blank key or a key without a value
     */
    static Map<String, String> parameters(String where, String[] entries) {
        Map<String, String> map = new LinkedHashMap<>();
        String pendingKey = null;
        for (String raw : entries) {
            String entry = raw == null ? "" : raw.trim();
            if (pendingKey != null) {
                map.put(pendingKey, entry);
                pendingKey = null;
                continue;
            }
            int separator = firstSeparator(entry);
            String key = separator < 0 ? entry : entry.substring(0, separator).trim();
            if (key.isEmpty()) {
                throw new IllegalArgumentException(where + " has an entry without a key: '" + raw + "' in "
                        + Arrays.toString(entries));
            }
            if (separator < 0) {
                pendingKey = key;
            } else {
                map.put(key, entry.substring(separator + 1).trim());
            }
        }
        if (pendingKey != null) {
            throw new IllegalArgumentException(where + " has no value for key '" + pendingKey + "' in "
                    + Arrays.toString(entries) + ": write {\"key\", \"value\"}, \"key:value\" or \"key=value\"");
        }
        return map;
    }

    private static int firstSeparator(String entry) {
        int colon = entry.indexOf(':');
        int equals = entry.indexOf('=');
        if (colon < 0) {
            return equals;
        }
        return equals < 0 ? colon : Math.min(colon, equals);
    }

    private static Object read(Method attribute, Object annotation) {
        try {
            return attribute.invoke(annotation);
        } catch (InvocationTargetException e) {
            throw new IllegalStateException("Cannot read annotation attribute " + attribute.getName() + ": "
                    + e.getCause(), e.getCause());
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("Cannot read annotation attribute " + attribute.getName() + ": "
                    + e.getMessage(), e);
        }
    }
}
