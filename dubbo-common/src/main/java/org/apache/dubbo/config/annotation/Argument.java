package org.apache.dubbo.config.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Settings of one argument inside {@link Method#arguments()}, chosen by {@link #index()} or {@link #type()}.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.ANNOTATION_TYPE})
@Inherited
public @interface Argument {

    /** Position from 0; -1 when the argument is chosen by {@link #type()}. */
    int index() default -1;

    /** Type name of the argument, when not chosen by index. */
    String type() default "";

    /** Whether the argument is a callback the provider calls back. */
    boolean callback() default false;
}
