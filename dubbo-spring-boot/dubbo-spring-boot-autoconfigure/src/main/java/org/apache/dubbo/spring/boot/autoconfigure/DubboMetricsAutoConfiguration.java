package org.apache.dubbo.spring.boot.autoconfigure;

import org.apache.dubbo.metrics.DubboMetrics;
import org.springframework.beans.factory.DisposableBean;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.boot.autoconfigure.condition.ConditionalOnClass;
import org.springframework.boot.autoconfigure.condition.ConditionalOnProperty;
import org.springframework.context.ApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;

/**
 * Publishes Dubbo's meters (RPC, thread pools, transport; Apache Dubbo's names) into the application's own Micrometer
 * {@code MeterRegistry} when Micrometer and {@code dubbo-metrics} are on the class path, so Actuator's
 * {@code /actuator/prometheus} (or any registry the application configured) shows them next to its own.
 * {@code dubbo.metrics.enabled=false} turns it off.
 */
@Configuration(proxyBeanMethods = false)
@ConditionalOnClass(name = {"io.micrometer.core.instrument.MeterRegistry", "org.apache.dubbo.metrics.DubboMetrics"})
@ConditionalOnProperty(prefix = "dubbo", name = {"enabled", "metrics.enabled"}, matchIfMissing = true)
public class DubboMetricsAutoConfiguration {

    @Bean
    public MeterRegistryBinding dubboMeterRegistryBinding(ApplicationContext context, Environment environment) {
        return new MeterRegistryBinding(context, environment);
    }

    /** Binds once every singleton exists (the registry included), unbinds when the context closes. */
    public static final class MeterRegistryBinding implements SmartInitializingSingleton, DisposableBean {

        private final ApplicationContext context;
        private final Environment environment;
        private Object registry;

        MeterRegistryBinding(ApplicationContext context, Environment environment) {
            this.context = context;
            this.environment = environment;
        }

        @Override
        public void afterSingletonsInstantiated() {
            Class<?> type;
            try {
                type = Class.forName("io.micrometer.core.instrument.MeterRegistry", false,
                        DubboMetricsAutoConfiguration.class.getClassLoader());
            } catch (ClassNotFoundException e) {
                return;
            }
            ObjectProvider<?> provider = context.getBeanProvider(type);
            Object found = provider.getIfAvailable();
            if (found == null) {
                return;
            }
            String name = environment.getProperty("dubbo.application.name",
                    environment.getProperty("spring.application.name"));
            if (DubboMetrics.bindRegistry(found, name, environment.getProperty("dubbo.application.version"))) {
                registry = found;
            }
        }

        /** The registry Dubbo's meters went to, or null. */
        public Object registry() {
            return registry;
        }

        @Override
        public void destroy() {
            if (registry != null) {
                DubboMetrics.unbindRegistry(registry);
                registry = null;
            }
        }
    }
}
