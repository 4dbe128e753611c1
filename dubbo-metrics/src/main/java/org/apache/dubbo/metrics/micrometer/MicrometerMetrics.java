package org.apache.dubbo.metrics.micrometer;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Metrics;
import io.micrometer.core.instrument.composite.CompositeMeterRegistry;
import org.apache.dubbo.metrics.MetricsSettings;
import org.apache.dubbo.metrics.MicrometerSupport;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Everything that touches Micrometer. Callers check {@link MicrometerSupport#micrometer()} first and use only this
 * class's methods, whose signatures name no Micrometer type, so nothing here loads without Micrometer.
 *
 * <p>Registries served: our own Prometheus registry (for {@code /metrics} on the QoS port, when the Prometheus
 * registry is on the class path and {@code protocol=prometheus}), Micrometer's global registry when
 * {@code use-global-registry=true}, and any registry the application hands over (Spring Boot's
 * {@code MeterRegistry} bean) through {@link #bind(Object)}.
 */
public final class MicrometerMetrics {

    private static final Logger log = LoggerFactory.getLogger(MicrometerMetrics.class);
    static final long SYNC_SECONDS = 5;

    private static final Map<MeterRegistry, DubboMeterBinder> BINDERS = new IdentityHashMap<>();
    private static final List<MeterRegistry> EXTERNAL = new ArrayList<>();
    /** Our own Prometheus registry (behind {@code /metrics}), or null. */
    private static MeterRegistry prometheus;
    private static MetricsSettings settings;
    private static String applicationName;
    private static String applicationVersion;
    private static ScheduledExecutorService syncer;
    /** Started by a registry binding, not by {@code <dubbo:metrics>}: stops with the last such binding. */
    private static boolean startedByBinding;

    private MicrometerMetrics() {
    }

    /** Starts publishing with these settings (idempotent; the first application's settings win). */
    public static synchronized void start(MetricsSettings metrics, String appName, String appVersion) {
        if (settings != null) {
            // <dubbo:metrics> of an application takes over metrics first started for a registry binding
            startedByBinding = false;
            return;
        }
        settings = metrics;
        applicationName = appName;
        applicationVersion = appVersion;
        if (metrics.prometheusExporter() && MicrometerSupport.prometheus()) {
            prometheus = PrometheusRegistries.create();
            bindTo(prometheus);
        } else if (metrics.prometheusExporter()) {
            log.warn("dubbo.metrics.protocol=prometheus but io.micrometer:micrometer-registry-prometheus is not on the"
                    + " class path: /metrics on the QoS port has nothing to show");
        }
        if (metrics.useGlobalRegistry()) {
            bindTo(Metrics.globalRegistry);
        }
        for (MeterRegistry external : EXTERNAL) {
            bindTo(external);
        }
        syncer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "DubboMetricsSync");
            t.setDaemon(true);
            return t;
        });
        syncer.scheduleWithFixedDelay(MicrometerMetrics::sync, SYNC_SECONDS, SYNC_SECONDS, TimeUnit.SECONDS);
    }

    /**
     * Publishes to an application's own registry (a {@code io.micrometer.core.instrument.MeterRegistry}); kept and
     * bound again if metrics restart. Returns false when {@code registry} is not a MeterRegistry.
     */
    public static synchronized boolean bind(Object registry) {
        if (!(registry instanceof MeterRegistry)) {
            return false;
        }
        MeterRegistry r = (MeterRegistry) registry;
        if (!EXTERNAL.contains(r)) {
            EXTERNAL.add(r);
        }
        if (settings != null) {
            bindTo(r);
        }
        return true;
    }

    /** Forgets an application's registry (its context is closing). */
    public static synchronized void unbind(Object registry) {
        EXTERNAL.remove(registry);
        DubboMeterBinder binder = BINDERS.remove(registry);
        if (binder != null) {
            binder.close();
        }
        if (startedByBinding && EXTERNAL.isEmpty()) {
            stop();
        }
    }

    /** Marks metrics as started for a registry binding only (see {@link #unbind}). */
    public static synchronized void startedForBinding() {
        startedByBinding = true;
    }

    private static void bindTo(MeterRegistry registry) {
        if (!BINDERS.containsKey(registry)) {
            BINDERS.put(registry, new DubboMeterBinder(registry, settings, applicationName, applicationVersion));
        }
    }

    /** Whether metrics are being published. */
    public static synchronized boolean started() {
        return settings != null;
    }

    public static synchronized void stop() {
        startedByBinding = false;
        if (syncer != null) {
            syncer.shutdownNow();
            syncer = null;
        }
        for (DubboMeterBinder binder : BINDERS.values()) {
            binder.close();
        }
        BINDERS.clear();
        if (prometheus != null) {
            prometheus.close();
            prometheus = null;
        }
        settings = null;
    }

    static synchronized void sync() {
        for (DubboMeterBinder binder : BINDERS.values()) {
            try {
                binder.sync();
            } catch (RuntimeException e) {
                log.warn("Updating Dubbo meters failed: {}", e.toString());
            }
        }
    }

    /**
     * The Prometheus text exposition of Dubbo's meters: our own registry's, else that of a bound registry that can
     * scrape (a Prometheus registry inside the application's composite); null when there is none.
     */
    public static String scrape() {
        MeterRegistry own;
        List<MeterRegistry> others;
        synchronized (MicrometerMetrics.class) {
            own = prometheus;
            others = new ArrayList<>(BINDERS.keySet());
        }
        sync();
        if (own != null) {
            return scrapeAny(own);
        }
        for (MeterRegistry r : others) {
            String text = scrapeAny(r);
            if (text != null) {
                return text;
            }
        }
        return null;
    }

    /** Scrapes any registry that has a {@code String scrape()} (both Prometheus registries of Micrometer have one). */
    private static String scrapeAny(MeterRegistry registry) {
        if (registry instanceof CompositeMeterRegistry) {
            for (MeterRegistry inner : ((CompositeMeterRegistry) registry).getRegistries()) {
                String text = scrapeAny(inner);
                if (text != null) {
                    return text;
                }
            }
            return null;
        }
        try {
            Method scrape = registry.getClass().getMethod("scrape");
            if (scrape.getReturnType() == String.class) {
                return (String) scrape.invoke(registry);
            }
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
        }
        return null;
    }
}
