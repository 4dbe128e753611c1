package org.apache.dubbo.config;

import java.lang.reflect.Method;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.model.AsyncMethodInfo;
import org.apache.dubbo.rpc.protocol.dubbo.filter.FutureFilter;
import org.apache.dubbo.rpc.support.FilterChain;

/**
 * The {@code oninvoke} / {@code onreturn} / {@code onthrow} settings of a reference's methods: resolved once into
 * {@link AsyncMethodInfo}s, attached to every invocation of their method, and fired by a {@link FutureFilter}
 * around the reference's cluster (once per call, whatever the retries).
 */
final class MethodEvents {

    private MethodEvents() {
    }

    /**
     * {@code invoker} with the event filter in front, or {@code invoker} itself when no method has events.
     *
     * @throws IllegalStateException naming the method and setting when a callback object lacks its method, a method
     *                               name lacks its object, or the method cannot be found on the object
     */
    static <T> Invoker<T> wrap(Invoker<T> invoker, List<MethodConfig> methods, String owner) {
        Map<String, AsyncMethodInfo> events = resolve(methods, owner);
        if (events.isEmpty()) {
            return invoker;
        }
        Invoker<T> filtered = FilterChain.around(invoker, new FutureFilter());
        return new Invoker<T>() {
            @Override
            public Class<T> getInterface() {
                return invoker.getInterface();
            }

            @Override
            public URL getUrl() {
                return invoker.getUrl();
            }

            @Override
            public boolean isAvailable() {
                return invoker.isAvailable();
            }

            @Override
            public void destroy() {
                invoker.destroy();
            }

            @Override
            public Result invoke(Invocation invocation) throws RpcException {
                AsyncMethodInfo info = events.get(invocation.getMethodName());
                if (info == null) {
                    return invoker.invoke(invocation);
                }
                invocation.put(FutureFilter.ASYNC_METHOD_INFO, info);
                return filtered.invoke(invocation);
            }

            @Override
            public String toString() {
                return invoker.toString();
            }
        };
    }

    static Map<String, AsyncMethodInfo> resolve(List<MethodConfig> methods, String owner) {
        Map<String, AsyncMethodInfo> events = new HashMap<>();
        if (methods == null) {
            return events;
        }
        for (MethodConfig method : methods) {
            String where = owner + " method " + method.getName();
            Object invokeTarget = method.getOninvoke();
            Object returnTarget = method.getOnreturn();
            Object throwTarget = method.getOnthrow();
            if (invokeTarget == null && returnTarget == null && throwTarget == null
                    && method.getOninvokeMethod() == null && method.getOnreturnMethod() == null
                    && method.getOnthrowMethod() == null) {
                continue;
            }
            AsyncMethodInfo info = new AsyncMethodInfo();
            info.setOninvokeInstance(invokeTarget);
            info.setOninvokeMethod(find(where, "oninvoke", invokeTarget, method.getOninvokeMethod()));
            info.setOnreturnInstance(returnTarget);
            info.setOnreturnMethod(find(where, "onreturn", returnTarget, method.getOnreturnMethod()));
            info.setOnthrowInstance(throwTarget);
            info.setOnthrowMethod(find(where, "onthrow", throwTarget, method.getOnthrowMethod()));
            events.put(method.getName(), info);
        }
        return events;
    }

    private static Method find(String where, String event, Object target, String name) {
        if (target == null && (name == null || name.isEmpty())) {
            return null;
        }
        if (target == null) {
            throw new IllegalStateException(where + ": " + event + "Method=\"" + name + "\" is set but " + event
                    + " (the object to call) is not");
        }
        if (target instanceof String) {
            throw new IllegalStateException(where + ": " + event + "=\"" + target + "\" names a bean, but there is"
                    + " no Spring context to look it up in; pass the object itself");
        }
        if (name == null || name.isEmpty()) {
            throw new IllegalStateException(where + ": " + event + " is set but " + event + "Method (the method to"
                    + " call on " + target.getClass().getName() + ") is not");
        }
        Method found = null;
        for (Method candidate : target.getClass().getMethods()) {
            if (candidate.getName().equals(name)) {
                if (found != null) {
                    throw new IllegalStateException(where + ": " + event + " method name \"" + name + "\" is not"
                            + " unique in " + target.getClass().getName() + "; give the callback one method of"
                            + " that name");
                }
                found = candidate;
            }
        }
        if (found == null) {
            throw new IllegalStateException(where + ": " + target.getClass().getName() + " has no public method \""
                    + name + "\" for " + event);
        }
        return found;
    }
}
