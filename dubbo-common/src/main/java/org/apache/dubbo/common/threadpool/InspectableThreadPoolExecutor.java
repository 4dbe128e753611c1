package org.apache.dubbo.common.threadpool;

import org.apache.dubbo.common.utils.NamedThreadFactory;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.RejectedExecutionHandler;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * The executor behind every {@link ThreadPoolKind}: named threads, exhaustion reported by a
 * {@link ThreadPoolExhaustedHandler}, and a {@link ThreadPoolView} for whoever watches the pool.
 */
class InspectableThreadPoolExecutor extends ThreadPoolExecutor {

    private final ThreadPoolView view;

    InspectableThreadPoolExecutor(ThreadPoolOptions options, int coreThreads, int maxThreads, long keepAliveMillis,
                                  BlockingQueue<Runnable> workQueue) {
        this(options, coreThreads, maxThreads, keepAliveMillis, workQueue, new ThreadPoolExhaustedHandler(options));
    }

    private InspectableThreadPoolExecutor(ThreadPoolOptions options, int coreThreads, int maxThreads,
                                          long keepAliveMillis, BlockingQueue<Runnable> workQueue,
                                          ThreadPoolExhaustedHandler exhaustedHandler) {
        this(options, coreThreads, maxThreads, keepAliveMillis, workQueue, exhaustedHandler, exhaustedHandler);
    }

    /**
     * @param exhaustedHandler counts and reports rejections
     * @param rejectionHandler what the executor calls when it cannot take a task; it may try something else before
     *                         handing the task to {@code exhaustedHandler}
     */
    InspectableThreadPoolExecutor(ThreadPoolOptions options, int coreThreads, int maxThreads, long keepAliveMillis,
                                  BlockingQueue<Runnable> workQueue, ThreadPoolExhaustedHandler exhaustedHandler,
                                  RejectedExecutionHandler rejectionHandler) {
        super(coreThreads, maxThreads, keepAliveMillis, TimeUnit.MILLISECONDS, workQueue,
                new NamedThreadFactory(options.threadName(), options.daemon()), rejectionHandler);
        this.view = new ThreadPoolExecutorView(options.threadName(), this, exhaustedHandler);
    }

    final ThreadPoolView view() {
        return view;
    }
}
