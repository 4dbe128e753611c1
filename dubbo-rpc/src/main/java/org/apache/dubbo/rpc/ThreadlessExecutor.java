package org.apache.dubbo.rpc;

import java.util.ArrayDeque;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;

/**
 * The executor of one synchronous call: tasks submitted to it (decoding the response, running the filters'
 * completion callbacks) wait until the calling thread, blocked on the result, runs them itself. So a synchronous
 * call never occupies a pool thread and its response is deserialized by the thread that asked for it. Once the
 * caller has stopped waiting, tasks run on the thread that submits them.
 *
 * <p>One is made per synchronous call, so it is kept small: the usual single task (the response) sits in a field,
 * and the caller waits on this object's monitor; a queue is made only when more tasks arrive before the caller has
 * taken the first.
 */
public final class ThreadlessExecutor implements Executor {

    /** The oldest task not yet taken; when null, {@link #more} is empty too. Guarded by {@code this}. */
    private Runnable first;
    private ArrayDeque<Runnable> more;
    private boolean waiting = true;

    @Override
    public void execute(Runnable task) {
        synchronized (this) {
            if (waiting) {
                if (first == null) {
                    first = task;
                    notifyAll();
                } else {
                    if (more == null) {
                        more = new ArrayDeque<>(4);
                    }
                    more.add(task);
                }
                return;
            }
        }
        task.run();
    }

    /**
     * Blocks until the first task arrives (at most {@code maxWaitMillis}), runs it and everything queued behind
     * it, then lets later tasks run where they are submitted.
     *
     * @return false when nothing arrived in time
     */
    public boolean waitAndDrain(long maxWaitMillis) throws InterruptedException {
        Runnable task;
        try {
            task = awaitFirst(maxWaitMillis);
        } catch (InterruptedException e) {
            stopWaiting();
            throw e;
        }
        try {
            if (task != null) {
                task.run();
            }
        } finally {
            stopWaiting();
        }
        return task != null;
    }

    private synchronized Runnable awaitFirst(long maxWaitMillis) throws InterruptedException {
        if (first == null && maxWaitMillis > 0) {
            long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(maxWaitMillis);
            long left = maxWaitMillis;
            while (first == null && left > 0) {
                wait(left);
                left = TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime());
            }
        }
        return poll();
    }

    /** Takes the oldest queued task, or null. Called holding the monitor. */
    private Runnable poll() {
        Runnable task = first;
        if (task != null) {
            first = more == null ? null : more.poll();
        }
        return task;
    }

    private void stopWaiting() {
        synchronized (this) {
            waiting = false;
        }
        Runnable task;
        while (true) {
            synchronized (this) {
                task = poll();
            }
            if (task == null) {
                return;
            }
            task.run();
        }
    }
}
