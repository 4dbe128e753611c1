package org.apache.dubbo.config.spring;

import java.util.List;

import org.apache.dubbo.config.MethodConfig;
import org.springframework.context.ApplicationContext;

/**
 * Turns the callback bean names of method configs ({@code @Method(onreturn = "notifier.done")} leaves the bean name
 * {@code notifier} as the callback instance) into the beans themselves.
 */
final class MethodCallbacks {

    private MethodCallbacks() {
    }

    static void resolve(List<MethodConfig> methods, ApplicationContext context) {
        if (methods == null) {
            return;
        }
        for (MethodConfig method : methods) {
            if (method.getOninvoke() instanceof String) {
                method.setOninvoke(context.getBean((String) method.getOninvoke()));
            }
            if (method.getOnreturn() instanceof String) {
                method.setOnreturn(context.getBean((String) method.getOnreturn()));
            }
            if (method.getOnthrow() instanceof String) {
                method.setOnthrow(context.getBean((String) method.getOnthrow()));
            }
        }
    }
}
