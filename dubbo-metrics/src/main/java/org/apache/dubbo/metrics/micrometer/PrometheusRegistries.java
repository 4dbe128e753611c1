package org.apache.dubbo.metrics.micrometer;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;

/**
 * The only class that names Micrometer's Prometheus registry: loaded only after
 * {@link org.apache.dubbo.metrics.MicrometerSupport#prometheus()} said it is there, so that Micrometer without its
 * Prometheus registry (a Spring Boot application with another backend) works.
 */
final class PrometheusRegistries {

    private PrometheusRegistries() {
    }

    static MeterRegistry create() {
        return new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
    }
}
