package org.apache.dubbo.common.threadpool;

import java.util.concurrent.LinkedBlockingQueue;

/**
 * Work queue of the {@link EagerThreadPoolExecutor}. {@link java.util.concurrent.ThreadPoolExecutor} adds threads
 * beyond the core size only when the queue refuses a task, so this queue refuses tasks while the pool can still
 * grow and no thread is free; once the pool is at its maximum it behaves as a bounded queue.
 */
final class EagerTaskQueue extends LinkedBlockingQueue<Runnable> {

    private volatile EagerThreadPoolExecutor executor;

    EagerTaskQueue(int capacity) {
        super(capacity);
    }

    /** Binds the queue to its executor; called once, before the executor accepts any task. */
    void attach(EagerThreadPoolExecutor executor) {
        this.executor = executor;
    }

    @Override
    public boolean offer(Runnable task) {
        EagerThreadPoolExecutor pool = executor;
        int poolSize = pool.getPoolSize();
        // the count includes this task: if it is not above the threads alive, one of them is idle and will take it
        if (pool.unfinishedTaskCount() <= poolSize) {
            return super.offer(task);
        }
        if (poolSize < pool.getMaximumPoolSize()) {
            return false;
        }
        return super.offer(task);
    }

    /** Queues a task the executor could not give a new thread (another submitter took the last free slot). */
    boolean offerAfterRejection(Runnable task) {
        return super.offer(task);
    }
}
