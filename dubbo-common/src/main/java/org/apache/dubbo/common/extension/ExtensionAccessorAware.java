package org.apache.dubbo.common.extension;

/**
 * An extension that wants the {@link ExtensionAccessor} it was created by, to look up other extensions; it is
 * given right after its setters have been injected.
 */
public interface ExtensionAccessorAware {

    void setExtensionAccessor(ExtensionAccessor extensionAccessor);
}
