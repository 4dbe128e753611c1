package org.apache.dubbo.common.extension;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.HashMap;
import java.util.Map;

/**
 * The adaptive extension of an interface without an {@link Adaptive} class: a JDK proxy that sends each
 * {@link Adaptive} method call to the extension its URL names. Other methods cannot be dispatched and throw.
 */
final class AdaptiveProxy<T> implements InvocationHandler {

    private final ExtensionLoader<T> loader;
    private final Class<T> type;
    private final Map<Method, AdaptiveMethod> adaptiveMethods;

    private AdaptiveProxy(ExtensionLoader<T> loader, Class<T> type, Map<Method, AdaptiveMethod> adaptiveMethods) {
        this.loader = loader;
        this.type = type;
        this.adaptiveMethods = adaptiveMethods;
    }

    /** Whether {@code type} declares any {@link Adaptive} method. */
    static boolean hasAdaptiveMethods(Class<?> type) {
        for (Method method : type.getMethods()) {
            if (method.isAnnotationPresent(Adaptive.class)) {
                return true;
            }
        }
        return false;
    }

    /**
     * @throws IllegalStateException if {@code type} has no {@link Adaptive} method, or one without a URL
     */
    static <T> T create(ExtensionLoader<T> loader, Class<T> type, UrlAccess urls) {
        Map<Method, AdaptiveMethod> adaptiveMethods = new HashMap<>();
        for (Method method : type.getMethods()) {
            if (method.isAnnotationPresent(Adaptive.class)) {
                adaptiveMethods.put(method, AdaptiveMethod.of(type, method, urls));
            }
        }
        if (adaptiveMethods.isEmpty()) {
            throw new IllegalStateException("No adaptive extension for " + type.getName()
                    + ": no extension class is annotated @Adaptive and no interface method is @Adaptive");
        }
        Object proxy = Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type},
                new AdaptiveProxy<>(loader, type, adaptiveMethods));
        return type.cast(proxy);
    }

    @Override
    public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
        if (method.getDeclaringClass() == Object.class) {
            return invokeObjectMethod(proxy, method, args);
        }
        AdaptiveMethod adaptive = adaptiveMethods.get(method);
        if (adaptive == null) {
            throw new UnsupportedOperationException("Method " + method.getName() + " of " + type.getName()
                    + " is not @Adaptive, so the adaptive extension cannot choose an implementation for it");
        }
        Object[] arguments = args == null ? new Object[0] : args;
        T extension = loader.getExtension(adaptive.extensionName(arguments, loader.getDefaultExtensionName()));
        try {
            return method.invoke(extension, arguments);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        }
    }

    private Object invokeObjectMethod(Object proxy, Method method, Object[] args) {
        switch (method.getName()) {
            case "equals":
                return proxy == args[0];
            case "hashCode":
                return System.identityHashCode(proxy);
            default:
                return "Adaptive " + type.getName();
        }
    }
}
