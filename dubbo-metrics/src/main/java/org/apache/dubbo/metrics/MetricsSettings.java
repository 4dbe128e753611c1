package org.apache.dubbo.metrics;

import org.apache.dubbo.config.MetricsConfig;

/** What {@code <dubbo:metrics>} asks for, validated once (Apache Dubbo's attributes and defaults). */
public final class MetricsSettings {

    private final String protocol;
    private final boolean rpc;
    private final boolean threadPool;
    private final boolean transport;
    private final boolean histogram;
    private final boolean prometheusExporter;
    private final boolean useGlobalRegistry;

    private MetricsSettings(MetricsConfig c) {
        String p = c.getProtocol() == null || c.getProtocol().trim().isEmpty() ? "prometheus" : c.getProtocol().trim();
        if (!"prometheus".equals(p) && !"default".equals(p)) {
            throw new IllegalArgumentException("Invalid dubbo.metrics.protocol='" + c.getProtocol()
                    + "': expected prometheus or default");
        }
        this.protocol = p;
        this.rpc = !Boolean.FALSE.equals(c.getEnableRpc());
        this.threadPool = !Boolean.FALSE.equals(c.getEnableThreadpool());
        this.transport = !Boolean.FALSE.equals(c.getEnableNetty());
        this.histogram = c.getHistogram() != null && Boolean.TRUE.equals(c.getHistogram().getEnabled());
        this.prometheusExporter = "prometheus".equals(p);
        this.useGlobalRegistry = Boolean.TRUE.equals(c.getUseGlobalRegistry());
    }

    public static MetricsSettings of(MetricsConfig config) {
        return new MetricsSettings(config);
    }

    public String protocol() {
        return protocol;
    }

    public boolean rpc() {
        return rpc;
    }

    public boolean threadPool() {
        return threadPool;
    }

    /** Transport telemetry as {@code dubbo_transport_*} ({@code enable-netty}, Apache's switch for Netty metrics). */
    public boolean transport() {
        return transport;
    }

    public boolean histogram() {
        return histogram;
    }

    /** Keep a Prometheus registry of our own for {@code /metrics} on the QoS port. */
    public boolean prometheusExporter() {
        return prometheusExporter;
    }

    /** Also publish to Micrometer's global registry ({@code Metrics.globalRegistry}). */
    public boolean useGlobalRegistry() {
        return useGlobalRegistry;
    }
}
