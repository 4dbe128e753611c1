package org.apache.dubbo.rpc.threadpool;

import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.threadpool.ThreadPool;

/** A user's thread pool extension ({@code threadpool=naming}): its threads are called {@code user-pool-N}. */
public class NamingThreadPool implements ThreadPool {

    static volatile URL lastUrl;

    @Override
    public Executor getExecutor(URL url) {
        lastUrl = url;
        AtomicInteger ids = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(2, task -> {
            Thread thread = new Thread(task, "user-pool-" + ids.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        });
        return pool;
    }
}
