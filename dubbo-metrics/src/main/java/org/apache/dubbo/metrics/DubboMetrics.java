package org.apache.dubbo.metrics;

import org.apache.dubbo.config.MetricsConfig;
import org.apache.dubbo.metrics.micrometer.MicrometerMetrics;
import org.apache.dubbo.metrics.rpc.MetricsFilter;

/**
 * Entry points for integrations, free of Micrometer types so that callers load without it: publish Dubbo's meters
 * into an application's own registry (Spring Boot's {@code MeterRegistry} bean).
 */
public final class DubboMetrics {

    private DubboMetrics() {
    }

    /**
     * Publishes Dubbo's meters into {@code meterRegistry} (an {@code io.micrometer.core.instrument.MeterRegistry}),
     * starting metrics with the defaults if no {@code <dubbo:metrics>} started them yet (RPC, thread pools and
     * transport on; no Prometheus registry of our own: the application's registry is the exposition).
     *
     * @return false when Micrometer is absent or the object is not a MeterRegistry
     */
    public static boolean bindRegistry(Object meterRegistry, String applicationName, String applicationVersion) {
        if (!MicrometerSupport.micrometer()) {
            return false;
        }
        if (!MicrometerMetrics.bind(meterRegistry)) {
            return false;
        }
        if (!MicrometerMetrics.started()) {
            MetricsConfig defaults = new MetricsConfig();
            defaults.setProtocol("default");
            MetricsSettings settings = MetricsSettings.of(defaults);
            MetricsFilter.enable(settings.rpc());
            MicrometerMetrics.start(settings, applicationName, applicationVersion);
            MicrometerMetrics.startedForBinding();
        }
        return true;
    }

    /** Stops publishing into a registry bound with {@link #bindRegistry}. */
    public static void unbindRegistry(Object meterRegistry) {
        if (MicrometerSupport.micrometer()) {
            MicrometerMetrics.unbind(meterRegistry);
            if (!MicrometerMetrics.started()) {
                MetricsFilter.enable(false);
                org.apache.dubbo.metrics.rpc.RpcStats.global().clear();
            }
        }
    }
}
