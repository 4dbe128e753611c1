package org.apache.dubbo.common.extension;

/**
 * Injects the adaptive extension of an extension point into setters taking that extension interface, so
 * that an extension can depend on another one chosen per call by URL. It answers only for {@link SPI}
 * interfaces that have at least one extension and can build an adaptive extension.
 */
final class SpiAdaptiveInjector implements ExtensionInjector {

    @Override
    public <T> T getInstance(Class<T> type, String name) {
        if (!type.isInterface() || !type.isAnnotationPresent(SPI.class)) {
            return null;
        }
        ExtensionLoader<T> loader = ExtensionLoader.getExtensionLoader(type);
        if (loader.getSupportedExtensions().isEmpty() || !loader.isAdaptable()) {
            return null;
        }
        return loader.getAdaptiveExtension();
    }
}
