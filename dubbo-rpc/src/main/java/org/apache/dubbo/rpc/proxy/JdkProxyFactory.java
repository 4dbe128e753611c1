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

    private static final String LEGACY_GENERIC_SERVICE = "com.alibaba.dubbo.rpc.service.GenericService";
    private static final String LEGACY_ECHO_SERVICE = "com.alibaba.dubbo.rpc.service.EchoService";

    @Override
    public <T> T getProxy(Invoker<T> invoker) throws RpcException {
        return getProxy(invoker, false);
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> T getProxy(Invoker<T> invoker, boolean generic) throws RpcException {
        ClassLoader loader = invoker.getInterface().getClassLoader();
        if (loader == null) {
            loader = Thread.currentThread().getContextClassLoader();
        }
        Set<Class<?>> interfaces = new LinkedHashSet<>();
        interfaces.add(invoker.getInterface());
        if (generic) {
            interfaces.add(GenericService.class);
            addLegacy(interfaces, LEGACY_GENERIC_SERVICE, GenericService.class, loader);
        }
        interfaces.add(EchoService.class);
        addLegacy(interfaces, LEGACY_ECHO_SERVICE, EchoService.class, loader);
        interfaces.add(Destroyable.class);
        try {
            return (T) Proxy.newProxyInstance(loader, interfaces.toArray(new Class<?>[0]),
                    new InvokerInvocationHandler(invoker));
        } catch (IllegalArgumentException e) {
            throw new RpcException("Cannot create a proxy for " + invoker.getInterface().getName() + ": " + e, e);
        }
    }

    /**
     * Adds the Dubbo 2.6 ({@code com.alibaba.dubbo}) form of {@code current} when dubbo-compatible is on the class
     * path, so that 2.6 code casting a reference to it works. Apache Dubbo 3.3 does this for GenericService only;
     * we do it for EchoService too, which 2.6 code casts to just the same.
     */
    private static void addLegacy(Set<Class<?>> interfaces, String legacyName, Class<?> current, ClassLoader loader) {
        try {
            Class<?> legacy = Class.forName(legacyName, false, loader);
            if (legacy.isInterface() && current.isAssignableFrom(legacy)) {
                interfaces.add(legacy);
            }
        } catch (ClassNotFoundException | LinkageError e) {
            // no dubbo-compatible visible to the interface's class loader: the current form alone
        }
    }

    @Override
    public <T> Invoker<T> getInvoker(T proxy, Class<T> type, URL url) throws RpcException {
        return new ProxyInvoker<>(proxy, type, url);
    }
}
