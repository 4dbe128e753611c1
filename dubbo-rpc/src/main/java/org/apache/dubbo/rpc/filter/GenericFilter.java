package org.apache.dubbo.rpc.filter;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;

import org.apache.dubbo.common.extension.Activate;
import org.apache.dubbo.common.serialize.security.SerializationSecurity;
import org.apache.dubbo.common.utils.ClassResolver;
import org.apache.dubbo.common.utils.PojoUtils;
import org.apache.dubbo.rpc.BaseFilter;
import org.apache.dubbo.rpc.Filter;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.RpcInvocation;
import org.apache.dubbo.rpc.service.GenericService;
import org.apache.dubbo.rpc.support.RpcKeys;

/**
 * Provider side of generic invocation: turns {@code $invoke(method, parameterTypes, args)} into a call of the real
 * method (plain maps become the declared parameter types, classes a map names go through the serialization class
 * policy) and the result back into plain maps and lists ({@code generic=raw.return} keeps it as is). Exceptions
 * travel as {@code com.alibaba.dubbo.rpc.service.GenericException}, which every Dubbo consumer understands.
 */
@Activate(group = RpcKeys.PROVIDER, order = -20000)
public class GenericFilter implements Filter, BaseFilter.Listener {

    private static final String GENERIC_KEY = "dubbo.generic.mode";

    @Override
    public Result invoke(Invoker<?> invoker, Invocation invocation) throws RpcException {
        if (!isGenericCall(invocation) || GenericService.class.isAssignableFrom(invoker.getInterface())) {
            return invoker.invoke(invocation);
        }
        Object[] generic = invocation.getArguments();
        String name = (String) generic[0];
        String[] types = toStrings(generic[1]);
        Object[] args = generic[2] == null ? new Object[0] : (Object[]) generic[2];
        Method method = findMethod(invoker.getInterface(), name, types);
        String mode = invocation.getAttachment(RpcKeys.GENERIC);
        if (mode == null || mode.isEmpty()) {
            mode = "true";
        }
        if (!"true".equalsIgnoreCase(mode) && !"raw.return".equalsIgnoreCase(mode)) {
            throw new RpcException(RpcException.FORBIDDEN_EXCEPTION, "Generic mode '" + mode + "' is not supported"
                    + " by this provider (supported: true, raw.return); nativejava and bean are refused");
        }
        Object[] realized;
        try {
            realized = PojoUtils.realize(args, method.getParameterTypes(), method.getGenericParameterTypes(),
                    SerializationSecurity.policy()::isAllowed);
        } catch (IllegalArgumentException e) {
            throw new RpcException(RpcException.SERIALIZATION_EXCEPTION, "Cannot convert the arguments of generic call "
                    + invoker.getInterface().getName() + "." + name + ": " + e.getMessage(), e);
        }
        RpcInvocation real = new RpcInvocation(invocation);
        real.setMethodName(method.getName());
        real.setParameterTypes(method.getParameterTypes());
        real.setArguments(realized);
        real.put(GENERIC_KEY, mode);
        invocation.put(GENERIC_KEY, mode);
        return invoker.invoke(real);
    }

    @Override
    public void onResponse(Result appResponse, Invoker<?> invoker, Invocation invocation) {
        Object mode = invocation.get(GENERIC_KEY);
        if (mode == null) {
            return;
        }
        if (appResponse.hasException()) {
            Throwable e = appResponse.getException();
            if (!(e instanceof com.alibaba.dubbo.rpc.service.GenericException)) {
                appResponse.setException(new com.alibaba.dubbo.rpc.service.GenericException(
                        ExceptionFilter.fullText(e), null, e.getClass().getName(), e.getMessage()));
            }
            return;
        }
        if (!"raw.return".equalsIgnoreCase(mode.toString())) {
            appResponse.setValue(PojoUtils.generalize(appResponse.getValue()));
        }
    }

    @Override
    public void onError(Throwable t, Invoker<?> invoker, Invocation invocation) {
    }

    static boolean isGenericCall(Invocation invocation) {
        String m = invocation.getMethodName();
        return (RpcKeys.INVOKE.equals(m) || RpcKeys.INVOKE_ASYNC.equals(m)) && invocation.getArguments() != null
                && invocation.getArguments().length == 3;
    }

    private static String[] toStrings(Object types) {
        if (types == null) {
            return null;
        }
        if (types instanceof String[]) {
            return (String[]) types;
        }
        if (types instanceof Object[]) {
            Object[] o = (Object[]) types;
            String[] s = new String[o.length];
            for (int i = 0; i < o.length; i++) {
                s[i] = String.valueOf(o[i]);
            }
            return s;
        }
        if (types instanceof List) {
            return ((List<?>) types).stream().map(String::valueOf).toArray(String[]::new);
        }
        throw new RpcException("Parameter types of a generic call must be a String[], got " + types.getClass());
    }

    private static Method findMethod(Class<?> type, String name, String[] types) {
        List<Method> candidates = new ArrayList<>();
        for (Method m : type.getMethods()) {
            if (m.getName().equals(name) && (types == null || m.getParameterCount() == types.length)) {
                candidates.add(m);
            }
        }
        if (types == null && candidates.size() == 1) {
            return candidates.get(0);
        }
        for (Method m : candidates) {
            if (types != null && matches(m.getParameterTypes(), types)) {
                return m;
            }
        }
        throw new RpcException(RpcException.METHOD_NOT_FOUND, "No such method " + name + (types == null ? ""
                : "(" + String.join(", ", types) + ")") + " in class interface " + type.getName());
    }

    private static boolean matches(Class<?>[] declared, String[] names) {
        for (int i = 0; i < declared.length; i++) {
            String n = names[i];
            if (!declared[i].getName().equals(n) && !declared[i].getCanonicalName().equals(n)
                    && !declared[i].getSimpleName().equals(n)) {
                try {
                    if (ClassResolver.resolve(n, SerializationSecurity.policy()::isAllowed) != declared[i]) {
                        return false;
                    }
                } catch (RuntimeException | ClassNotFoundException e) {
                    return false;
                }
            }
        }
        return true;
    }
}
