package org.apache.dubbo.config;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;

import org.apache.dubbo.config.support.Parameter;

/**
 * One readable property of a config class: its getter and how its value maps to a URL parameter and to the
 * bean's attributes. Instances come from {@link ConfigProperties}.
 */
final class ConfigProperty {

    private final String name;
    private final String urlKey;
    private final Method getter;
    private final boolean parameterMap;
    private final boolean excluded;
    private final boolean escaped;
    private final boolean append;
    private final boolean required;
    private final boolean attribute;

    ConfigProperty(String name, Method getter, Parameter annotation, boolean parameterMap, boolean writable) {
        this.name = name;
        this.getter = getter;
        this.parameterMap = parameterMap;
        boolean keyGiven = annotation != null && !annotation.key().isEmpty();
        this.urlKey = keyGiven ? annotation.key() : PropertyNames.split(name, '.');
        this.excluded = annotation != null && annotation.excluded();
        this.escaped = annotation != null && annotation.escaped();
        this.append = annotation != null && annotation.append();
        this.required = annotation != null && annotation.required();
        // only real bean properties (with a setter) are attributes; derived getters such as isValid() are not
        this.attribute = writable && (annotation == null || annotation.attribute());
    }

    /** The Java property name, e.g. {@code preferSerialization}. */
    String name() {
        return name;
    }

    /** The URL parameter key, e.g. {@code prefer.serialization}. */
    String urlKey() {
        return urlKey;
    }

    /** The getter's return type. */
    Class<?> type() {
        return getter.getReturnType();
    }

    /** Whether this is the free-form {@code getParameters()} map rather than a single value. */
    boolean isParameterMap() {
        return parameterMap;
    }

    boolean isExcluded() {
        return excluded;
    }

    boolean isEscaped() {
        return escaped;
    }

    boolean isAppend() {
        return append;
    }

    boolean isRequired() {
        return required;
    }

    boolean isAttribute() {
        return attribute;
    }

    Object read(Object bean) {
        try {
            return getter.invoke(bean);
        } catch (InvocationTargetException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException) {
                throw (RuntimeException) cause;
            }
            throw new IllegalStateException("Cannot read " + describe(bean) + ": " + cause, cause);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("Cannot read " + describe(bean) + ": " + e.getMessage(), e);
        }
    }

    private String describe(Object bean) {
        return bean.getClass().getSimpleName() + "." + name;
    }
}
