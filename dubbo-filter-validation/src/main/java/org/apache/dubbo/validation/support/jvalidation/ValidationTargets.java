package org.apache.dubbo.validation.support.jvalidation;

import java.lang.reflect.Array;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.validation.MethodValidated;

/**
 * What both Bean Validation flavours share: the service interface of a URL, the groups a method's arguments are
 * checked against, and the argument objects checked as beans.
 */
final class ValidationTargets {

    private ValidationTargets() {
    }

    /** The interface named by the URL, loaded by the thread's class loader (the application's). */
    static Class<?> serviceInterface(URL url) {
        String name = url.getServiceInterface();
        if (name == null || name.isEmpty()) {
            name = url.getPath();
        }
        ClassLoader loader = Thread.currentThread().getContextClassLoader();
        try {
            return Class.forName(name, false, loader != null ? loader : ValidationTargets.class.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException("Cannot validate calls of " + name + ": the interface is not loadable here",
                    e);
        }
    }

    /**
     * The default group, the interface, the inner interface named after the method ({@code Save} for
     * {@code save}) if there is one, and the groups of {@link MethodValidated} — as Apache Dubbo checks them.
     */
    static Class<?>[] groups(Class<?> service, Method method, Class<?> defaultGroup) {
        List<Class<?>> groups = new ArrayList<>();
        groups.add(defaultGroup);
        groups.add(service);
        String name = method.getName();
        String inner = service.getName() + "$" + Character.toUpperCase(name.charAt(0)) + name.substring(1);
        try {
            groups.add(Class.forName(inner, false, service.getClassLoader()));
        } catch (ClassNotFoundException ignored) {
            // no group named after the method
        }
        MethodValidated validated = method.getAnnotation(MethodValidated.class);
        if (validated != null) {
            for (Class<?> group : validated.value()) {
                if (!groups.contains(group)) {
                    groups.add(group);
                }
            }
        }
        return groups.toArray(new Class<?>[0]);
    }

    /** An instance of the interface, for the executable validator (it validates parameters, never calls it). */
    static Object instanceOf(Class<?> service) {
        return Proxy.newProxyInstance(service.getClassLoader(), new Class<?>[] {service},
                (proxy, method, args) -> null);
    }

    /** Every argument (and element of an argument array, collection or map) that is a bean worth validating. */
    static void forEachBean(Object[] arguments, Consumer<Object> visitor) {
        if (arguments == null) {
            return;
        }
        for (Object argument : arguments) {
            visit(argument, visitor);
        }
    }

    private static void visit(Object value, Consumer<Object> visitor) {
        if (value == null || isSimple(value.getClass())) {
            return;
        }
        if (value.getClass().isArray()) {
            if (!value.getClass().getComponentType().isPrimitive()) {
                for (int i = 0; i < Array.getLength(value); i++) {
                    visit(Array.get(value, i), visitor);
                }
            }
        } else if (value instanceof Collection) {
            for (Object element : (Collection<?>) value) {
                visit(element, visitor);
            }
        } else if (value instanceof Map) {
            for (Object element : ((Map<?, ?>) value).values()) {
                visit(element, visitor);
            }
        } else {
            visitor.accept(value);
        }
    }

    private static boolean isSimple(Class<?> type) {
        return type.isPrimitive() || type.isEnum() || type == String.class || Number.class.isAssignableFrom(type)
                || type == Boolean.class || type == Character.class || java.util.Date.class.isAssignableFrom(type)
                || type.getName().startsWith("java.time.") || type == Class.class;
    }

    /** Whether a violation sits on a parameter itself (method node plus parameter node), not inside a bean. */
    static boolean isParameterLevel(Iterable<?> path) {
        int nodes = 0;
        for (Object ignored : path) {
            nodes++;
        }
        return nodes <= 2;
    }

    static String message(Class<?> service, String methodName, Object violations) {
        return "Failed to validate service: " + service.getName() + ", method: " + methodName + ", cause: "
                + violations;
    }
}
