package org.apache.dubbo.rpc.proxy.wrapper;

import java.lang.reflect.Constructor;
import java.lang.reflect.InvocationTargetException;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.ProxyFactory;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.cluster.ClusterSettings;
import org.apache.dubbo.rpc.cluster.support.wrapper.CompanionClasses;
import org.apache.dubbo.rpc.service.GenericService;

/**
 * Wraps every {@link ProxyFactory} (an extension wrapper) to put a local stub in front of reference proxies: with
 * {@code stub=true|default} the class {@code {interface}Stub}, with {@code stub=<class>} that class (the
 * deprecated {@code local} key works too; {@code local=true} means {@code {interface}Local}). The stub implements
 * the interface and has a public constructor taking it; it gets the remote proxy and runs on the consumer, e.g. to
 * validate arguments or cache results before calling it.
 */
public class StubProxyFactoryWrapper implements ProxyFactory {

    private final ProxyFactory proxyFactory;

    public StubProxyFactoryWrapper(ProxyFactory proxyFactory) {
        this.proxyFactory = proxyFactory;
    }

    /**
     * @throws IllegalStateException naming the stub class and the interface when the class is missing, does not
     *                               implement the interface or has no constructor taking it
     */
    @Override
    public <T> T getProxy(Invoker<T> invoker) throws RpcException {
        T proxy = proxyFactory.getProxy(invoker);
        if (invoker.getInterface() == GenericService.class) {
            return proxy;
        }
        String className = stubClassName(invoker.getUrl(), invoker.getInterface());
        return className == null ? proxy : stub(className, invoker.getInterface(), proxy);
    }

    /** Generic proxies get no stub: a stub implements the typed interface. */
    @Override
    public <T> T getProxy(Invoker<T> invoker, boolean generic) throws RpcException {
        return generic ? proxyFactory.getProxy(invoker, true) : getProxy(invoker);
    }

    @Override
    public <T> Invoker<T> getInvoker(T proxy, Class<T> type, URL url) throws RpcException {
        return proxyFactory.getInvoker(proxy, type, url);
    }

    private static String stubClassName(URL url, Class<?> type) {
        if (url == null) {
            return null;
        }
        String key = url.hasParameter(ClusterSettings.STUB) ? ClusterSettings.STUB : ClusterSettings.LOCAL;
        String value = url.getParameter(key);
        if (value == null || value.trim().isEmpty() || "false".equalsIgnoreCase(value.trim())) {
            return null;
        }
        value = value.trim();
        if ("true".equalsIgnoreCase(value) || "default".equalsIgnoreCase(value)) {
            return type.getName() + (key.equals(ClusterSettings.STUB) ? "Stub" : "Local");
        }
        return value;
    }

    private static <T> T stub(String className, Class<T> type, T proxy) {
        Class<?> stubClass = CompanionClasses.load(className, type, "stub");
        Constructor<?> constructor;
        try {
            constructor = stubClass.getConstructor(type);
        } catch (NoSuchMethodException e) {
            throw new IllegalStateException("The stub class " + stubClass.getName() + " needs a public constructor "
                    + "taking " + type.getName() + " (the remote proxy), e.g. public " + stubClass.getSimpleName()
                    + "(" + type.getSimpleName() + " remote)", e);
        }
        try {
            return type.cast(constructor.newInstance(proxy));
        } catch (InvocationTargetException e) {
            throw new IllegalStateException("The constructor of the stub class " + stubClass.getName() + " threw "
                    + e.getTargetException(), e.getTargetException());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("Cannot create the stub class " + stubClass.getName() + ": " + e, e);
        }
    }
}
