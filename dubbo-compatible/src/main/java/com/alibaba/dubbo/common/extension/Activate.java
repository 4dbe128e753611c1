package com.alibaba.dubbo.common.extension;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Dubbo 2.6's {@code @Activate}: an extension so annotated is activated as with
 * {@link org.apache.dubbo.common.extension.Activate} (by group, by URL key in {@link #value()}, ordered by
 * {@link #order()}). The extension loader reads it by name, so 2.6 filters and listeners activate unchanged.
 */
@Deprecated
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.METHOD})
public @interface Activate {

    /** The groups (provider, consumer) the extension is active in; none means every group. */
    String[] group() default {};

    /** URL keys of which one must be present (with a non-empty value) for the extension to be active. */
    String[] value() default {};

    /** Extension names this one runs before. */
    @Deprecated
    String[] before() default {};

    /** Extension names this one runs after. */
    @Deprecated
    String[] after() default {};

    /** Lower runs first. */
    int order() default 0;

    /** Classes that must be present on the class path for the extension to be active. */
    String[] onClass() default {};
}
