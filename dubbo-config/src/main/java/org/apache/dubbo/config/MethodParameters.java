package org.apache.dubbo.config;

import java.util.List;
import java.util.Map;

/**
 * Method and argument configs as URL parameters: {@code {method}.{key}} and {@code {method}.{index}.{key}}; the
 * deprecated {@code retry=false} becomes {@code {method}.retries=0}, an explicit {@code <dubbo:method>} without
 * {@code return} keeps the default two-way call, and {@code return=false} without {@code sent} means
 * {@code sent=true} (as Apache Dubbo's method config defaults it).
 */
final class MethodParameters {

    private MethodParameters() {
    }

    static void append(Map<String, String> parameters, List<MethodConfig> methods) {
        append(parameters, methods, null);
    }

    /**
     * As {@link #append(Map, List)}; with the interface known, an argument chosen by {@code type} applies to every
     * parameter of that type of the method, and one with both {@code index} and {@code type} must agree for at
     * least one overload of the method.
     *
     * @throws IllegalArgumentException if an argument has neither index nor type, or they do not match
     */
    static void append(Map<String, String> parameters, List<MethodConfig> methods, Class<?> type) {
        if (methods == null) {
            return;
        }
        for (MethodConfig method : methods) {
            String name = method.getName();
            AbstractConfig.appendParameters(parameters, method, name);
            String retry = parameters.remove(name + ".retry");
            if ("false".equals(retry)) {
                parameters.put(name + ".retries", "0");
            }
            if ("false".equals(parameters.get(name + ".return"))) {
                parameters.putIfAbsent(name + ".sent", "true");
            }
            List<ArgumentConfig> arguments = method.getArguments();
            if (arguments != null) {
                for (ArgumentConfig argument : arguments) {
                    for (int index : indexes(name, argument, type)) {
                        AbstractConfig.appendParameters(parameters, argument, name + "." + index);
                    }
                }
            }
        }
    }

    /** The parameter positions an argument config applies to. */
    private static int[] indexes(String method, ArgumentConfig argument, Class<?> type) {
        int index = argument.getIndex() == null ? -1 : argument.getIndex();
        String typeName = argument.getType();
        if (typeName == null || typeName.isEmpty() || type == null) {
            if (index < 0 && (typeName == null || typeName.isEmpty())) {
                throw new IllegalArgumentException("<dubbo:argument> of method " + method + " must set index or type,"
                        + " e.g. <dubbo:argument index=\"0\" .../> or <dubbo:argument type=\"com.example.Listener\""
                        + " .../>");
            }
            return index < 0 ? new int[0] : new int[] {index};
        }
        java.util.Set<Integer> found = new java.util.TreeSet<>();
        for (java.lang.reflect.Method m : type.getMethods()) {
            if (!m.getName().equals(method)) {
                continue;
            }
            Class<?>[] types = m.getParameterTypes();
            if (index >= 0) {
                // overloads: the argument applies where the index and the type agree
                if (index < types.length && types[index].getName().equals(typeName)) {
                    found.add(index);
                }
            } else {
                for (int j = 0; j < types.length; j++) {
                    if (types[j].getName().equals(typeName)) {
                        found.add(j);
                    }
                }
            }
        }
        if (index >= 0 && found.isEmpty()) {
            throw new IllegalArgumentException("<dubbo:argument index=\"" + index + "\" type=\"" + typeName
                    + "\"> of method " + method + ": no method " + method + " of " + type.getName() + " has a "
                    + typeName + " at that index");
        }
        int[] result = new int[found.size()];
        int k = 0;
        for (int j : found) {
            result[k++] = j;
        }
        return result;
    }
}
