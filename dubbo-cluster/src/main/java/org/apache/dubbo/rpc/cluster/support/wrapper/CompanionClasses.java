package org.apache.dubbo.rpc.cluster.support.wrapper;

import org.apache.dubbo.common.utils.ClassResolver;
import org.apache.dubbo.common.utils.PojoUtils;

/**
 * Loads the classes configured beside a service interface (mock and stub implementations): through the
 * interface's class loader first, where they usually live, then the thread context class loader.
 */
public final class CompanionClasses {

    private CompanionClasses() {
    }

    /**
     * @param role what the class is for, used in messages ({@code "mock"}, {@code "stub"})
     * @throws IllegalStateException naming the class and the service when the class cannot be loaded or does not
     *                               implement the service interface
     */
    public static Class<?> load(String className, Class<?> serviceType, String role) {
        Class<?> loaded = find(className, serviceType);
        if (!serviceType.isAssignableFrom(loaded)) {
            throw new IllegalStateException("The " + role + " class " + loaded.getName()
                    + " does not implement the service interface " + serviceType.getName());
        }
        return loaded;
    }

    /**
     * Like {@link #load} without the interface check (for exception classes).
     *
     * @throws IllegalStateException naming the class when it cannot be loaded
     */
    public static Class<?> find(String className, Class<?> serviceType) {
        ClassLoader loader = serviceType.getClassLoader();
        if (loader != null) {
            try {
                return Class.forName(className, true, loader);
            } catch (ClassNotFoundException | LinkageError e) {
                // not there: try the context class loader below
            }
        }
        try {
            return ClassResolver.resolve(className, PojoUtils.ANY_CLASS);
        } catch (ClassNotFoundException | IllegalArgumentException | LinkageError e) {
            throw new IllegalStateException("Cannot load class " + className + " configured for the service "
                    + serviceType.getName() + ": " + e, e);
        }
    }
}
