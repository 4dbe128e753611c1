package org.apache.dubbo.common.threadpool;

import java.util.concurrent.ExecutorService;

/**
 * {@code threadpool=fixed}, the provider default: always {@code threads} threads (200 by default), created on
 * demand and never ended. {@code corethreads} and {@code alive} do not apply. With the default {@code queues=0} a
 * request that finds every thread busy is rejected at once rather than waiting.
 */
public final class FixedThreadPool implements ThreadPoolKind {

    public static final String NAME = "fixed";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public ThreadPoolOptions.Builder defaultOptions() {
        return ThreadPoolOptions.builder();
    }

    @Override
    public ExecutorService create(ThreadPoolOptions options) {
        return new InspectableThreadPoolExecutor(options, options.threads(), options.threads(), 0L,
                options.newWorkQueue());
    }
}
