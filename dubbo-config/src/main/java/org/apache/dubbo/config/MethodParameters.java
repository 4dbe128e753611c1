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
                    if (argument.getIndex() != null && argument.getIndex() >= 0) {
                        AbstractConfig.appendParameters(parameters, argument, name + "." + argument.getIndex());
                    }
                }
            }
        }
    }
}
