package org.apache.dubbo.rpc.protocol.dubbo;

import org.apache.dubbo.common.URL;

/**
 * Parameter callbacks on the wire and in the URL, as Apache Dubbo names them: an argument configured
 * {@code <method>.<index>.callback=true} travels as null with the attachment {@code sys_callback_arg-<index>} =
 * the callback instance's id; the provider calls it back over the same connection naming the interface in
 * {@code path} and the id in {@code callback.service.instid}. {@code callback=false} releases it.
 */
final class CallbackKeys {

    static final String ARGUMENT_PREFIX = "sys_callback_arg-";
    static final String INSTANCE_ID = "callback.service.instid";
    static final String IS_CALLBACK_SERVICE = "is_callback_service";
    static final String IS_CALLBACK_INVOKE = "_isCallBackServiceInvoke";
    static final String LIMIT = "callbacks";
    static final int DEFAULT_LIMIT = 1;

    /** What an argument's {@code callback} setting asks for. */
    enum Mode {
        NONE, CREATE, DESTROY
    }

    private CallbackKeys() {
    }

    static Mode mode(URL url, String method, int index) {
        String value = url.getMethodParameterStrict(method, index + ".callback");
        if ("true".equalsIgnoreCase(value)) {
            return Mode.CREATE;
        }
        if ("false".equalsIgnoreCase(value)) {
            return Mode.DESTROY;
        }
        return Mode.NONE;
    }

    /** Whether any method of {@code url} has a callback argument (a quick check per invoker, not per call). */
    static boolean anyCallback(URL url) {
        for (String key : url.getParameters().keySet()) {
            if (key.endsWith(".callback")) {
                return true;
            }
        }
        return false;
    }

    static int limit(URL url) {
        return url.getParameter(LIMIT, DEFAULT_LIMIT);
    }

    /** {@code [group/]interface.instanceId}: how a consumer finds the callback a provider calls. */
    static String exportKey(String group, String interfaceName, String instanceId) {
        return (group == null || group.isEmpty() ? "" : group + "/") + interfaceName + "." + instanceId;
    }
}
