package org.apache.dubbo.config.bootstrap.builders;

import org.apache.dubbo.config.ConsumerConfig;

/**
 * Builds a {@link ConsumerConfig}, the defaults of the references of a module. Method names follow Apache
 * Dubbo's builder ({@code threadPool}, {@code coreThreads}, {@code shareConnections}).
 */
public class ConsumerBuilder extends AbstractReferenceBuilder<ConsumerConfig, ConsumerBuilder> {

    public static ConsumerBuilder newBuilder() {
        return new ConsumerBuilder();
    }

    public ConsumerBuilder threadPool(String threadPool) {
        return set("threadpool", threadPool, ConsumerConfig::setThreadpool);
    }

    public ConsumerBuilder coreThreads(Integer coreThreads) {
        return set("corethreads", coreThreads, ConsumerConfig::setCorethreads);
    }

    public ConsumerBuilder threads(Integer threads) {
        return set("threads", threads, ConsumerConfig::setThreads);
    }

    public ConsumerBuilder queues(Integer queues) {
        return set("queues", queues, ConsumerConfig::setQueues);
    }

    /** Connections shared per provider address by references with {@code connections=0}. */
    public ConsumerBuilder shareConnections(Integer shareConnections) {
        return set("shareconnections", shareConnections, ConsumerConfig::setShareconnections);
    }

    public ConsumerBuilder urlMergeProcessor(String urlMergeProcessor) {
        return set("urlMergeProcessor", urlMergeProcessor, ConsumerConfig::setUrlMergeProcessor);
    }

    public ConsumerBuilder referThreadNum(Integer referThreadNum) {
        return set("referThreadNum", referThreadNum, ConsumerConfig::setReferThreadNum);
    }

    /** @deprecated use {@link ModuleBuilder#background(Boolean)} */
    @Deprecated
    public ConsumerBuilder referBackground(Boolean referBackground) {
        return set("referBackground", referBackground, ConsumerConfig::setReferBackground);
    }

    public ConsumerBuilder meshEnable(Boolean meshEnable) {
        return set("meshEnable", meshEnable, ConsumerConfig::setMeshEnable);
    }

    @Override
    public ConsumerConfig build() {
        ConsumerConfig consumer = new ConsumerConfig();
        build(consumer);
        return consumer;
    }

    @Override
    protected ConsumerBuilder getThis() {
        return this;
    }
}
