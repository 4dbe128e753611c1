package org.apache.dubbo.config.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Exports the annotated class (or the bean of the annotated {@code @Bean} method) as a Dubbo service. Every
 * attribute means the same as the {@code <dubbo:service>} attribute of the same (kebab-case) name. An attribute
 * left at its default is "not set" and never overrides provider defaults, so {@code -1}, {@code ""} and
 * {@code {}} mean "unset".
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.TYPE, ElementType.METHOD})
@Inherited
public @interface DubboService {

    /** The service interface; inferred from the implemented interfaces when unset. */
    Class<?> interfaceClass() default void.class;

    String interfaceName() default "";

    String version() default "";

    String group() default "";

    /** The path the service is exported under; the interface name when unset. */
    String path() default "";

    boolean export() default true;

    /** {@code true} for a random token consumers must present, or a fixed token. */
    String token() default "";

    boolean deprecated() default false;

    boolean dynamic() default true;

    String accesslog() default "";

    int executes() default -1;

    boolean register() default true;

    int weight() default -1;

    String document() default "";

    int delay() default -1;

    /** Older name of {@link #stub()}. */
    String local() default "";

    String stub() default "";

    String cluster() default "";

    String proxy() default "";

    int connections() default -1;

    int callbacks() default -1;

    String onconnect() default "";

    String ondisconnect() default "";

    String owner() default "";

    String layer() default "";

    int retries() default -1;

    String loadbalance() default "";

    boolean async() default false;

    int actives() default -1;

    boolean sent() default false;

    String mock() default "";

    String validation() default "";

    int timeout() default -1;

    String cache() default "";

    String[] filter() default {};

    String[] listener() default {};

    /** Alternating keys and values, or {@code "key:value"} / {@code "key=value"} entries. */
    String[] parameters() default {};

    /** @deprecated the application is configured once */
    @Deprecated
    String application() default "";

    /** Bean name of the module config. */
    String module() default "";

    /** Bean name of the provider config. */
    String provider() default "";

    /** Ids of the protocols to export with. */
    String[] protocol() default {};

    /** Bean name of the monitor config. */
    String monitor() default "";

    /** Ids of the registries to register with. */
    String[] registry() default {};

    String tag() default "";

    Method[] methods() default {};

    String scope() default "";

    /** Export in the background; the module config's {@code exportAsync} is the preferred switch. */
    boolean exportAsync() default false;

    /** Bean name of an {@link java.util.concurrent.Executor} for this service's calls. */
    String executor() default "";

    /** Largest message in bytes. */
    String payload() default "";

    String serialization() default "";

    String preferSerialization() default "";
}
