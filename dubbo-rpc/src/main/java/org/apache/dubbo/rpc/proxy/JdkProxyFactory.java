package org.apache.dubbo.rpc.proxy;

import java.lang.reflect.Proxy;
import java.util.LinkedHashSet;
import java.util.Set;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.ProxyFactory;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.service.Destroyable;
import org.apache.dubbo.rpc.service.EchoService;
import org.apache.dubbo.rpc.service.GenericService;

/**
 * Reference proxies are JDK dynamic proxies implementing the service interface plus {@link EchoService} and
 * {@link Destroyable} (and {@link GenericService} for generic references). No bytecode is generated; a benchmark
 * would have to show that the reflective dispatch matters before that changes.
 */
public final class JdkProxyFactory implements ProxyFactory {

    @Override
    public <T> T getProxy(Invoker<T> invoker) throws RpcException {
        return getProxy(invoker, false);
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> T getProxy(Invoker<T> invoker, boolean generic) throws RpcException {
        Set<Class<?>> interfaces = new LinkedHashSet<>();
        interfaces.add(invoker.getInterface());
        if (generic) {
            interfaces.add(GenericService.class);
        }
        interfaces.add(EchoService.class);
        interfaces.add(Destroyable.class);
        ClassLoader loader = invoker.getInterface().getClassLoader();
        if (loader == null) {
            loader = Thread.currentThread().getContextClassLoader();
        }
        try {
            return (T) Proxy.newProxyInstance(loader, interfaces.toArray(new Class<?>[0]),
                    new InvokerInvocationHandler(invoker));
        } catch (IllegalArgumentException e) {
            throw new RpcException("Cannot create a proxy for " + invoker.getInterface().getName() + ": " + e, e);
        }
    }

    @Override
    public <T> Invoker<T> getInvoker(T proxy, Class<T> type, URL url) throws RpcException {
        return new ProxyInvoker<>(proxy, type, url);
    }
}
