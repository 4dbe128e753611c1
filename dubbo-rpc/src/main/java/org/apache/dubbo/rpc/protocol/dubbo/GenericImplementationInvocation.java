package org.apache.dubbo.rpc.protocol.dubbo;

import java.io.IOException;
import java.util.List;

import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.RpcInvocation;
import org.apache.dubbo.rpc.service.GenericService;
import org.apache.dubbo.rpc.support.RpcKeys;

/**
 * A call of an ordinary method on a provider that implements {@link GenericService} becomes
 * {@code $invoke(method, parameterTypeNames, args)} on it.
 */
final class GenericImplementationInvocation {

    private GenericImplementationInvocation() {
    }

    static void adapt(RpcInvocation invocation, Invoker<?> invoker) throws IOException {
        String method = invocation.getMethodName();
        if (!GenericService.class.isAssignableFrom(invoker.getInterface()) || RpcKeys.INVOKE.equals(method)
                || RpcKeys.INVOKE_ASYNC.equals(method) || RpcKeys.ECHO.equals(method)) {
            return;
        }
        List<String> names = GenericImplementationCalls.typeNames(invocation.getParameterTypesDesc() == null ? ""
                : invocation.getParameterTypesDesc());
        if (names.size() != invocation.getArguments().length) {
            throw new RpcException("Generic service call " + method + " has " + invocation.getArguments().length
                    + " arguments for " + names.size() + " declared types");
        }
        invocation.setArguments(new Object[] {method, names.toArray(new String[0]), invocation.getArguments()});
        invocation.setMethodName(RpcKeys.INVOKE);
        invocation.setParameterTypes(new Class<?>[] {String.class, String[].class, Object[].class});
        invocation.setParameterTypesDesc(RpcKeys.GENERIC_DESCRIPTOR);
    }
}
