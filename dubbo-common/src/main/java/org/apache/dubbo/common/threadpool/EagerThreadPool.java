package org.apache.dubbo.common.threadpool;

import java.util.concurrent.ExecutorService;

/**
 * {@code threadpool=eager}: starts threads up to {@code threads} (unbounded by default) before it queues anything,
 * then queues up to {@code queues} tasks ({@code queues <= 0} means a queue of one), and rejects only when both are
 * full. Threads above {@code corethreads} (0) end after {@code alive} ms idle (60 s). An idle thread is reused
 * rather than a new one started.
 */
public final class EagerThreadPool implements ThreadPoolKind {

    public static final String NAME = "eager";

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
        int queueCapacity = options.queues() <= 0 ? 1 : options.queues();
        return EagerThreadPoolExecutor.create(options, options.coreThreads(), options.threads(),
                options.keepAliveMillis(), queueCapacity);
    }
}
