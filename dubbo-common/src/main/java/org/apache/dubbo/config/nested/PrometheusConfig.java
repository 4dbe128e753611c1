package org.apache.dubbo.config.nested;

import java.io.Serializable;

/**
 * Prometheus exposition ({@code dubbo.metrics.prometheus.*}). The exporter serves {@code /metrics} on the QoS port;
 * the push gateway settings are accepted for compatibility (pushing is not implemented: scrape instead).
 */
public class PrometheusConfig implements Serializable {

    private static final long serialVersionUID = 1L;

    private Exporter exporter;
    private Pushgateway pushgateway;

    public Exporter getExporter() {
        return exporter;
    }

    public void setExporter(Exporter exporter) {
        this.exporter = exporter;
    }

    public Pushgateway getPushgateway() {
        return pushgateway;
    }

    public void setPushgateway(Pushgateway pushgateway) {
        this.pushgateway = pushgateway;
    }

    public static class Exporter implements Serializable {

        private static final long serialVersionUID = 1L;

        private Boolean enabled;
        private Boolean enableHttpServiceDiscovery;
        private String httpServiceDiscoveryUrl;

        public Boolean getEnabled() {
            return enabled;
        }

        public void setEnabled(Boolean enabled) {
            this.enabled = enabled;
        }

        public Boolean getEnableHttpServiceDiscovery() {
            return enableHttpServiceDiscovery;
        }

        public void setEnableHttpServiceDiscovery(Boolean enableHttpServiceDiscovery) {
            this.enableHttpServiceDiscovery = enableHttpServiceDiscovery;
        }

        public String getHttpServiceDiscoveryUrl() {
            return httpServiceDiscoveryUrl;
        }

        public void setHttpServiceDiscoveryUrl(String httpServiceDiscoveryUrl) {
            this.httpServiceDiscoveryUrl = httpServiceDiscoveryUrl;
        }
    }

    public static class Pushgateway implements Serializable {

        private static final long serialVersionUID = 1L;

        private Boolean enabled;
        private String baseUrl;
        private String username;
        private String password;
        private Integer pushInterval;
        private String job;

        public Boolean getEnabled() {
            return enabled;
        }

        public void setEnabled(Boolean enabled) {
            this.enabled = enabled;
        }

        public String getBaseUrl() {
            return baseUrl;
        }

        public void setBaseUrl(String baseUrl) {
            this.baseUrl = baseUrl;
        }

        public String getUsername() {
            return username;
        }

        public void setUsername(String username) {
            this.username = username;
        }

        public String getPassword() {
            return password;
        }

        public void setPassword(String password) {
            this.password = password;
        }

        public Integer getPushInterval() {
            return pushInterval;
        }

        public void setPushInterval(Integer pushInterval) {
            this.pushInterval = pushInterval;
        }

        public String getJob() {
            return job;
        }

        public void setJob(String job) {
            this.job = job;
        }
    }
}
