package org.apache.dubbo.remoting.support;

import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

import org.apache.dubbo.remoting.codec.InvocationBody;
import org.apache.dubbo.remoting.codec.ParameterDescriptors;
import org.apache.dubbo.remoting.codec.ResolvedMethod;
import org.apache.dubbo.remoting.codec.ResultBody;
import org.apache.dubbo.remoting.exchange.RequestContext;
import org.apache.dubbo.remoting.exchange.RequestHandler;

/** A test provider: resolves methods of one interface by name and descriptor and invokes them reflectively. */
public final class ReflectiveHandler implements RequestHandler {

    private final Class<?> serviceInterface;
    private final Object service;
    private final Map<String, Method> methods = new HashMap<>();

    public ReflectiveHandler(Class<?> serviceInterface, Object service) {
        this.serviceInterface = serviceInterface;
        this.service = service;
        for (Method m : serviceInterface.getMethods()) {
            methods.put(m.getName() + ":" + ParameterDescriptors.of(m.getParameterTypes()), m);
        }
    }

    public static ReflectiveHandler greeter(GreeterImpl impl) {
        return new ReflectiveHandler(Greeter.class, impl);
    }

    @Override
    public ResolvedMethod resolve(String serviceName, String serviceVersion, String methodName, String descriptor)
            throws IOException {
        if (!serviceInterface.getName().equals(serviceName)) {
            throw new IOException("Service not found:" + serviceName + ", " + methodName);
        }
        Method m = methods.get(methodName + ":" + descriptor);
        if (m == null) {
            throw new IOException("Service not found:" + serviceName + ", " + methodName);
        }
        return new ResolvedMethod(m.getParameterTypes(), m.getGenericParameterTypes());
    }

    @Override
    public CompletionStage<ResultBody> handle(InvocationBody call, RequestContext context) throws Exception {
        Method m = methods.get(call.methodName() + ":" + call.parameterDescriptor());
        Map<String, Object> attachments = new HashMap<>();
        Object echoed = call.attachments().get("echo");
        if (echoed != null) {
            attachments.put("echoed", echoed);
        }
        try {
            return CompletableFuture.completedFuture(ResultBody.value(m.invoke(service, call.arguments()), attachments));
        } catch (InvocationTargetException e) {
            return CompletableFuture.completedFuture(ResultBody.exception(e.getCause(), attachments));
        }
    }
}
