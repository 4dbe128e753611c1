package org.apache.dubbo.config.annotation;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Injects a proxy of a remote Dubbo service into the annotated field or setter. Every attribute means the same
 * as the {@code <dubbo:reference>} attribute of the same (kebab-case) name. An attribute left at its default is
 * "not set" and never overrides consumer defaults, so {@code -1}, {@code ""} and {@code {}} mean "unset".
 *
 * <p>The transport-tuning attributes at the end are Dubbo Tuned's (see {@code docs/transport.md}); the boolean
 * ones are strings ({@code "true"}/{@code "false"}) so that "unset" stays expressible.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.FIELD, ElementType.METHOD, ElementType.ANNOTATION_TYPE})
public @interface DubboReference {

    /** The service interface; the type of the annotated field when unset. */
    Class<?> interfaceClass() default void.class;

    String interfaceName() default "";

    String version() default "";

    String group() default "";

    /** Direct provider URLs, separated by {@code ;}; bypasses the registries. */
    String url() default "";

    String client() default "";

    /** @deprecated the annotated type decides ({@code GenericService} for generic calls) */
    @Deprecated
    boolean generic() default false;

    /** @deprecated use {@code scope = "local"} */
    @Deprecated
    boolean injvm() default true;

    boolean check() default true;

    boolean init() default true;

    boolean lazy() default false;

    boolean stubevent() default false;

    String reconnect() default "";

    boolean sticky() default false;

    String proxy() default "";

    String stub() default "";

    String cluster() default "";

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

    /** Bean name of the consumer config. */
    String consumer() default "";

    /** Bean name of the monitor config. */
    String monitor() default "";

    /** Ids of the registries to subscribe through. */
    String[] registry() default {};

    /** Only providers of this protocol are called. */
    String protocol() default "";

    String tag() default "";

    String merger() default "";

    Method[] methods() default {};

    /** The bean name of the reference. */
    String id() default "";

    /** @deprecated use {@link #providedBy()} */
    @Deprecated
    String[] services() default {};

    /** Names of the provider applications. */
    String[] providedBy() default {};

    int providerPort() default -1;

    String providerNamespace() default "";

    String scope() default "";

    boolean referAsync() default false;

    boolean unloadClusterRelated() default false;

    // ------------------------------------------------------------------ Dubbo Tuned transport tuning

    /** Netty IO threads of an event-loop group of this reference's own; -1: the shared client group. */
    int iothreads() default -1;

    /** {@code SO_SNDBUF} in bytes; -1: the kernel's auto-tuning. */
    int socketSendBuffer() default -1;

    /** {@code SO_RCVBUF} in bytes; -1: the kernel's auto-tuning. */
    int socketReceiveBuffer() default -1;

    /** Write attempts per flush; -1: Netty's default. */
    int writeSpinCount() default -1;

    /** Low write-buffer water mark in bytes; -1: the default. */
    int writeLowWaterMark() default -1;

    /** High write-buffer water mark in bytes; -1: the default. */
    int writeHighWaterMark() default -1;

    /** {@code "true"} or {@code "false"} for {@code TCP_NODELAY}; "": the default (true). */
    String tcpNoDelay() default "";

    /** {@code "true"} or {@code "false"} for {@code SO_KEEPALIVE}; "": the default (true on clients). */
    String keepAlive() default "";

    /** Connect timeout in milliseconds; -1: the default. */
    int connectTimeout() default -1;

    /** {@code nio}, {@code epoll} or {@code auto}; "": the default. */
    String nativeTransport() default "";

    /** Bytes of one connection that may wait to be written; -1: the default. */
    long maxPendingWriteBytes() default -1;

    /** {@code wait} or {@code fail}; "": the default ({@code wait}). */
    String overloadPolicy() default "";
}
