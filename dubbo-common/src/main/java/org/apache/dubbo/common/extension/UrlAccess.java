package org.apache.dubbo.common.extension;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;

/**
 * Reads Dubbo URLs reflectively, recognising them by class name, so that the extension mechanism does not
 * depend on the URL class at compile time.
 */
final class UrlAccess {

    static final UrlAccess DUBBO_URL = new UrlAccess("org.apache.dubbo.common.URL");

    private final String urlClassName;
    private final ClassValue<Method> getParameter = new ClassValue<Method>() {
        @Override
        protected Method computeValue(Class<?> urlClass) {
            return publicMethod(urlClass, "getParameter", String.class);
        }
    };
    private final ClassValue<Method> getProtocol = new ClassValue<Method>() {
        @Override
        protected Method computeValue(Class<?> urlClass) {
            return publicMethod(urlClass, "getProtocol");
        }
    };

    UrlAccess(String urlClassName) {
        this.urlClassName = urlClassName;
    }

    String urlClassName() {
        return urlClassName;
    }

    /** Whether {@code type} is the URL class or a subclass of it. */
    boolean isUrlType(Class<?> type) {
        for (Class<?> current = type; current != null; current = current.getSuperclass()) {
            if (current.getName().equals(urlClassName)) {
                return true;
            }
        }
        return false;
    }

    /** The public instance method {@code getUrl()} of {@code type} returning a URL, or {@code null}. */
    Method urlGetter(Class<?> type) {
        try {
            Method getter = type.getMethod("getUrl");
            return !Modifier.isStatic(getter.getModifiers()) && isUrlType(getter.getReturnType()) ? getter : null;
        } catch (NoSuchMethodException e) {
            return null;
        }
    }

    String parameter(Object url, String key) {
        return (String) call(getParameter.get(url.getClass()), url, key);
    }

    String protocol(Object url) {
        return (String) call(getProtocol.get(url.getClass()), url);
    }

    private static Method publicMethod(Class<?> type, String name, Class<?>... parameterTypes) {
        try {
            return type.getMethod(name, parameterTypes);
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException(type.getName() + " has no public method " + name + ", so it cannot be"
                    + " read as a Dubbo URL", e);
        }
    }

    private static Object call(Method method, Object target, Object... args) {
        try {
            return method.invoke(target, args);
        } catch (InvocationTargetException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException) {
                throw (RuntimeException) cause;
            }
            if (cause instanceof Error) {
                throw (Error) cause;
            }
            throw new IllegalStateException("Calling " + method + " failed", cause);
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("Cannot call " + method, e);
        }
    }
}
