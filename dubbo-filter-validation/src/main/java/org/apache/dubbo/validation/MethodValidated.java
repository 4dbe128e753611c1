package org.apache.dubbo.validation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * On a service method: the validation groups its arguments are checked against, besides the default group, the
 * interface itself and the inner interface named after the method (e.g. {@code UserService.Save} for
 * {@code save}).
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
public @interface MethodValidated {

    Class<?>[] value() default {};
}
