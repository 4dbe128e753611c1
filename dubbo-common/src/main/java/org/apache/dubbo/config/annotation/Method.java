package org.apache.dubbo.config.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Settings of one method inside the {@code methods} attribute of a service or reference annotation. A value
 * equal to the default means "not set" ({@code sent} and {@code isReturn} default to true).
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.ANNOTATION_TYPE})
@Inherited
public @interface Method {

    /** The method name. */
    String name();

    int timeout() default -1;

    int retries() default -1;

    String loadbalance() default "";

    boolean async() default false;

    boolean sent() default true;

    int actives() default -1;

    int executes() default -1;

    boolean deprecated() default false;

    boolean sticky() default false;

    /** False for a one-way call. */
    boolean isReturn() default true;

    /** {@code "beanName.methodName"} called before an async invocation. */
    String oninvoke() default "";

    /** {@code "beanName.methodName"} called with the result of an async invocation. */
    String onreturn() default "";

    /** {@code "beanName.methodName"} called with the exception of an async invocation. */
    String onthrow() default "";

    String cache() default "";

    String validation() default "";

    String merger() default "";

    Argument[] arguments() default {};

    /** Alternating keys and values, or {@code "key:value"} / {@code "key=value"} entries. */
    String[] parameters() default {};
}
