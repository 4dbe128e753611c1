package org.apache.dubbo.common.extension;

/**
 * Where the instances of an extension point live.
 *
 * <p>Declared on {@link SPI#scope()} for compatibility with Apache Dubbo. This implementation keeps one
 * {@link ExtensionLoader} per extension interface for the whole class loader, so every scope currently
 * shares the same instances.
 */
public enum ExtensionScope {
    /** Shared by every application and module of the framework. */
    FRAMEWORK,
    /** One set of instances per application. */
    APPLICATION,
    /** One set of instances per module. */
    MODULE,
    /** Instances owned by the extension point itself and never shared. */
    SELF
}
