package org.apache.dubbo.common.extension;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Date;
import java.util.List;

/**
 * Calls the setters of a new extension with objects from the injectors: every public one-argument
 * {@code setX} method not marked {@link DisableInject} whose parameter is not a plain value (primitive,
 * boxed primitive, {@link String}, {@link Date}, or an array of those). The first injector that returns an
 * object for the parameter type and property name {@code x} wins; when none does the setter is not called.
 *
 * <p>A failing setter or injector is logged and skipped, so one bad dependency does not make the whole
 * extension unusable.
 */
final class SetterInjection {

    private static final Logger log = LoggerFactory.getLogger(SetterInjection.class);

    private SetterInjection() {
    }

    static void inject(Object instance, List<ExtensionInjector> injectors) {
        if (injectors.isEmpty()) {
            return;
        }
        for (Method method : instance.getClass().getMethods()) {
            if (isInjectable(method)) {
                injectInto(instance, method, injectors);
            }
        }
    }

    /** {@code setUrlProvider} gives {@code urlProvider}. */
    static String propertyName(Method setter) {
        String name = setter.getName();
        return Character.toLowerCase(name.charAt(3)) + name.substring(4);
    }

    private static boolean isInjectable(Method method) {
        return method.getName().startsWith("set")
                && method.getName().length() > 3
                && method.getParameterTypes().length == 1
                && Modifier.isPublic(method.getModifiers())
                && !Modifier.isStatic(method.getModifiers())
                && !method.isAnnotationPresent(DisableInject.class)
                && !isPlainValue(method.getParameterTypes()[0]);
    }

    private static boolean isPlainValue(Class<?> type) {
        Class<?> element = type.isArray() ? type.getComponentType() : type;
        return element.isPrimitive()
                || element == String.class
                || element == Boolean.class
                || element == Character.class
                || Number.class.isAssignableFrom(element)
                || Date.class.isAssignableFrom(element);
    }

    private static void injectInto(Object instance, Method setter, List<ExtensionInjector> injectors) {
        Class<?> type = setter.getParameterTypes()[0];
        String property = propertyName(setter);
        try {
            for (ExtensionInjector injector : injectors) {
                Object value = injector.getInstance(type, property);
                if (value != null) {
                    setter.invoke(instance, value);
                    return;
                }
            }
        } catch (Exception e) {
            log.error("Cannot inject property '{}' ({}) into {} through {}", property, type.getName(),
                    instance.getClass().getName(), setter.getName(), e);
        }
    }
}
