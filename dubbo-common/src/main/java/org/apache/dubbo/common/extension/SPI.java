package org.apache.dubbo.common.extension;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks an interface as an extension point whose implementations are found through descriptor files and
 * obtained from {@link ExtensionLoader}.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface SPI {

    /**
     * Name of the default extension, used when no name is configured; empty for none.
     */
    String value() default "";

    /**
     * Scope of the extension instances; see {@link ExtensionScope} for how it is honoured.
     */
    ExtensionScope scope() default ExtensionScope.APPLICATION;
}
