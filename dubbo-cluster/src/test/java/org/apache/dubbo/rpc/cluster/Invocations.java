package org.apache.dubbo.rpc.cluster;

import java.lang.reflect.Method;

import org.apache.dubbo.rpc.InvokeMode;
import org.apache.dubbo.rpc.RpcInvocation;

/** Invocations of {@link DemoService} as the reference proxy builds them. */
public final class Invocations {

    private Invocations() {
    }

    public static RpcInvocation sync(String method, Object... arguments) {
        return of(method, InvokeMode.SYNC, arguments);
    }

    public static RpcInvocation of(String method, InvokeMode mode, Object... arguments) {
        Method target = find(method);
        RpcInvocation invocation = new RpcInvocation(target, DemoService.class.getName(),
                DemoService.class.getName() + ":dubbo", arguments);
        invocation.setInvokeMode(mode);
        if (mode == InvokeMode.FUTURE) {
            invocation.setReturnType(String.class, String.class);
        }
        return invocation;
    }

    private static Method find(String name) {
        for (Method method : DemoService.class.getMethods()) {
            if (method.getName().equals(name)) {
                return method;
            }
        }
        throw new IllegalArgumentException("DemoService has no method " + name);
    }
}
