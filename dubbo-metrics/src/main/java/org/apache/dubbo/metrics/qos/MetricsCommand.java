package org.apache.dubbo.metrics.qos;

import org.apache.dubbo.metrics.MicrometerSupport;
import org.apache.dubbo.metrics.micrometer.MicrometerMetrics;
import org.apache.dubbo.qos.command.CommandContext;
import org.apache.dubbo.qos.command.CommandResult;
import org.apache.dubbo.qos.command.QosCommand;

/**
 * {@code metrics} on the QoS port ({@code GET /metrics}): Dubbo's meters in the Prometheus text format, for a
 * Prometheus server to scrape. Without Micrometer, or before {@code <dubbo:metrics>} started them, one line says
 * why (HTTP 503).
 */
public class MetricsCommand implements QosCommand {

    static final String PROMETHEUS_TEXT = "text/plain; version=0.0.4; charset=utf-8";

    @Override
    public String summary() {
        return "reuse qos report";
    }

    @Override
    public CommandResult execute(CommandContext context) {
        if (!MicrometerSupport.micrometer()) {
            return CommandResult.of("Metrics are not available: io.micrometer:micrometer-core is not on the class path",
                    503);
        }
        if (!MicrometerMetrics.started()) {
            return CommandResult.of("Metrics are not enabled: declare <dubbo:metrics protocol=\"prometheus\"/> (or"
                    + " dubbo.metrics.protocol=prometheus)", 503);
        }
        String text = MicrometerMetrics.scrape();
        if (text == null) {
            return CommandResult.of("No Prometheus registry: add io.micrometer:micrometer-registry-prometheus", 503);
        }
        return CommandResult.of(text, 200, PROMETHEUS_TEXT);
    }
}
