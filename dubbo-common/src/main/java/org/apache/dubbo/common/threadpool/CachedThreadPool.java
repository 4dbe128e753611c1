package org.apache.dubbo.common.threadpool;

import java.util.concurrent.ExecutorService;

/**
 * {@code threadpool=cached}, the consumer default: {@code corethreads} threads kept (0 by default) and up to
 * {@code threads} (unbounded by default); a thread above the core size ends after {@code alive} ms idle (60 s).
 * Like any {@link java.util.concurrent.ThreadPoolExecutor}, with {@code queues > 0} it grows past the core size only
 * once the queue is full.
 */
public final class CachedThreadPool implements ThreadPoolKind {

    public static final String NAME = "cached";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public ThreadPoolOptions.Builder defaultOptions() {
        return ThreadPoolOptions.builder().threads(Integer.MAX_VALUE);
    }

    @Override
    public ExecutorService create(ThreadPoolOptions options) {
        options.requireCoreThreadsWithinThreads(NAME);
        return new InspectableThreadPoolExecutor(options, options.coreThreads(), options.threads(),
                options.keepAliveMillis(), options.newWorkQueue());
    }
}
