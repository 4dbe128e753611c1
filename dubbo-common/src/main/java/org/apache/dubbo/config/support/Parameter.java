package org.apache.dubbo.config.support;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Tunes how the value of a config bean getter becomes a URL parameter in
 * {@link org.apache.dubbo.config.AbstractConfig#appendParameters(java.util.Map, Object, String)}.
 *
 * <p>Without this annotation a getter {@code getFooBar()} / {@code isFooBar()} becomes the key {@code foo.bar}.
 * An overriding getter that is not annotated keeps the annotation of the getter it overrides.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.METHOD})
public @interface Parameter {

    /** The URL key, when it differs from the one derived from the getter name. */
    String key() default "";

    /** Fail when the value is unset or blank instead of leaving the key out. */
    boolean required() default false;

    /** Never a URL parameter (ids, addresses, references to other beans...). */
    boolean excluded() default false;

    /** Percent-encode the value, for values that may hold URL syntax such as {@code mock}. */
    boolean escaped() default false;

    /**
     * Whether the getter is also a bean attribute: shown by {@code toString()}, compared by {@code equals()}
     * and listed by {@code getMetaData()}. False for derived or internal state.
     */
    boolean attribute() default true;

    /** Values from several configs are joined with commas (duplicates dropped) instead of replaced. */
    boolean append() default false;
}
