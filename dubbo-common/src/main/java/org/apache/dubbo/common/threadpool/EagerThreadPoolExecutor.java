package org.apache.dubbo.common.threadpool;

import java.util.concurrent.RejectedExecutionHandler;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * An executor that starts new threads, up to its maximum, before it queues tasks: the opposite order of a plain
 * {@link ThreadPoolExecutor}, which fills its queue before growing past the core size.
 *
 * <p>Two submitters may both see room for one more thread; the executor refuses the loser, and this class then puts
 * its task into the queue instead, so a task is only rejected when the pool is at its maximum and the queue is full.
 */
final class EagerThreadPoolExecutor extends InspectableThreadPoolExecutor {

    /** Tasks accepted and not yet finished, running or queued; the queue compares it with the threads alive. */
    private final AtomicInteger unfinishedTasks = new AtomicInteger();

    private EagerThreadPoolExecutor(ThreadPoolOptions options, int coreThreads, int maxThreads, long keepAliveMillis,
                                    EagerTaskQueue queue, ThreadPoolExhaustedHandler exhaustedHandler) {
        super(options, coreThreads, maxThreads, keepAliveMillis, queue, exhaustedHandler,
                queueOnRejection(queue, exhaustedHandler));
    }

    static EagerThreadPoolExecutor create(ThreadPoolOptions options, int coreThreads, int maxThreads,
                                          long keepAliveMillis, int queueCapacity) {
        EagerTaskQueue queue = new EagerTaskQueue(queueCapacity);
        EagerThreadPoolExecutor executor = new EagerThreadPoolExecutor(options, coreThreads, maxThreads,
                keepAliveMillis, queue, new ThreadPoolExhaustedHandler(options));
        queue.attach(executor);
        return executor;
    }

    @Override
    public void execute(Runnable task) {
        if (task == null) {
            throw new NullPointerException("task");
        }
        unfinishedTasks.incrementAndGet();
        try {
            super.execute(task);
        } catch (RuntimeException | Error e) {
            unfinishedTasks.decrementAndGet();
            throw e;
        }
    }

    @Override
    protected void afterExecute(Runnable task, Throwable failure) {
        unfinishedTasks.decrementAndGet();
    }

    int unfinishedTaskCount() {
        return unfinishedTasks.get();
    }

    private static RejectedExecutionHandler queueOnRejection(EagerTaskQueue queue,
                                                             ThreadPoolExhaustedHandler exhaustedHandler) {
        return (task, executor) -> {
            if (executor.isShutdown() || !queue.offerAfterRejection(task)) {
                exhaustedHandler.rejectedExecution(task, executor);
                return;
            }
            // as ThreadPoolExecutor.execute does: a task queued during shutdown is refused, since no thread may be left to run it
            if (executor.isShutdown() && queue.remove(task)) {
                exhaustedHandler.rejectedExecution(task, executor);
            }
        };
    }
}
