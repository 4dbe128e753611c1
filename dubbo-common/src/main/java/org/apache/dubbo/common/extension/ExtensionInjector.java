package org.apache.dubbo.common.extension;

/**
 * Supplies the objects {@link ExtensionLoader} injects into extension setters. Register one with
 * {@link ExtensionLoader#addInjector(ExtensionInjector)} (a Spring integration, for instance, registers one that
 * resolves beans), or list it in {@code META-INF/dubbo/org.apache.dubbo.common.extension.ExtensionInjector}.
 */
@SPI(scope = ExtensionScope.SELF)
public interface ExtensionInjector extends ExtensionAccessorAware {

    /**
     * Returns the object to inject into a setter.
     *
     * @param type the setter's parameter type
     * @param name the property name: the setter name without {@code set}, first letter in lower case
     * @return the object, or {@code null} to let the next injector decide
     */
    <T> T getInstance(Class<T> type, String name);

    @Override
    default void setExtensionAccessor(ExtensionAccessor extensionAccessor) {
    }
}
