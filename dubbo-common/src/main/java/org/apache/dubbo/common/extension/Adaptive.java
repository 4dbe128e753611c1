package org.apache.dubbo.common.extension;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * On an extension class: that class is the extension point's adaptive extension, returned by
 * {@link ExtensionLoader#getAdaptiveExtension()} instead of a generated dispatcher.
 *
 * <p>On an interface method: calls to that method on the adaptive extension are sent to the extension named
 * by the call's URL. The URL is the argument of type {@code org.apache.dubbo.common.URL}, or the result of
 * {@code getUrl()} on an argument. {@link #value()} lists the URL parameter keys consulted in order; the
 * first one with a value names the extension, else the {@link SPI} default is used.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.METHOD})
public @interface Adaptive {

    /**
     * URL parameter keys naming the extension, consulted in order. The key {@code protocol} reads the URL's
     * protocol instead of a parameter. Empty means one key derived from the interface's simple name, split
     * at capitals and joined with dots ({@code LoadBalance} gives {@code load.balance}).
     */
    String[] value() default {};
}
