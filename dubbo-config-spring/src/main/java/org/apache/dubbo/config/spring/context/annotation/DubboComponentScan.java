package org.apache.dubbo.config.spring.context.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

import org.springframework.context.annotation.Import;
import org.springframework.core.annotation.AliasFor;

/**
 * Scans packages for classes annotated {@code @DubboService} (or the deprecated {@code @Service}) and exports them;
 * the package of the annotated class when none is given. Also enables {@code @DubboReference} injection.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@Documented
@Import(DubboComponentScanRegistrar.class)
public @interface DubboComponentScan {

    /** Alias of {@link #basePackages()}. */
    @AliasFor("basePackages")
    String[] value() default {};

    /** Packages to scan; {@code ${...}} placeholders are resolved. */
    @AliasFor("value")
    String[] basePackages() default {};

    /** Classes whose packages are scanned. */
    Class<?>[] basePackageClasses() default {};
}
