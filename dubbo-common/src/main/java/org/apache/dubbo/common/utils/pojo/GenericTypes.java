package org.apache.dubbo.common.utils.pojo;

import java.lang.reflect.Array;
import java.lang.reflect.GenericArrayType;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.lang.reflect.WildcardType;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.Map;

/**
 * Just enough generics to know what the elements of a {@code List<Pojo>} field or the {@code T} of a
 * {@code Result<User>} return type are: type arguments are followed through superclasses and interfaces, so
 * {@code class Users extends ArrayList<User>} and {@code class PageOfUsers extends Page<User>} work too. What cannot
 * be known (raw types, unbound variables) falls back to the variable's bound, usually {@code Object}.
 */
final class GenericTypes {

    private GenericTypes() {
    }

    /** The class a type erases to. */
    static Class<?> rawClass(Type type) {
        if (type instanceof Class) {
            return (Class<?>) type;
        }
        if (type instanceof ParameterizedType) {
            return (Class<?>) ((ParameterizedType) type).getRawType();
        }
        if (type instanceof GenericArrayType) {
            return Array.newInstance(rawClass(((GenericArrayType) type).getGenericComponentType()), 0).getClass();
        }
        if (type instanceof TypeVariable) {
            return rawClass(((TypeVariable<?>) type).getBounds()[0]);
        }
        if (type instanceof WildcardType) {
            return rawClass(((WildcardType) type).getUpperBounds()[0]);
        }
        return Object.class;
    }

    /** Wildcards and type variables replaced by their upper bound, so that what is left says what to build. */
    static Type bounded(Type type) {
        Type current = type;
        while (current instanceof WildcardType || current instanceof TypeVariable) {
            current = current instanceof WildcardType ? ((WildcardType) current).getUpperBounds()[0]
                    : ((TypeVariable<?>) current).getBounds()[0];
        }
        return current;
    }

    /**
     * The type arguments of {@code target} (a superclass or interface of {@code type}'s class) as {@code type}
     * binds them, e.g. {@code [String, User]} for {@code target = Map} and {@code type = HashMap<String, User>};
     * the bound ({@code Object} mostly) where the binding is unknown or a wildcard.
     */
    static Type[] typeArguments(Type type, Class<?> target) {
        Type[] found = find(type, target);
        if (found != null) {
            Type[] arguments = found.clone();
            for (int i = 0; i < arguments.length; i++) {
                arguments[i] = bounded(arguments[i]);
            }
            return arguments;
        }
        Type[] unknown = new Type[target.getTypeParameters().length];
        Arrays.fill(unknown, Object.class);
        return unknown;
    }

    /**
     * {@code declared}, the type of a member of {@code declaringClass}, with that class's type variables bound as
     * {@code owner} (the declaring class, a subclass, or a parameterization of either) binds them.
     */
    static Type resolve(Type declared, Class<?> declaringClass, Type owner) {
        Type[] arguments = find(owner, declaringClass);
        if (arguments == null) {
            return declared;
        }
        return substitute(declared, bindings(declaringClass, arguments));
    }

    private static Type[] find(Type type, Class<?> target) {
        Class<?> raw = rawClass(type);
        if (!target.isAssignableFrom(raw)) {
            return null;
        }
        if (raw == target) {
            return type instanceof ParameterizedType ? ((ParameterizedType) type).getActualTypeArguments() : null;
        }
        Map<TypeVariable<?>, Type> bindings = type instanceof ParameterizedType
                ? bindings(raw, ((ParameterizedType) type).getActualTypeArguments())
                : Collections.<TypeVariable<?>, Type>emptyMap();
        if (raw.getGenericSuperclass() != null) {
            Type[] found = find(substitute(raw.getGenericSuperclass(), bindings), target);
            if (found != null) {
                return found;
            }
        }
        for (Type implemented : raw.getGenericInterfaces()) {
            Type[] found = find(substitute(implemented, bindings), target);
            if (found != null) {
                return found;
            }
        }
        return null;
    }

    private static Map<TypeVariable<?>, Type> bindings(Class<?> declaringClass, Type[] arguments) {
        TypeVariable<?>[] variables = declaringClass.getTypeParameters();
        Map<TypeVariable<?>, Type> bindings = new HashMap<>();
        for (int i = 0; i < variables.length && i < arguments.length; i++) {
            bindings.put(variables[i], arguments[i]);
        }
        return bindings;
    }

    private static Type substitute(Type type, Map<TypeVariable<?>, Type> bindings) {
        if (bindings.isEmpty() || type instanceof Class) {
            return type;
        }
        if (type instanceof TypeVariable) {
            Type bound = bindings.get(type);
            return bound != null ? bound : type;
        }
        if (type instanceof WildcardType) {
            // only ever used as a conversion target, where "? extends X" means X
            return substitute(((WildcardType) type).getUpperBounds()[0], bindings);
        }
        if (type instanceof GenericArrayType) {
            Type component = substitute(((GenericArrayType) type).getGenericComponentType(), bindings);
            return component instanceof Class ? Array.newInstance((Class<?>) component, 0).getClass()
                    : new ResolvedArrayType(component);
        }
        if (type instanceof ParameterizedType) {
            ParameterizedType parameterized = (ParameterizedType) type;
            Type[] arguments = parameterized.getActualTypeArguments().clone();
            for (int i = 0; i < arguments.length; i++) {
                arguments[i] = substitute(arguments[i], bindings);
            }
            return new ResolvedParameterizedType((Class<?>) parameterized.getRawType(), arguments,
                    parameterized.getOwnerType());
        }
        return type;
    }

    private static final class ResolvedParameterizedType implements ParameterizedType {

        private final Class<?> raw;

        private final Type[] arguments;

        private final Type owner;

        ResolvedParameterizedType(Class<?> raw, Type[] arguments, Type owner) {
            this.raw = raw;
            this.arguments = arguments;
            this.owner = owner;
        }

        @Override
        public Type[] getActualTypeArguments() {
            return arguments.clone();
        }

        @Override
        public Type getRawType() {
            return raw;
        }

        @Override
        public Type getOwnerType() {
            return owner;
        }

        @Override
        public String toString() {
            StringBuilder text = new StringBuilder(raw.getName()).append('<');
            for (int i = 0; i < arguments.length; i++) {
                text.append(i == 0 ? "" : ", ").append(arguments[i].getTypeName());
            }
            return text.append('>').toString();
        }
    }

    private static final class ResolvedArrayType implements GenericArrayType {

        private final Type component;

        ResolvedArrayType(Type component) {
            this.component = component;
        }

        @Override
        public Type getGenericComponentType() {
            return component;
        }

        @Override
        public String toString() {
            return component.getTypeName() + "[]";
        }
    }
}
