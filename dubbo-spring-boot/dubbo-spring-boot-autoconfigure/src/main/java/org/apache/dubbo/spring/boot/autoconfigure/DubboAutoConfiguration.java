package org.apache.dubbo.spring.boot.autoconfigure;

import java.util.Collections;
import java.util.Set;

import org.apache.dubbo.config.spring.beans.factory.annotation.ServiceAnnotationPostProcessor;
import org.apache.dubbo.config.spring.context.annotation.EnableDubboConfig;
import org.apache.dubbo.spring.boot.context.event.AwaitingNonWebApplicationListener;
import org.springframework.boot.autoconfigure.condition.ConditionalOnMissingBean;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.boot.context.properties.bind.Bindable;
import org.springframework.boot.context.properties.bind.Binder;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;

/**
 * Dubbo for Spring Boot applications: the Spring integration of {@link EnableDubboConfig} (so {@code dubbo.*}
 * properties of application.properties / application.yml configure Dubbo, {@code @DubboReference} is injected and
 * Dubbo follows the application's lifecycle), plus a scan of {@code dubbo.scan.base-packages} for
 * {@code @DubboService} classes, and an {@link AwaitingNonWebApplicationListener} that keeps an application without a
 * web server running until its context is closed. {@code dubbo.enabled=false} turns it all off. Without
 * {@code dubbo.application.name} the application is named by {@code spring.application.name}.
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnProperty(prefix = "dubbo", name = "enabled", matchIfMissing = true)
@EnableDubboConfig
public class DubboAutoConfiguration {

    /** The property listing the packages to scan (a comma-separated value or a list). */
    public static final String BASE_PACKAGES_PROPERTY = "dubbo.scan.base-packages";

    /** Scans {@code dubbo.scan.base-packages}; does nothing when the property is not set. */
    @Bean
    public static ServiceAnnotationPostProcessor dubboServiceAnnotationPostProcessor(Environment environment) {
        Set<String> packages = Binder.get(environment)
                .bind(BASE_PACKAGES_PROPERTY, Bindable.setOf(String.class))
                .orElse(Collections.<String>emptySet());
        return new ServiceAnnotationPostProcessor(packages);
    }

    /** Keeps a non-web application alive until its context closes, as Apache Dubbo's Boot integration does. */
    @Bean
    @ConditionalOnMissingBean
    public AwaitingNonWebApplicationListener awaitingNonWebApplicationListener() {
        return new AwaitingNonWebApplicationListener();
    }
}
