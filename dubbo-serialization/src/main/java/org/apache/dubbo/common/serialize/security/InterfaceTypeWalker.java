package org.apache.dubbo.common.serialize.security;

import java.lang.reflect.Field;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.Set;

/**
 * Collects the class names a service interface can exchange: method parameter, return and exception types,
 * their generic arguments, and transitively the declared fields and superclasses of those classes. JDK types
 * are not collected; the built-in allow list covers the harmless ones and the rest must stay refusable.
 */
final class InterfaceTypeWalker {

    private InterfaceTypeWalker() {
    }

    static Set<String> reachableClassNames(Class<?> serviceInterface) {
        Set<String> names = new LinkedHashSet<>();
        Set<Class<?>> seen = new LinkedHashSet<>();
        Deque<Type> pending = new ArrayDeque<>();
        for (Method method : serviceInterface.getMethods()) {
            if (method.getDeclaringClass() == Object.class) {
                continue;
            }
            pending.add(method.getGenericReturnType());
            for (Type t : method.getGenericParameterTypes()) {
                pending.add(t);
            }
            for (Type t : method.getGenericExceptionTypes()) {
                pending.add(t);
            }
        }
        while (!pending.isEmpty()) {
            Type type = pending.poll();
            if (type instanceof ParameterizedType) {
                ParameterizedType p = (ParameterizedType) type;
                pending.add(p.getRawType());
                for (Type arg : p.getActualTypeArguments()) {
                    pending.add(arg);
                }
            } else if (type instanceof GenericArrayType) {
                pending.add(((GenericArrayType) type).getGenericComponentType());
            } else if (type instanceof WildcardType) {
                for (Type bound : ((WildcardType) type).getUpperBounds()) {
                    pending.add(bound);
                }
            } else if (type instanceof TypeVariable) {
                for (Type bound : ((TypeVariable<?>) type).getBounds()) {
                    pending.add(bound);
                }
            } else if (type instanceof Class) {
                Class<?> cls = (Class<?>) type;
                while (cls.isArray()) {
                    cls = cls.getComponentType();
                }
                if (cls.isPrimitive() || isJdk(cls) || !seen.add(cls)) {
                    continue;
                }
                names.add(cls.getName());
                if (cls.getSuperclass() != null) {
                    pending.add(cls.getGenericSuperclass());
                }
                for (Field field : cls.getDeclaredFields()) {
                    int m = field.getModifiers();
                    if (!Modifier.isStatic(m) && !Modifier.isTransient(m)) {
                        pending.add(field.getGenericType());
                    }
                }
            }
        }
        return names;
    }

    private static boolean isJdk(Class<?> cls) {
        String name = cls.getName();
        return name.startsWith("java.") || name.startsWith("javax.") || name.startsWith("jdk.")
                || name.startsWith("sun.") || name.startsWith("com.sun.");
    }
}
