package org.apache.dubbo.config.bootstrap.builders;

import org.apache.dubbo.config.ConsumerConfig;
import org.apache.dubbo.config.ReferenceConfig;

/**
 * Builds a {@link ReferenceConfig}: {@code ReferenceBuilder.<Demo>newBuilder().interfaceClass(Demo.class)
 * .url("dubbo://127.0.0.1:20880").build()}.
 *
 * @param <T> the service interface
 */
public class ReferenceBuilder<T> extends AbstractReferenceBuilder<ReferenceConfig<T>, ReferenceBuilder<T>> {

    public static <T> ReferenceBuilder<T> newBuilder() {
        return new ReferenceBuilder<>();
    }

    /** The interface by name, for generic calls without the interface on the class path. */
    public ReferenceBuilder<T> interfaceName(String interfaceName) {
        return set("interface", interfaceName, (bean, value) -> bean.setInterface(value));
    }

    public ReferenceBuilder<T> interfaceClass(Class<?> interfaceClass) {
        return set("interface", interfaceClass, (bean, value) -> bean.setInterface(value));
    }

    /** The class loader of the interface; by default the interface class's own. */
    public ReferenceBuilder<T> interfaceClassLoader(ClassLoader interfaceClassLoader) {
        return set("interfaceClassLoader", interfaceClassLoader, ReferenceConfig::setInterfaceClassLoader);
    }

    /** Direct provider URLs, separated by ';', bypassing the registries. */
    public ReferenceBuilder<T> url(String url) {
        return set("url", url, ReferenceConfig::setUrl);
    }

    public ReferenceBuilder<T> consumer(ConsumerConfig consumer) {
        return set("consumer", consumer, ReferenceConfig::setConsumer);
    }

    public ReferenceBuilder<T> unloadClusterRelated(Boolean unloadClusterRelated) {
        return set("unloadClusterRelated", unloadClusterRelated, ReferenceConfig::setUnloadClusterRelated);
    }

    /**
     * The provider applications to subscribe to, joined with commas.
     *
     * @deprecated use {@link #providedBy(String)}
     */
    @Deprecated
    public ReferenceBuilder<T> services(String service, String... otherServices) {
        StringBuilder joined = new StringBuilder();
        append(joined, service);
        if (otherServices != null) {
            for (String other : otherServices) {
                append(joined, other);
            }
        }
        return set("services", joined.length() == 0 ? null : joined.toString(), ReferenceConfig::setServices);
    }

    private static void append(StringBuilder joined, String service) {
        if (service == null || service.trim().isEmpty()) {
            return;
        }
        if (joined.length() > 0) {
            joined.append(',');
        }
        joined.append(service.trim());
    }

    @Override
    public ReferenceConfig<T> build() {
        ReferenceConfig<T> reference = new ReferenceConfig<>();
        build(reference);
        return reference;
    }

    @Override
    protected ReferenceBuilder<T> getThis() {
        return this;
    }
}
