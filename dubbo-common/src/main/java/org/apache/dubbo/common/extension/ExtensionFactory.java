package org.apache.dubbo.common.extension;

/**
 * The injector interface of Dubbo 2.7, kept so that its implementations keep working: an extension of this type
 * listed in {@code META-INF/dubbo/org.apache.dubbo.common.extension.ExtensionFactory} is consulted like an
 * {@link ExtensionInjector}.
 *
 * @deprecated implement {@link ExtensionInjector}
 */
@Deprecated
@SPI
public interface ExtensionFactory extends ExtensionInjector {

    @Override
    default <T> T getInstance(Class<T> type, String name) {
        return getExtension(type, name);
    }

    /**
     * @param type the setter's parameter type
     * @param name the property name
     * @return the object to inject, or {@code null}
     */
    <T> T getExtension(Class<T> type, String name);
}
