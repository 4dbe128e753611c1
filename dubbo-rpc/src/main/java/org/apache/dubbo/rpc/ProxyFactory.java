package org.apache.dubbo.rpc;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.SPI;

/**
 * Bridges service interfaces and invokers: a proxy turns interface calls into invocations; an invoker turns
 * invocations into calls on an implementation. We use JDK dynamic proxies ({@code jdk}); the upstream name
 * {@code javassist} is accepted and served the same way.
 */
@SPI("jdk")
public interface ProxyFactory {

    <T> T getProxy(Invoker<T> invoker) throws RpcException;

    <T> T getProxy(Invoker<T> invoker, boolean generic) throws RpcException;

    <T> Invoker<T> getInvoker(T proxy, Class<T> type, URL url) throws RpcException;
}
