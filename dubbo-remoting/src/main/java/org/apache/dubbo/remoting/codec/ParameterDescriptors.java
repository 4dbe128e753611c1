package org.apache.dubbo.remoting.codec;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

import org.apache.dubbo.common.serialize.security.SerializationSecurity;

/**
 * The parameter-types descriptor of a request body: the JVM field descriptors of the declared parameter types,
 * concatenated ({@code sayHello(String, int)} → {@code Ljava/lang/String;I}, wire spec 3.2).
 */
public final class ParameterDescriptors {

    private static final Map<Class<?>, String> PRIMITIVES = new HashMap<>();
    private static final Map<Character, Class<?>> PRIMITIVE_BY_CODE = new HashMap<>();
    private static final ConcurrentMap<Class<?>, String> CACHE = new ConcurrentHashMap<>();

    static {
        primitive(boolean.class, 'Z');
        primitive(byte.class, 'B');
        primitive(char.class, 'C');
        primitive(short.class, 'S');
        primitive(int.class, 'I');
        primitive(long.class, 'J');
        primitive(float.class, 'F');
        primitive(double.class, 'D');
        primitive(void.class, 'V');
    }

    private ParameterDescriptors() {
    }

    private static void primitive(Class<?> type, char code) {
        PRIMITIVES.put(type, String.valueOf(code));
        PRIMITIVE_BY_CODE.put(code, type);
    }

    /** The descriptor of one type, e.g. {@code [Ljava/lang/String;} for {@code String[]}. */
    public static String of(Class<?> type) {
        String cached = CACHE.get(type);
        if (cached != null) {
            return cached;
        }
        String d;
        if (type.isPrimitive()) {
            d = PRIMITIVES.get(type);
        } else if (type.isArray()) {
            d = "[" + of(type.getComponentType());
        } else {
            d = "L" + type.getName().replace('.', '/') + ";";
        }
        CACHE.putIfAbsent(type, d);
        return d;
    }

    /** The descriptor of a parameter list; empty for none. */
    public static String of(Class<?>[] types) {
        if (types.length == 0) {
            return "";
        }
        if (types.length == 1) {
            return of(types[0]);
        }
        StringBuilder sb = new StringBuilder();
        for (Class<?> t : types) {
            sb.append(of(t));
        }
        return sb.toString();
    }

    /**
     * Loads the classes a descriptor names, through the serialization class policy (a refused class is not
     * loaded). Meant for generic tooling and tests; providers resolve against their exported interfaces instead.
     */
    public static Class<?>[] parse(String descriptor, ClassLoader loader) throws IOException {
        List<Class<?>> types = new ArrayList<>();
        int i = 0;
        while (i < descriptor.length()) {
            int dims = 0;
            while (descriptor.charAt(i) == '[') {
                dims++;
                i++;
                if (i >= descriptor.length()) {
                    throw new IOException("Malformed parameter descriptor '" + descriptor + "'");
                }
            }
            char c = descriptor.charAt(i);
            Class<?> component;
            if (c == 'L') {
                int end = descriptor.indexOf(';', i);
                if (end < 0) {
                    throw new IOException("Malformed parameter descriptor '" + descriptor + "': missing ';'");
                }
                String name = descriptor.substring(i + 1, end).replace('/', '.');
                component = load(name, loader);
                i = end + 1;
            } else {
                component = PRIMITIVE_BY_CODE.get(c);
                if (component == null || component == void.class) {
                    throw new IOException("Malformed parameter descriptor '" + descriptor + "': unexpected '" + c
                            + "' at " + i);
                }
                i++;
            }
            for (int d = 0; d < dims; d++) {
                component = java.lang.reflect.Array.newInstance(component, 0).getClass();
            }
            types.add(component);
        }
        return types.toArray(new Class<?>[0]);
    }

    private static Class<?> load(String name, ClassLoader loader) throws IOException {
        String reason = SerializationSecurity.policy().refusalReason(name);
        if (reason != null) {
            throw new IOException(reason);
        }
        try {
            return Class.forName(name, false, loader);
        } catch (ClassNotFoundException e) {
            throw new IOException("Parameter type " + name + " is not available on this side", e);
        }
    }
}
