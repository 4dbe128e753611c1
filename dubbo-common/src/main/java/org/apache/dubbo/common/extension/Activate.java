package org.apache.dubbo.common.extension;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Makes an extension switch itself on when its conditions hold, so that callers of
 * {@code ExtensionLoader.getActivateExtension(...)} get it without naming it (filters and listeners are
 * the usual users). On a wrapper class only {@link #order()} is used: it places the wrapper in the chain.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.METHOD})
public @interface Activate {

    /**
     * Groups the extension belongs to (for example {@code provider}, {@code consumer}). When a caller asks
     * for a group, only extensions listing it are activated; when it asks for none, the groups are ignored.
     */
    String[] group() default {};

    /**
     * URL parameter keys, any one of which must be present with a value for the extension to activate.
     * {@code key} is satisfied by {@code key} or by a method-scoped {@code anyMethod.key}; the values
     * {@code false}, {@code 0}, {@code null} and {@code N/A} count as absent. {@code key:value} requires
     * exactly that value. Empty means no parameter is required.
     */
    String[] value() default {};

    /**
     * Position among activated extensions and wrappers: lower comes first (for wrappers: further out).
     */
    int order() default 0;

    /**
     * Classes that must all be loadable for the extension to activate, for extensions that only make
     * sense when an optional library is present.
     */
    String[] onClass() default {};

    /**
     * Accepted for source compatibility only and ignored: use {@link #order()}.
     *
     * @deprecated ignored; use {@link #order()}
     */
    @Deprecated
    String[] before() default {};

    /**
     * Accepted for source compatibility only and ignored: use {@link #order()}.
     *
     * @deprecated ignored; use {@link #order()}
     */
    @Deprecated
    String[] after() default {};
}
