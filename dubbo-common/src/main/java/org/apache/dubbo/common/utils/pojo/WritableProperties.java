package org.apache.dubbo.common.utils.pojo;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The writable properties of a class, discovered once per class: public setters {@code setX(value)}, else fields
 * (non-static, non-final, non-transient, superclass fields included; non-public ones only in application classes).
 *
 * <p>Setters declared by {@link Throwable} itself are left out: a stack trace or cause arriving in a map is a
 * description of the remote exception, not something to graft onto a local one.
 */
final class WritableProperties {

    private static final ClassValue<WritableProperties> CACHE = new ClassValue<WritableProperties>() {
        @Override
        protected WritableProperties computeValue(Class<?> type) {
            return new WritableProperties(type);
        }
    };

    /** Keyed by the setter name without {@code set}, so that {@code uRL} and {@code URL} both find {@code setURL}. */
    private final Map<String, PropertyWriter> setters = new HashMap<>();

    private final Map<String, PropertyWriter> fields = new HashMap<>();

    private WritableProperties(Class<?> type) {
        collectSetters(type);
        collectFields(type);
    }

    static WritableProperties of(Class<?> type) {
        return CACHE.get(type);
    }

    /** The property a map key names, or null when the class has no such property. */
    PropertyWriter find(String key) {
        if (key.isEmpty()) {
            return null;
        }
        PropertyWriter setter = setters.get(PropertyNames.capitalize(key));
        return setter != null ? setter : fields.get(key);
    }

    private void collectSetters(Class<?> type) {
        Map<String, List<Method>> candidates = new HashMap<>();
        for (Method method : type.getMethods()) {
            String name = method.getName();
            if (name.length() > 3 && name.startsWith("set") && method.getParameterCount() == 1
                    && !Modifier.isStatic(method.getModifiers()) && !method.isBridge()
                    && method.getDeclaringClass() != Object.class && method.getDeclaringClass() != Throwable.class
                    && ReflectiveAccess.open(method)) {
                candidates.computeIfAbsent(name.substring(3), k -> new ArrayList<>()).add(method);
            }
        }
        for (Map.Entry<String, List<Method>> entry : candidates.entrySet()) {
            setters.put(entry.getKey(), PropertyWriter.ofSetter(choose(type, entry.getKey(), entry.getValue())));
        }
    }

    /**
     * Among overloaded setters, the one taking the type its getter returns is the property's own; otherwise the
     * choice is made stable by parameter type name.
     */
    private static Method choose(Class<?> type, String suffix, List<Method> overloads) {
        if (overloads.size() == 1) {
            return overloads.get(0);
        }
        Class<?> propertyType = getterType(type, suffix);
        for (Method method : overloads) {
            if (method.getParameterTypes()[0] == propertyType) {
                return method;
            }
        }
        overloads.sort(Comparator.comparing(m -> m.getParameterTypes()[0].getName()));
        return overloads.get(0);
    }

    private static Class<?> getterType(Class<?> type, String suffix) {
        for (String prefix : new String[] {"get", "is"}) {
            try {
                return type.getMethod(prefix + suffix).getReturnType();
            } catch (NoSuchMethodException e) {
                // try the next prefix
            }
        }
        return null;
    }

    private void collectFields(Class<?> type) {
        for (Class<?> current = type; current != null && current != Object.class;
                current = current.getSuperclass()) {
            for (Field field : current.getDeclaredFields()) {
                int modifiers = field.getModifiers();
                if (Modifier.isStatic(modifiers) || Modifier.isFinal(modifiers) || Modifier.isTransient(modifiers)
                        || field.isSynthetic() || fields.containsKey(field.getName())) {
                    continue;
                }
                if (ReflectiveAccess.open(field)) {
                    fields.put(field.getName(), PropertyWriter.ofField(field));
                }
            }
        }
    }
}
