package org.apache.dubbo.common.resource;

import org.apache.dubbo.common.extension.ExtensionAccessor;

/**
 * A bean that finishes setting itself up once it is registered in a {@link
 * org.apache.dubbo.common.beans.factory.ScopeBeanFactory}, after the aware callbacks and post-processors.
 */
public interface Initializable {

    /** Called with the extension accessor of the bean's scope model; calls {@link #initialize()} by default. */
    default void initialize(ExtensionAccessor accessor) {
        initialize();
    }

    default void initialize() {
    }
}
