package com.alibaba.dubbo.compat.extensions;

import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

import com.alibaba.dubbo.common.URL;
import com.alibaba.dubbo.common.threadpool.ThreadPool;

/**
 * A Dubbo 2.6 thread pool (registered as {@code legacynamed}): a cached pool of daemon threads named
 * {@code legacy-pool-N}, recording the URLs it made pools for; every pool it made is shut down by {@link #shutdownAll()}.
 */
public class LegacyNamedThreadPool implements ThreadPool {

    public static final Queue<URL> CREATED_FOR = new ConcurrentLinkedQueue<>();
    private static final Queue<ExecutorService> POOLS = new ConcurrentLinkedQueue<>();
    private static final AtomicInteger THREADS = new AtomicInteger();

    @Override
    public Executor getExecutor(URL url) {
        CREATED_FOR.add(url);
        ExecutorService pool = Executors.newCachedThreadPool(task -> {
            Thread thread = new Thread(task, "legacy-pool-" + THREADS.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
        POOLS.add(pool);
        return pool;
    }

    public static void shutdownAll() {
        for (ExecutorService pool; (pool = POOLS.poll()) != null; ) {
            pool.shutdownNow();
        }
    }
}
