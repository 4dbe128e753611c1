package org.apache.dubbo.common.threadpool;

import java.util.concurrent.ExecutorService;

/**
 * {@code threadpool=limited}: grows from {@code corethreads} (0) up to {@code threads} (200) and never shrinks, so
 * a burst does not pay for thread creation twice. {@code alive} does not apply.
 */
public final class LimitedThreadPool implements ThreadPoolKind {

    public static final String NAME = "limited";

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
        options.requireCoreThreadsWithinThreads(NAME);
        return new InspectableThreadPoolExecutor(options, options.coreThreads(), options.threads(), Long.MAX_VALUE,
                options.newWorkQueue());
    }
}
