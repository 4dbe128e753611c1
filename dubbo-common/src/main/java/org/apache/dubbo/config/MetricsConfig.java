package org.apache.dubbo.config;

import org.apache.dubbo.config.nested.AggregationConfig;
import org.apache.dubbo.config.nested.HistogramConfig;
import org.apache.dubbo.config.nested.PrometheusConfig;
import org.apache.dubbo.config.support.Parameter;
import org.apache.dubbo.rpc.model.ApplicationModel;

/**
 * Metrics ({@code <dubbo:metrics>}, {@code dubbo.metrics.*}), with Apache Dubbo 3.3's attributes. Declaring it turns
 * metrics on when the {@code dubbo-metrics} module and Micrometer are on the class path: RPC, thread-pool and
 * transport meters, and with {@code protocol=prometheus} (the default) the Prometheus text on the QoS port's
 * {@code /metrics}. See {@code docs/observability.md} for which attributes act and which are accepted only.
 */
public class MetricsConfig extends AbstractConfig {

    private static final long serialVersionUID = 1L;

    private String protocol;
    private Integer port;
    private Boolean enableJvm;
    private Boolean enableThreadpool;
    private Boolean enableRegistry;
    private Boolean enableMetadata;
    private Boolean enableRpc;
    private Boolean enableNetty;
    private String rpcLevel;
    private PrometheusConfig prometheus;
    private AggregationConfig aggregation;
    private HistogramConfig histogram;
    private String exportServiceProtocol;
    private Integer exportServicePort;
    private Boolean exportMetricsService;
    private Boolean enableMetricsInit;
    private Boolean enableCollectorSync;
    private Integer collectorSyncPeriod;
    private Boolean useGlobalRegistry;

    public MetricsConfig() {
    }

    public MetricsConfig(ApplicationModel applicationModel) {
        super(applicationModel);
    }

    /** Also fills the nested settings ({@code dubbo.metrics.histogram.*}, {@code .aggregation.*}, {@code .prometheus.*}). */
    @Override
    protected void postProcessRefreshed() {
        super.postProcessRefreshed();
        HistogramConfig h = histogram != null ? histogram : new HistogramConfig();
        if (ConfigRefresh.refreshNested(this, h, "histogram") || histogram != null) {
            histogram = h;
        }
        AggregationConfig a = aggregation != null ? aggregation : new AggregationConfig();
        if (ConfigRefresh.refreshNested(this, a, "aggregation") || aggregation != null) {
            aggregation = a;
        }
        PrometheusConfig p = prometheus != null ? prometheus : new PrometheusConfig();
        PrometheusConfig.Exporter e = p.getExporter() != null ? p.getExporter() : new PrometheusConfig.Exporter();
        if (ConfigRefresh.refreshNested(this, e, "prometheus.exporter") || p.getExporter() != null) {
            p.setExporter(e);
        }
        PrometheusConfig.Pushgateway g = p.getPushgateway() != null ? p.getPushgateway()
                : new PrometheusConfig.Pushgateway();
        if (ConfigRefresh.refreshNested(this, g, "prometheus.pushgateway") || p.getPushgateway() != null) {
            p.setPushgateway(g);
        }
        if (p.getExporter() != null || p.getPushgateway() != null) {
            prometheus = p;
        }
    }

    /** The exposition format: {@code prometheus} (default) or {@code default} (meters only, no /metrics). */
    public String getProtocol() {
        return protocol;
    }

    public void setProtocol(String protocol) {
        this.protocol = protocol;
    }

    /** The port metrics are served on (accepted; Dubbo Tuned serves them on the QoS port). */
    public Integer getPort() {
        return port;
    }

    public void setPort(Integer port) {
        this.port = port;
    }

    public Boolean getEnableJvm() {
        return enableJvm;
    }

    public void setEnableJvm(Boolean enableJvm) {
        this.enableJvm = enableJvm;
    }

    public String getRpcLevel() {
        return rpcLevel;
    }

    public void setRpcLevel(String rpcLevel) {
        this.rpcLevel = rpcLevel;
    }

    public Boolean getEnableThreadpool() {
        return enableThreadpool;
    }

    public void setEnableThreadpool(Boolean enableThreadpool) {
        this.enableThreadpool = enableThreadpool;
    }

    public Boolean getEnableRegistry() {
        return enableRegistry;
    }

    public void setEnableRegistry(Boolean enableRegistry) {
        this.enableRegistry = enableRegistry;
    }

    public Boolean getEnableMetadata() {
        return enableMetadata;
    }

    public void setEnableMetadata(Boolean enableMetadata) {
        this.enableMetadata = enableMetadata;
    }

    public Boolean getEnableRpc() {
        return enableRpc;
    }

    public void setEnableRpc(Boolean enableRpc) {
        this.enableRpc = enableRpc;
    }

    /** Transport meters ({@code dubbo_transport_*}); Apache's switch for its Netty metrics. */
    public Boolean getEnableNetty() {
        return enableNetty;
    }

    public void setEnableNetty(Boolean enableNetty) {
        this.enableNetty = enableNetty;
    }

    @Parameter(excluded = true, attribute = false)
    public PrometheusConfig getPrometheus() {
        return prometheus;
    }

    public void setPrometheus(PrometheusConfig prometheus) {
        this.prometheus = prometheus;
    }

    @Parameter(excluded = true, attribute = false)
    public AggregationConfig getAggregation() {
        return aggregation;
    }

    public void setAggregation(AggregationConfig aggregation) {
        this.aggregation = aggregation;
    }

    @Parameter(excluded = true, attribute = false)
    public HistogramConfig getHistogram() {
        return histogram;
    }

    public void setHistogram(HistogramConfig histogram) {
        this.histogram = histogram;
    }

    public String getExportServiceProtocol() {
        return exportServiceProtocol;
    }

    public void setExportServiceProtocol(String exportServiceProtocol) {
        this.exportServiceProtocol = exportServiceProtocol;
    }

    public Integer getExportServicePort() {
        return exportServicePort;
    }

    public void setExportServicePort(Integer exportServicePort) {
        this.exportServicePort = exportServicePort;
    }

    public Boolean getExportMetricsService() {
        return exportMetricsService;
    }

    public void setExportMetricsService(Boolean exportMetricsService) {
        this.exportMetricsService = exportMetricsService;
    }

    public Boolean getEnableMetricsInit() {
        return enableMetricsInit;
    }

    public void setEnableMetricsInit(Boolean enableMetricsInit) {
        this.enableMetricsInit = enableMetricsInit;
    }

    public Boolean getEnableCollectorSync() {
        return enableCollectorSync;
    }

    public void setEnableCollectorSync(Boolean enableCollectorSync) {
        this.enableCollectorSync = enableCollectorSync;
    }

    public Integer getCollectorSyncPeriod() {
        return collectorSyncPeriod;
    }

    public void setCollectorSyncPeriod(Integer collectorSyncPeriod) {
        this.collectorSyncPeriod = collectorSyncPeriod;
    }

    /** Also publish to Micrometer's global registry. */
    public Boolean getUseGlobalRegistry() {
        return useGlobalRegistry;
    }

    public void setUseGlobalRegistry(Boolean useGlobalRegistry) {
        this.useGlobalRegistry = useGlobalRegistry;
    }
}
