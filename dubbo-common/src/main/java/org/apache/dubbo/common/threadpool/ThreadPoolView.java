package org.apache.dubbo.common.threadpool;

import java.util.Optional;
import java.util.concurrent.Executor;

/**
 * A read-only, live view of a thread pool for metrics, diagnostics and tests. Each call reads the current value, so
 * values read one after another need not be consistent with each other.
 */
public interface ThreadPoolView {

    /**
     * The view of an executor created by a {@link ThreadPoolKind}; empty for any other executor.
     */
    static Optional<ThreadPoolView> of(Executor executor) {
        if (executor instanceof InspectableThreadPoolExecutor) {
            return Optional.of(((InspectableThreadPoolExecutor) executor).view());
        }
        return Optional.empty();
    }

    /** The thread name prefix that identifies the pool. */
    String getThreadName();

    int getCorePoolSize();

    int getMaximumPoolSize();

    /** Threads currently alive, busy or idle. */
    int getPoolSize();

    /** Threads currently running a task (approximate, as in {@link java.util.concurrent.ThreadPoolExecutor}). */
    int getActiveCount();

    /** The most threads the pool ever had at once. */
    int getLargestPoolSize();

    /** Tasks ever accepted: completed, running and queued (approximate). */
    long getTaskCount();

    long getCompletedTaskCount();

    /** Tasks waiting in the work queue. */
    int getQueueSize();

    /** Tasks refused because the pool was exhausted or shut down. */
    long getRejectedCount();

    boolean isShutdown();

    boolean isTerminating();

    boolean isTerminated();
}
