package org.apache.dubbo.rpc.protocol.dubbo.filter;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;

import org.apache.dubbo.rpc.BaseFilter;
import org.apache.dubbo.rpc.Filter;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.model.AsyncMethodInfo;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Event notification of a consumer method, as configured by {@code oninvoke}, {@code onreturn} and {@code onthrow}
 * ({@link AsyncMethodInfo}, found in the invocation attribute {@link #ASYNC_METHOD_INFO}), for synchronous and
 * asynchronous calls alike, with Apache Dubbo's argument shapes:
 * <ul>
 *   <li>{@code oninvoke} gets the call's arguments, before the call;</li>
 *   <li>{@code onreturn} gets the result; a method with two parameters whose second is {@code Object[]} gets
 *       (result, arguments), one with more parameters gets the result followed by every argument;</li>
 *   <li>{@code onthrow} gets the exception the same way, when its first parameter type accepts it (otherwise the
 *       mismatch is logged with the exception).</li>
 * </ul>
 * An exception thrown by {@code oninvoke} or {@code onreturn} is passed to {@code onthrow}; one thrown by
 * {@code onthrow} is logged. A callback that names an object without a method (or the reverse) fails the call
 * with an {@link IllegalStateException}. It runs once per call of the reference, around the cluster, so retries
 * on other providers are not seen as separate calls.
 */
public class FutureFilter implements Filter, BaseFilter.Listener {

    public static final String ASYNC_METHOD_INFO = "async-method-info";

    private static final Logger logger = LoggerFactory.getLogger(FutureFilter.class);

    @Override
    public Result invoke(Invoker<?> invoker, Invocation invocation) throws RpcException {
        fireInvokeCallback(invoker, invocation);
        return invoker.invoke(invocation);
    }

    @Override
    public void onResponse(Result result, Invoker<?> invoker, Invocation invocation) {
        if (result.hasException()) {
            fireThrowCallback(invoker, invocation, result.getException());
        } else {
            fireReturnCallback(invoker, invocation, result.getValue());
        }
    }

    @Override
    public void onError(Throwable t, Invoker<?> invoker, Invocation invocation) {
        fireThrowCallback(invoker, invocation, t);
    }

    private void fireInvokeCallback(Invoker<?> invoker, Invocation invocation) {
        AsyncMethodInfo info = info(invocation);
        if (info == null) {
            return;
        }
        Method method = info.getOninvokeMethod();
        Object instance = info.getOninvokeInstance();
        if (!configured("oninvoke", method, instance, invoker)) {
            return;
        }
        try {
            method.invoke(instance, invocation.getArguments());
        } catch (InvocationTargetException e) {
            fireThrowCallback(invoker, invocation, e.getTargetException());
        } catch (Throwable t) {
            fireThrowCallback(invoker, invocation, t);
        }
    }

    private void fireReturnCallback(Invoker<?> invoker, Invocation invocation, Object result) {
        AsyncMethodInfo info = info(invocation);
        if (info == null) {
            return;
        }
        Method method = info.getOnreturnMethod();
        Object instance = info.getOnreturnInstance();
        if (!configured("onreturn", method, instance, invoker)) {
            return;
        }
        try {
            method.invoke(instance, arguments(method, result, invocation.getArguments()));
        } catch (InvocationTargetException e) {
            fireThrowCallback(invoker, invocation, e.getTargetException());
        } catch (Throwable t) {
            fireThrowCallback(invoker, invocation, t);
        }
    }

    private void fireThrowCallback(Invoker<?> invoker, Invocation invocation, Throwable exception) {
        AsyncMethodInfo info = info(invocation);
        if (info == null) {
            return;
        }
        Method method = info.getOnthrowMethod();
        Object instance = info.getOnthrowInstance();
        if (!configured("onthrow", method, instance, invoker)) {
            return;
        }
        Class<?>[] types = method.getParameterTypes();
        if (types.length > 0 && !types[0].isAssignableFrom(exception.getClass())) {
            logger.error("{}: the onthrow callback {} does not accept {} (url: {})", invocation.getMethodName(),
                    method, exception.getClass().getName(), invoker.getUrl(), exception);
            return;
        }
        try {
            method.invoke(instance, arguments(method, exception, invocation.getArguments()));
        } catch (Throwable t) {
            Throwable cause = t instanceof InvocationTargetException ? t.getCause() : t;
            logger.error("{}: the onthrow callback {} failed (url: {})", invocation.getMethodName(), method,
                    invoker.getUrl(), cause);
        }
    }

    /** (value), (value, Object[] arguments) or (value, argument 1, argument 2, ...) by the callback's parameters. */
    private static Object[] arguments(Method callback, Object value, Object[] arguments) {
        Class<?>[] types = callback.getParameterTypes();
        Object[] args = arguments == null ? new Object[0] : arguments;
        if (types.length <= 1) {
            return types.length == 0 ? new Object[0] : new Object[] {value};
        }
        if (types.length == 2 && types[1].isAssignableFrom(Object[].class)) {
            return new Object[] {value, args};
        }
        Object[] params = new Object[args.length + 1];
        params[0] = value;
        System.arraycopy(args, 0, params, 1, args.length);
        return params;
    }

    private static boolean configured(String event, Method method, Object instance, Invoker<?> invoker) {
        if (method == null && instance == null) {
            return false;
        }
        if (method == null || instance == null) {
            throw new IllegalStateException("service:" + invoker.getUrl().getServiceKey() + " has a " + event
                    + " callback config , but no such " + (method == null ? "method" : "instance") + " found. url:"
                    + invoker.getUrl());
        }
        if (!method.isAccessible()) {
            method.setAccessible(true);
        }
        return true;
    }

    private static AsyncMethodInfo info(Invocation invocation) {
        Object info = invocation.get(ASYNC_METHOD_INFO);
        return info instanceof AsyncMethodInfo ? (AsyncMethodInfo) info : null;
    }
}
