package org.apache.dubbo.rpc.cluster.merger;

import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.LinkedHashMap;
import java.util.Map;

import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.rpc.cluster.Merger;

/**
 * Finds the merger for a return type ({@code merger="true"}): the {@link Merger} extension whose type argument is
 * the return type (built-ins: {@code List}, {@code Set}, {@code Map} and the primitive arrays; a user's
 * {@code Merger<MyResult>} is found the same way), else one whose type argument is a supertype of it; any other
 * object array is concatenated by {@link ArrayMerger}. Extensions are read once per factory.
 */
public class MergerFactory {

    private volatile Map<Class<?>, Merger<?>> byType;

    /**
     * @return the merger, or null when no merger handles {@code returnType}
     * @throws IllegalArgumentException if {@code returnType} is null
     */
    @SuppressWarnings("unchecked")
    public <T> Merger<T> getMerger(Class<T> returnType) {
        if (returnType == null) {
            throw new IllegalArgumentException("returnType is null");
        }
        Map<Class<?>, Merger<?>> mergers = mergers();
        Merger<?> exact = mergers.get(returnType);
        if (exact != null) {
            return (Merger<T>) exact;
        }
        if (returnType.isArray()) {
            return returnType.getComponentType().isPrimitive() ? null : (Merger<T>) ArrayMerger.INSTANCE;
        }
        for (Map.Entry<Class<?>, Merger<?>> e : mergers.entrySet()) {
            if (!e.getKey().isArray() && e.getKey().isAssignableFrom(returnType)) {
                return (Merger<T>) e.getValue();
            }
        }
        return null;
    }

    private Map<Class<?>, Merger<?>> mergers() {
        Map<Class<?>, Merger<?>> current = byType;
        if (current == null) {
            current = new LinkedHashMap<>();
            ExtensionLoader<Merger> loader = ExtensionLoader.getExtensionLoader(Merger.class);
            for (String name : loader.getSupportedExtensions()) {
                Merger<?> merger = loader.getExtension(name);
                Class<?> type = mergedType(merger.getClass());
                if (type != null) {
                    current.putIfAbsent(type, merger);
                }
            }
            byType = current;
        }
        return current;
    }

    /** The {@code T} of {@code Merger<T>} as a class, searched up the class hierarchy; null if not declared. */
    static Class<?> mergedType(Class<?> mergerClass) {
        for (Class<?> c = mergerClass; c != null && c != Object.class; c = c.getSuperclass()) {
            for (Type type : c.getGenericInterfaces()) {
                if (type instanceof ParameterizedType && ((ParameterizedType) type).getRawType() == Merger.class) {
                    Type argument = ((ParameterizedType) type).getActualTypeArguments()[0];
                    if (argument instanceof Class) {
                        return (Class<?>) argument;
                    }
                    if (argument instanceof ParameterizedType
                            && ((ParameterizedType) argument).getRawType() instanceof Class) {
                        return (Class<?>) ((ParameterizedType) argument).getRawType();
                    }
                    if (argument instanceof java.lang.reflect.GenericArrayType) {
                        return Object[].class;
                    }
                }
            }
        }
        return null;
    }
}
