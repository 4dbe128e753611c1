package org.apache.dubbo.config;

import org.apache.dubbo.config.support.Parameter;
import org.apache.dubbo.rpc.model.ModuleModel;

/**
 * Defaults for the references of a module (a reference's own attributes win), the consumer-side shared
 * executor, and the number of shared connections per provider address.
 */
public class ConsumerConfig extends AbstractReferenceConfig {

    private static final long serialVersionUID = 1L;

    private String threadpool;
    private Integer corethreads;
    private Integer threads;
    private Integer queues;
    private Integer shareconnections;
    private String urlMergeProcessor;
    private Integer referThreadNum;
    private Boolean referBackground;
    private Boolean meshEnable;

    public ConsumerConfig() {
    }

    public ConsumerConfig(ModuleModel moduleModel) {
        super(moduleModel);
    }

    /** The consumer's shared executor for callbacks and async results ({@code cached} when unset). */
    public String getThreadpool() {
        return threadpool;
    }

    public void setThreadpool(String threadpool) {
        this.threadpool = threadpool;
    }

    public Integer getCorethreads() {
        return corethreads;
    }

    public void setCorethreads(Integer corethreads) {
        this.corethreads = corethreads;
    }

    public Integer getThreads() {
        return threads;
    }

    public void setThreads(Integer threads) {
        this.threads = threads;
    }

    public Integer getQueues() {
        return queues;
    }

    public void setQueues(Integer queues) {
        this.queues = queues;
    }

    /** Connections shared per provider address by references with {@code connections=0}; 1 when unset. */
    public Integer getShareconnections() {
        return shareconnections;
    }

    public void setShareconnections(Integer shareconnections) {
        this.shareconnections = shareconnections;
    }

    @Parameter(key = "url-merge-processor")
    public String getUrlMergeProcessor() {
        return urlMergeProcessor;
    }

    public void setUrlMergeProcessor(String urlMergeProcessor) {
        this.urlMergeProcessor = urlMergeProcessor;
    }

    /** Threads of the asynchronous refer pool. */
    @Parameter(excluded = true)
    public Integer getReferThreadNum() {
        return referThreadNum;
    }

    public void setReferThreadNum(Integer referThreadNum) {
        this.referThreadNum = referThreadNum;
    }

    /** @deprecated use {@link ModuleConfig#setBackground(Boolean)} */
    @Deprecated
    @Parameter(excluded = true)
    public Boolean getReferBackground() {
        return referBackground;
    }

    /** @deprecated use {@link ModuleConfig#setBackground(Boolean)} */
    @Deprecated
    public void setReferBackground(Boolean referBackground) {
        this.referBackground = referBackground;
    }

    @Parameter(key = "mesh-enable")
    public Boolean getMeshEnable() {
        return meshEnable;
    }

    public void setMeshEnable(Boolean meshEnable) {
        this.meshEnable = meshEnable;
    }
}
