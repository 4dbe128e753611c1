package org.apache.dubbo.common.extension;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * On a wrapper extension class (one with a public constructor taking the extension interface): which
 * extensions it wraps and where it sits among the wrappers.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface Wrapper {

    /** The extension names it wraps; empty for all. */
    String[] matches() default {};

    /** The extension names it never wraps. */
    String[] mismatches() default {};

    /** Its place when there is no {@link Activate#order()}: lower is further out. */
    int order() default 0;
}
