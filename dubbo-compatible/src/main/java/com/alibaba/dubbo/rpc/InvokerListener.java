package com.alibaba.dubbo.rpc;

import org.apache.dubbo.compatible.LegacyForms;

/**
 * Dubbo 2.6's listener of referred and destroyed invokers. Registered in
 * {@code META-INF/dubbo/com.alibaba.dubbo.rpc.InvokerListener} (or under the current interface's name) and named in
 * a reference's {@code listener} setting (or activated), it is told as a current listener is, with the invoker in
 * its 2.6 form.
 */
@Deprecated
public interface InvokerListener extends org.apache.dubbo.rpc.InvokerListener {

    void referred(Invoker<?> invoker) throws RpcException;

    void destroyed(Invoker<?> invoker);

    @Override
    default void referred(org.apache.dubbo.rpc.Invoker<?> invoker) throws org.apache.dubbo.rpc.RpcException {
        referred(LegacyForms.invoker(invoker));
    }

    @Override
    default void destroyed(org.apache.dubbo.rpc.Invoker<?> invoker) {
        destroyed(LegacyForms.invoker(invoker));
    }
}
