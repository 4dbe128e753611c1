package org.apache.dubbo.common.serialize.hessian2;

import java.io.IOException;
import java.lang.reflect.Constructor;
import java.lang.reflect.Method;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * Creates exception instances the way Java serialization does: the exception's own constructors are NOT run
 * (they may format, validate or need arguments we do not have), only {@code Throwable(String)} is, so the
 * message, a fresh stack trace slot, the "cause not yet set" marker and the suppressed-list sentinel are all in
 * their normal initial state and the public API ({@code initCause}, {@code setStackTrace},
 * {@code addSuppressed}) can finish the job — no reflection into {@code java.lang}, hence no
 * {@code --add-opens} on Java 17+.
 *
 * <p>This uses {@code sun.reflect.ReflectionFactory} from the {@code jdk.unsupported} module, the supported
 * door for serialization libraries since Java 9 (present on Java 8 as well). Where it is missing, a public
 * {@code (String)}, {@code (String, Throwable)} or no-arg constructor of the class is used instead.
 */
final class ThrowableInstantiator {

    private static final Object REFLECTION_FACTORY;
    private static final Method NEW_CONSTRUCTOR_FOR_SERIALIZATION;
    private static final Constructor<Throwable> THROWABLE_WITH_MESSAGE;

    static {
        Object factory = null;
        Method method = null;
        Constructor<Throwable> throwableCtor = null;
        try {
            Class<?> rfClass = Class.forName("sun.reflect.ReflectionFactory");
            factory = rfClass.getMethod("getReflectionFactory").invoke(null);
            method = rfClass.getMethod("newConstructorForSerialization", Class.class, Constructor.class);
            throwableCtor = Throwable.class.getConstructor(String.class);
        } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
            factory = null;
            method = null;
        }
        REFLECTION_FACTORY = factory;
        NEW_CONSTRUCTOR_FOR_SERIALIZATION = method;
        THROWABLE_WITH_MESSAGE = throwableCtor;
    }

    private static final ConcurrentMap<Class<?>, Constructor<?>> CONSTRUCTORS = new ConcurrentHashMap<>();

    private ThrowableInstantiator() {
    }

    static Throwable newInstance(Class<?> type, String message) throws IOException {
        Constructor<?> ctor = CONSTRUCTORS.get(type);
        if (ctor == null) {
            ctor = findConstructor(type);
            CONSTRUCTORS.putIfAbsent(type, ctor);
        }
        try {
            switch (ctor.getParameterCount()) {
                case 0:
                    return (Throwable) ctor.newInstance();
                case 1:
                    return (Throwable) ctor.newInstance(message);
                default:
                    return (Throwable) ctor.newInstance(message, null);
            }
        } catch (ReflectiveOperationException | RuntimeException e) {
            throw new IOException("Cannot create an instance of exception class " + type.getName() + ": " + e, e);
        }
    }

    private static Constructor<?> findConstructor(Class<?> type) throws IOException {
        if (NEW_CONSTRUCTOR_FOR_SERIALIZATION != null && !java.lang.reflect.Modifier.isAbstract(type.getModifiers())) {
            try {
                Constructor<?> c = (Constructor<?>) NEW_CONSTRUCTOR_FOR_SERIALIZATION.invoke(REFLECTION_FACTORY, type,
                        THROWABLE_WITH_MESSAGE);
                if (c != null) {
                    return c;
                }
            } catch (ReflectiveOperationException | RuntimeException e) {
                // fall through to the public constructors
            }
        }
        Class<?>[][] shapes = {{String.class}, {String.class, Throwable.class}, {}};
        for (Class<?>[] shape : shapes) {
            try {
                Constructor<?> c = type.getDeclaredConstructor(shape);
                c.setAccessible(true);
                return c;
            } catch (NoSuchMethodException | RuntimeException e) {
                // try the next shape
            }
        }
        throw new IOException("Cannot create an instance of exception class " + type.getName()
                + ": it is abstract or has no (String), (String, Throwable) or () constructor");
    }
}
