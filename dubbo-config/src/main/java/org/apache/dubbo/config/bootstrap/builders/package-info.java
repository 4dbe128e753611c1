/**
 * Fluent builders of the config beans, as taken by {@link org.apache.dubbo.config.bootstrap.DubboBootstrap}'s
 * lambda methods: {@code bootstrap.protocol(p -> p.name("dubbo").port(20880).iothreads(4))}.
 *
 * <p>Each builder has one method per bean property, named after the property or, where Apache Dubbo's builder
 * spells it differently, as Apache Dubbo does; list and map properties are added to ({@code addRegistry},
 * {@code appendParameter}). Only the properties given reach the bean, so its defaults and later defaulting
 * (provider, consumer, externalized configuration) still apply to the others.
 */
package org.apache.dubbo.config.bootstrap.builders;
