package org.apache.dubbo.rpc;

import org.apache.dubbo.common.extension.SPI;

/**
 * Hears about provider invokers being referred and destroyed by a protocol on the consumer side. Declared in
 * {@code META-INF/dubbo/org.apache.dubbo.rpc.InvokerListener}; active when named in the reference's {@code listener}
 * attribute (URL key {@code invoker.listener}) or annotated {@code @Activate}.
 */
@SPI
public interface InvokerListener {

    /**
     * Called once the invoker is referred. An exception is rethrown to the referrer after every listener has been
     * told.
     */
    void referred(Invoker<?> invoker) throws RpcException;

    /** Called once the invoker has been destroyed. */
    void destroyed(Invoker<?> invoker);
}
