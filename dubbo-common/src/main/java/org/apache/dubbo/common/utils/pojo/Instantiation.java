package org.apache.dubbo.common.utils.pojo;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Modifier;

/**
 * Creates the objects realisation fills in. Only a no-arg constructor is used: guessing arguments for other
 * constructors would run code with values nobody chose. Throwables are the one exception, see
 * {@link #newThrowable}.
 */
final class Instantiation {

    private Instantiation() {
    }

    static Object newInstance(Class<?> type) {
        if (type.isInterface() || Modifier.isAbstract(type.getModifiers())) {
            String kind = type.isInterface() ? "interface " : "abstract class ";
            throw new IllegalArgumentException("Cannot instantiate " + kind + type.getName()
                    + "; a 'class' entry must name a concrete class");
        }
        Constructor<?> constructor;
        try {
            constructor = type.getDeclaredConstructor();
        } catch (NoSuchMethodException e) {
            String why = isInnerClass(type) ? " (it is a non-static inner class)" : "";
            throw new IllegalArgumentException("Cannot instantiate " + type.getName()
                    + ": it has no no-arg constructor" + why);
        }
        return invoke(constructor, type);
    }

    /**
     * Throwables usually take their message in the constructor and have no setter for it, so a {@code String}
     * constructor is used when the map carries a message; without one the message is lost rather than forced in.
     */
    static Object newThrowable(Class<?> type, String message) {
        if (message != null && !Modifier.isAbstract(type.getModifiers())) {
            try {
                return invoke(type.getDeclaredConstructor(String.class), type, message);
            } catch (NoSuchMethodException e) {
                // fall back to the no-arg constructor
            }
        }
        return newInstance(type);
    }

    private static Object invoke(Constructor<?> constructor, Class<?> type, Object... arguments) {
        if (!ReflectiveAccess.open(constructor)) {
            throw new IllegalArgumentException("Cannot instantiate " + type.getName()
                    + ": its constructor is not accessible");
        }
        try {
            return constructor.newInstance(arguments);
        } catch (InvocationTargetException e) {
            throw new IllegalArgumentException("Constructor of " + type.getName() + " failed: " + e.getCause(),
                    e.getCause());
        } catch (InstantiationException | IllegalAccessException e) {
            throw new IllegalArgumentException("Cannot instantiate " + type.getName() + ": " + e, e);
        }
    }

    private static boolean isInnerClass(Class<?> type) {
        return type.getEnclosingClass() != null && !Modifier.isStatic(type.getModifiers());
    }
}
