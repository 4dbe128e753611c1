package org.apache.dubbo.config.bootstrap.builders;

import org.apache.dubbo.config.ProviderConfig;
import org.apache.dubbo.config.ServiceConfig;

/**
 * Builds a {@link ServiceConfig}: {@code ServiceBuilder.<Demo>newBuilder().interfaceClass(Demo.class)
 * .ref(new DemoImpl()).build()}.
 *
 * @param <U> the service interface
 */
public class ServiceBuilder<U> extends AbstractServiceBuilder<ServiceConfig<U>, ServiceBuilder<U>> {

    public static <T> ServiceBuilder<T> newBuilder() {
        return new ServiceBuilder<>();
    }

    /** The interface by name, for services whose interface is not on the class path (generic services). */
    public ServiceBuilder<U> interfaceName(String interfaceName) {
        return set("interface", interfaceName, (bean, value) -> bean.setInterface(value));
    }

    public ServiceBuilder<U> interfaceClass(Class<?> interfaceClass) {
        return set("interface", interfaceClass, (bean, value) -> bean.setInterface(value));
    }

    /** The class loader of the interface; by default the interface class's own. */
    public ServiceBuilder<U> interfaceClassLoader(ClassLoader interfaceClassLoader) {
        return set("interfaceClassLoader", interfaceClassLoader, ServiceConfig::setInterfaceClassLoader);
    }

    /** The implementation calls are made on. */
    public ServiceBuilder<U> ref(U ref) {
        return set("ref", ref, ServiceConfig::setRef);
    }

    public ServiceBuilder<U> path(String path) {
        return set("path", path, ServiceConfig::setPath);
    }

    public ServiceBuilder<U> provider(ProviderConfig provider) {
        return set("provider", provider, ServiceConfig::setProvider);
    }

    /** Comma-separated ids of declared providers whose defaults apply. */
    public ServiceBuilder<U> providerIds(String providerIds) {
        return set("providerIds", providerIds, ServiceConfig::setProviderIds);
    }

    public ServiceBuilder<U> generic(String generic) {
        return set("generic", generic, ServiceConfig::setGeneric);
    }

    @Override
    public ServiceConfig<U> build() {
        ServiceConfig<U> service = new ServiceConfig<>();
        build(service);
        return service;
    }

    @Override
    protected ServiceBuilder<U> getThis() {
        return this;
    }
}
