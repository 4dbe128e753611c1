package com.alibaba.dubbo.rpc;

import org.apache.dubbo.compatible.LegacyForms;

/**
 * Dubbo 2.6's filter. Registered in {@code META-INF/dubbo/com.alibaba.dubbo.rpc.Filter} (or under the current
 * interface's name) and activated with either {@code @Activate}, it runs in Dubbo Tuned's filter chain: the chain
 * calls {@link #invoke(org.apache.dubbo.rpc.Invoker, org.apache.dubbo.rpc.Invocation)}, which hands the next invoker
 * and the invocation over as their 2.6 forms and the result back as the chain needs it.
 */
@Deprecated
public interface Filter extends org.apache.dubbo.rpc.Filter {

    Result invoke(Invoker<?> invoker, Invocation invocation) throws RpcException;

    @Override
    default org.apache.dubbo.rpc.Result invoke(org.apache.dubbo.rpc.Invoker<?> invoker,
                                               org.apache.dubbo.rpc.Invocation invocation)
            throws org.apache.dubbo.rpc.RpcException {
        return Compatibility.current(invoke(LegacyForms.invoker(invoker), LegacyForms.invocation(invocation)),
                invocation);
    }
}
