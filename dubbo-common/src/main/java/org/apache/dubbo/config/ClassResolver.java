package org.apache.dubbo.config;

/**
 * Loads a class by name the way user code expects from a framework: first from the loader that belongs to the
 * configuration (for example the one that loaded the interface given to {@code setInterface(Class)}), then the
 * thread's context loader (application servers, Spring Boot fat jars), then the loader of Dubbo itself.
 */
final class ClassResolver {

    private ClassResolver() {
    }

    static Class<?> load(String name, ClassLoader preferred) throws ClassNotFoundException {
        ClassNotFoundException failure = null;
        for (ClassLoader loader : new ClassLoader[]{preferred, Thread.currentThread().getContextClassLoader(),
                ClassResolver.class.getClassLoader()}) {
            if (loader == null) {
                continue;
            }
            try {
                return Class.forName(name, false, loader);
            } catch (ClassNotFoundException e) {
                failure = e;
            }
        }
        throw failure != null ? failure : new ClassNotFoundException(name);
    }
}
