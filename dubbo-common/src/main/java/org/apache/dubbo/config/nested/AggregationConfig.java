package org.apache.dubbo.config.nested;

import java.io.Serializable;

/**
 * Sliding-window aggregation ({@code dubbo.metrics.aggregation.*}). Accepted for compatibility; Dubbo Tuned
 * publishes lifetime figures and, with the histogram on, percentiles computed by Micrometer instead.
 */
public class AggregationConfig implements Serializable {

    private static final long serialVersionUID = 1L;

    private Boolean enabled;
    private Integer bucketNum;
    private Integer timeWindowSeconds;
    private Integer qpsTimeWindowMillSeconds;
    private Boolean enableQps;
    private Boolean enableRtPxx;
    private Boolean enableRt;
    private Boolean enableRequest;

    public Boolean getEnabled() {
        return enabled;
    }

    public void setEnabled(Boolean enabled) {
        this.enabled = enabled;
    }

    public Integer getBucketNum() {
        return bucketNum;
    }

    public void setBucketNum(Integer bucketNum) {
        this.bucketNum = bucketNum;
    }

    public Integer getTimeWindowSeconds() {
        return timeWindowSeconds;
    }

    public void setTimeWindowSeconds(Integer timeWindowSeconds) {
        this.timeWindowSeconds = timeWindowSeconds;
    }

    public Integer getQpsTimeWindowMillSeconds() {
        return qpsTimeWindowMillSeconds;
    }

    public void setQpsTimeWindowMillSeconds(Integer qpsTimeWindowMillSeconds) {
        this.qpsTimeWindowMillSeconds = qpsTimeWindowMillSeconds;
    }

    public Boolean getEnableQps() {
        return enableQps;
    }

    public void setEnableQps(Boolean enableQps) {
        this.enableQps = enableQps;
    }

    public Boolean getEnableRtPxx() {
        return enableRtPxx;
    }

    public void setEnableRtPxx(Boolean enableRtPxx) {
        this.enableRtPxx = enableRtPxx;
    }

    public Boolean getEnableRt() {
        return enableRt;
    }

    public void setEnableRt(Boolean enableRt) {
        this.enableRt = enableRt;
    }

    public Boolean getEnableRequest() {
        return enableRequest;
    }

    public void setEnableRequest(Boolean enableRequest) {
        this.enableRequest = enableRequest;
    }
}
