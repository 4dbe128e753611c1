package org.apache.dubbo.config.spring.context.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import org.springframework.context.annotation.Import;

/**
 * Enables Dubbo in a Spring context: config beans ({@code ApplicationConfig}, {@code RegistryConfig}, ... from
 * {@code @Bean} methods or XML) are registered with the context's Dubbo application, {@code dubbo.*} properties of
 * the Spring {@code Environment} configure it, {@code @DubboReference} fields and setters are injected, and Dubbo
 * starts when the context has been refreshed and stops when it closes.
 */
@Target({ElementType.TYPE})
@Retention(RetentionPolicy.RUNTIME)
@Inherited
@Documented
@Import(DubboConfigConfigurationRegistrar.class)
public @interface EnableDubboConfig {

    /** @deprecated several configs of one kind are always allowed */
    @Deprecated
    boolean multiple() default true;
}
