package org.apache.dubbo.rpc.proxy;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.AppResponse;
import org.apache.dubbo.rpc.AsyncContext;
import org.apache.dubbo.rpc.AsyncContextImpl;
import org.apache.dubbo.rpc.AsyncRpcResult;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcContext;
import org.apache.dubbo.rpc.RpcException;

/**
 * The provider-side end of the chain: calls the service implementation. A method returning a
 * {@code CompletionStage}, or one that called {@link RpcContext#startAsync()}, answers when that completes;
 * an exception thrown by the method is the call's business result, not a failure of the invocation.
 */
public final class ProxyInvoker<T> implements Invoker<T> {

    private final T implementation;
    private final Class<T> type;
    private final URL url;
    private final ConcurrentMap<String, Method> methods = new ConcurrentHashMap<>();

    ProxyInvoker(T implementation, Class<T> type, URL url) {
        if (implementation == null) {
            throw new IllegalArgumentException("The service implementation (ref) of " + type.getName() + " is null");
        }
        if (!type.isInstance(implementation)) {
            throw new IllegalArgumentException(implementation.getClass().getName() + " does not implement "
                    + type.getName());
        }
        this.implementation = implementation;
        this.type = type;
        this.url = url;
    }

    @Override
    public Class<T> getInterface() {
        return type;
    }

    @Override
    public URL getUrl() {
        return url;
    }

    @Override
    public boolean isAvailable() {
        return true;
    }

    @Override
    public void destroy() {
    }

    /** The implementation object, for generic and echo handling. */
    public T getImplementation() {
        return implementation;
    }

    @Override
    public Result invoke(Invocation invocation) throws RpcException {
        Method method = method(invocation);
        Object value;
        try {
            value = method.invoke(implementation, invocation.getArguments());
        } catch (InvocationTargetException e) {
            RpcContext.getServerAttachment().stopAsync();
            return AsyncRpcResult.newDefaultAsyncResult(e.getTargetException(), invocation);
        } catch (IllegalAccessException | IllegalArgumentException e) {
            throw new RpcException("Failed to invoke " + method + " on " + implementation.getClass().getName()
                    + " with arguments " + Arrays.deepToString(invocation.getArguments()) + ": " + e, e);
        }
        AsyncContext async = RpcContext.getServerAttachment().getAsyncContext();
        CompletableFuture<Object> started = AsyncContextImpl.futureOf(async);
        if (started != null) {
            return new AsyncRpcResult(toAppResponse(started), invocation);
        }
        if (value instanceof CompletionStage) {
            @SuppressWarnings("unchecked")
            CompletionStage<Object> stage = (CompletionStage<Object>) value;
            return new AsyncRpcResult(toAppResponse(stage.toCompletableFuture()), invocation);
        }
        return AsyncRpcResult.newDefaultAsyncResult(value, invocation);
    }

    private static CompletableFuture<AppResponse> toAppResponse(CompletableFuture<Object> future) {
        return future.handle((v, t) -> {
            if (t == null) {
                return new AppResponse(v);
            }
            Throwable cause = t instanceof CompletionException && t.getCause() != null ? t.getCause() : t;
            return new AppResponse(cause);
        });
    }

    private Method method(Invocation invocation) {
        String key = invocation.getMethodName() + Arrays.toString(invocation.getParameterTypes());
        Method m = methods.get(key);
        if (m == null) {
            try {
                m = type.getMethod(invocation.getMethodName(), invocation.getParameterTypes());
            } catch (NoSuchMethodException e) {
                throw new RpcException(RpcException.METHOD_NOT_FOUND, "No such method " + invocation.getMethodName()
                        + Arrays.toString(invocation.getParameterTypes()) + " in service " + type.getName(), e);
            }
            methods.putIfAbsent(key, m);
        }
        return m;
    }

    @Override
    public String toString() {
        return "ProxyInvoker[" + type.getName() + " -> " + implementation.getClass().getName() + "]";
    }
}
