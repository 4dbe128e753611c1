package org.apache.dubbo.rpc.protocol.dubbo;

import java.io.IOException;
import java.lang.reflect.Method;
import java.util.HashMap;
import java.util.Map;

import org.apache.dubbo.remoting.codec.ParameterDescriptors;
import org.apache.dubbo.remoting.codec.ResolvedMethod;
import org.apache.dubbo.rpc.service.GenericService;
import org.apache.dubbo.rpc.support.RpcKeys;

/**
 * What the request decoder needs to know about an exported interface: the declared parameter types of each
 * method, looked up by name and descriptor exactly as the wire spec requires (so a peer's descriptor never makes
 * us load a class), plus the generic and echo calls every service accepts.
 */
final class ExportedService {

    private static final ResolvedMethod GENERIC = new ResolvedMethod(
            new Class<?>[] {String.class, String[].class, Object[].class}, null);
    private static final ResolvedMethod ECHO = new ResolvedMethod(new Class<?>[] {Object.class}, null);

    private final String serviceName;
    private final boolean genericImplementation;
    /** Method name, then parameter descriptor: looked up per request without building a combined key. */
    private final Map<String, Map<String, ResolvedMethod>> methods = new HashMap<>();

    ExportedService(String serviceName, Class<?> type) {
        this.serviceName = serviceName;
        this.genericImplementation = GenericService.class.isAssignableFrom(type);
        for (Method m : type.getMethods()) {
            if (m.getDeclaringClass() != Object.class) {
                methods.computeIfAbsent(m.getName(), name -> new HashMap<>()).put(
                        ParameterDescriptors.of(m.getParameterTypes()),
                        new ResolvedMethod(m.getParameterTypes(), m.getGenericParameterTypes()));
            }
        }
    }

    ResolvedMethod resolve(String method, String descriptor) throws IOException {
        if ((RpcKeys.INVOKE.equals(method) || RpcKeys.INVOKE_ASYNC.equals(method))
                && RpcKeys.GENERIC_DESCRIPTOR.equals(descriptor)) {
            return GENERIC;
        }
        if (RpcKeys.ECHO.equals(method) && RpcKeys.ECHO_DESCRIPTOR.equals(descriptor)) {
            return ECHO;
        }
        Map<String, ResolvedMethod> overloads = method == null ? null : methods.get(method);
        ResolvedMethod m = overloads == null ? null : overloads.get(descriptor);
        if (m != null) {
            return m;
        }
        if (genericImplementation) {
            return GenericImplementationCalls.resolve(descriptor);
        }
        throw new IOException("Service not found:" + serviceName + ", " + method);
    }
}
