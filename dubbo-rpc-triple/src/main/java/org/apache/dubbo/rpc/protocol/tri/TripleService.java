package org.apache.dubbo.rpc.protocol.tri;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.apache.dubbo.common.serialize.Serialization;

/**
 * The triple view of a service interface: its methods by name in {@code :path}. Several wrapped methods may share
 * a name (overloads); a request picks among them by the argument type names its wrapper carries. A server also
 * finds a method by its Java name when a gRPC client sends the proto name ({@code SayHello} for {@code sayHello}).
 */
final class TripleService {

    private final Class<?> type;
    private final Map<String, List<TripleMethod>> byWireName = new HashMap<>();
    private final Map<Method, TripleMethod> byJavaMethod = new HashMap<>();
    private final Map<String, List<TripleMethod>> byJavaName = new HashMap<>();

    TripleService(Class<?> type, Serialization serialization) {
        this.type = type;
        ProtoNames names = ProtoNames.forInterface(type);
        for (Method m : type.getMethods()) {
            if (m.getDeclaringClass() == Object.class || Modifier.isStatic(m.getModifiers())) {
                continue;
            }
            TripleMethod method = TripleMethod.of(m, serialization, names);
            byWireName.computeIfAbsent(method.wireName(), k -> new ArrayList<>()).add(method);
            if (!method.wireName().equals(m.getName())) {
                byWireName.computeIfAbsent(m.getName(), k -> new ArrayList<>()).add(method);
            }
            byJavaMethod.put(m, method);
            byJavaName.computeIfAbsent(m.getName(), k -> new ArrayList<>()).add(method);
        }
    }

    Class<?> type() {
        return type;
    }

    /** The methods a request for {@code name} may mean: exact name first, then ignoring the first letter's case. */
    List<TripleMethod> find(String name) {
        List<TripleMethod> found = byWireName.get(name);
        if (found != null) {
            return found;
        }
        for (Map.Entry<String, List<TripleMethod>> e : byWireName.entrySet()) {
            if (ProtoNames.sameIgnoringFirstCase(e.getKey(), name)) {
                return e.getValue();
            }
        }
        return Collections.emptyList();
    }

    /** The triple view of one of the interface's methods, or null (e.g. an interface of another service). */
    TripleMethod of(Method method) {
        return byJavaMethod.get(method);
    }

    /** Finds a method by Java name and parameter types (how an invocation names it). */
    TripleMethod of(String name, Class<?>[] parameterTypes) {
        List<TripleMethod> named = byJavaName.get(name);
        if (named == null) {
            return null;
        }
        if (named.size() == 1 && parameterTypes == null) {
            return named.get(0);
        }
        for (TripleMethod m : named) {
            if (java.util.Arrays.equals(m.method().getParameterTypes(),
                    parameterTypes == null ? new Class<?>[0] : parameterTypes)) {
                return m;
            }
        }
        return null;
    }
}
