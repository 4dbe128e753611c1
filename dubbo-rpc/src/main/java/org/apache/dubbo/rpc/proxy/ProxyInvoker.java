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
    /** The methods called so far, by name; overloads side by side. */
    private final ConcurrentMap<String, ResolvedMethod[]> methods = new ConcurrentHashMap<>();

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
        String name = invocation.getMethodName();
        Class<?>[] types = invocation.getParameterTypes() == null ? new Class<?>[0] : invocation.getParameterTypes();
        ResolvedMethod[] known = methods.get(name);
        if (known != null) {
            for (ResolvedMethod candidate : known) {
                if (Arrays.equals(candidate.parameterTypes, types)) {
                    return candidate.method;
                }
            }
        }
        Method m;
        try {
            m = type.getMethod(name, types);
        } catch (NoSuchMethodException e) {
            throw new RpcException(RpcException.METHOD_NOT_FOUND, "No such method " + name
                    + Arrays.toString(types) + " in service " + type.getName(), e);
        }
        ResolvedMethod resolved = new ResolvedMethod(m);
        methods.merge(name, new ResolvedMethod[] {resolved}, (present, added) -> {
            for (ResolvedMethod r : present) {
                if (r.method.equals(m)) {
                    return present;
                }
            }
            ResolvedMethod[] grown = Arrays.copyOf(present, present.length + 1);
            grown[present.length] = resolved;
            return grown;
        });
        return m;
    }

    /** A method with its parameter types read once ({@link Method#getParameterTypes()} copies them per call). */
    private static final class ResolvedMethod {
        final Method method;
        final Class<?>[] parameterTypes;

        ResolvedMethod(Method method) {
            this.method = method;
            this.parameterTypes = method.getParameterTypes();
        }
    }

    @Override
    public String toString() {
        return "ProxyInvoker[" + type.getName() + " -> " + implementation.getClass().getName() + "]";
    }
}
