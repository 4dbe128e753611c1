package org.apache.dubbo.rpc.proxy;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.InvokeMode;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcInvocation;
import org.apache.dubbo.rpc.support.RpcKeys;

/**
 * Turns a call on a reference proxy into an {@link RpcInvocation}: picks the invoke mode (a method returning
 * {@code CompletableFuture} is asynchronous by signature, {@code async=true} makes any method asynchronous), hands
 * it to the invoker and returns what the caller should see.
 */
final class InvokerInvocationHandler implements InvocationHandler {

    private final Invoker<?> invoker;
    private final URL url;
    private final String serviceName;
    private final String protocolServiceKey;

    InvokerInvocationHandler(Invoker<?> invoker) {
        this.invoker = invoker;
        this.url = invoker.getUrl();
        this.serviceName = url.getServiceInterface();
        this.protocolServiceKey = url.getServiceKey() + ":" + url.getProtocol();
    }

    @Override
    public Object invoke(Object proxy, Method method, Object[] args) throws Throwable {
        String name = method.getName();
        if (method.getDeclaringClass() == Object.class) {
            switch (name) {
                case "toString":
                    return invoker.toString();
                case "hashCode":
                    return invoker.hashCode();
                case "equals":
                    return proxy == args[0];
                default:
                    return method.invoke(invoker, args);
            }
        }
        if (args == null || args.length == 0) {
            if ("$destroy".equals(name)) {
                invoker.destroy();
                return null;
            }
        }
        RpcInvocation invocation = new RpcInvocation(method, serviceName, protocolServiceKey, args);
        invocation.setTargetServiceUniqueName(url.getServiceKey());
        invocation.setInvoker(invoker);
        if (CompletionStage.class.isAssignableFrom(method.getReturnType())) {
            invocation.setInvokeMode(InvokeMode.FUTURE);
            Type valueType = futureValueType(method.getGenericReturnType());
            invocation.setReturnType(rawClass(valueType), valueType);
        } else if (RpcKeys.INVOKE.equals(name) || RpcKeys.ECHO.equals(name)) {
            invocation.setReturnType(Object.class, Object.class);
        }
        if (invocation.getInvokeMode() == InvokeMode.SYNC
                && (url.getMethodParameter(name, RpcKeys.ASYNC, false)
                || "true".equals(org.apache.dubbo.rpc.RpcContext.getClientAttachment().getAttachment(RpcKeys.ASYNC)))) {
            invocation.setInvokeMode(InvokeMode.ASYNC);
        }
        Result result = invoker.invoke(invocation);
        return result.recreate();
    }

    private static Type futureValueType(Type futureType) {
        if (futureType instanceof ParameterizedType) {
            Type[] args = ((ParameterizedType) futureType).getActualTypeArguments();
            if (args.length == 1) {
                return args[0];
            }
        }
        return Object.class;
    }

    private static Class<?> rawClass(Type type) {
        if (type instanceof Class) {
            return (Class<?>) type;
        }
        if (type instanceof ParameterizedType && ((ParameterizedType) type).getRawType() instanceof Class) {
            return (Class<?>) ((ParameterizedType) type).getRawType();
        }
        return Object.class;
    }

    static boolean returnsFuture(Method method) {
        return CompletableFuture.class.isAssignableFrom(method.getReturnType());
    }
}
