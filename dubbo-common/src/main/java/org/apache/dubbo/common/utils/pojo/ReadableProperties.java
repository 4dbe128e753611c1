package org.apache.dubbo.common.utils.pojo;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The readable properties of a class, discovered once per class: public getters ({@code getX()}, and {@code isX()}
 * returning {@code boolean}/{@code Boolean}) and public non-static non-transient fields not already covered by a
 * getter.
 *
 * <p>A property is named after its accessor with the first letter lower-cased ({@code getURL} gives {@code uRL}),
 * which is the naming Apache Dubbo peers use for generic maps; {@link WritableProperties} accepts either spelling.
 */
final class ReadableProperties {

    private static final ClassValue<List<PropertyReader>> CACHE = new ClassValue<List<PropertyReader>>() {
        @Override
        protected List<PropertyReader> computeValue(Class<?> type) {
            return discover(type);
        }
    };

    private ReadableProperties() {
    }

    static List<PropertyReader> of(Class<?> type) {
        return CACHE.get(type);
    }

    private static List<PropertyReader> discover(Class<?> type) {
        Map<String, PropertyReader> byName = new TreeMap<>();
        // two passes so that getX() wins over isX() when a class has both
        for (String prefix : new String[] {"get", "is"}) {
            for (Method method : type.getMethods()) {
                String name = propertyName(method, prefix);
                if (name != null && !byName.containsKey(name) && ReflectiveAccess.open(method)) {
                    byName.put(name, PropertyReader.ofGetter(name, method));
                }
            }
        }
        for (Field field : type.getFields()) {
            int modifiers = field.getModifiers();
            if (!Modifier.isStatic(modifiers) && !Modifier.isTransient(modifiers)
                    && !byName.containsKey(field.getName()) && ReflectiveAccess.open(field)) {
                byName.put(field.getName(), PropertyReader.ofField(field));
            }
        }
        return Collections.unmodifiableList(new ArrayList<>(byName.values()));
    }

    private static String propertyName(Method method, String prefix) {
        String methodName = method.getName();
        if (Modifier.isStatic(method.getModifiers()) || method.isBridge() || method.getParameterCount() != 0
                || method.getDeclaringClass() == Object.class || method.getReturnType() == void.class
                || !methodName.startsWith(prefix) || methodName.length() == prefix.length()) {
            return null;
        }
        if (prefix.equals("is") && method.getReturnType() != boolean.class
                && method.getReturnType() != Boolean.class) {
            return null;
        }
        return PropertyNames.decapitalize(methodName.substring(prefix.length()));
    }
}
