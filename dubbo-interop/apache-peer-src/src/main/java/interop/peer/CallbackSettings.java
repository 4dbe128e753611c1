package interop.peer;

import org.apache.dubbo.config.AbstractInterfaceConfig;
import org.apache.dubbo.config.ArgumentConfig;
import org.apache.dubbo.config.MethodConfig;

import java.util.Arrays;
import java.util.Collections;

/** The callback configuration of {@link interop.api.CallbackService}, as users write it on service and reference. */
final class CallbackSettings {

    private CallbackSettings() {
    }

    static void apply(AbstractInterfaceConfig config, int callbacks) {
        config.setCallbacks(callbacks);
        config.setMethods(Arrays.asList(method("addListener", true), method("removeListener", false)));
    }

    private static MethodConfig method(String name, boolean callback) {
        ArgumentConfig argument = new ArgumentConfig();
        argument.setIndex(1);
        argument.setCallback(callback);
        MethodConfig method = new MethodConfig();
        method.setName(name);
        method.setArguments(Collections.singletonList(argument));
        return method;
    }
}
