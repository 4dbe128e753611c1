package org.apache.dubbo.rpc;

import java.util.ArrayDeque;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;

/**
 * The executor of one synchronous call: tasks submitted to it (decoding the response, running the filters'
 * completion callbacks) wait until the calling thread, blocked on the result, runs them itself. So a synchronous
 * call never occupies a pool thread and its response is deserialized by the thread that asked for it. Once the
 * caller has stopped waiting, tasks run on the thread that submits them.
 *
 * <p>One is made per synchronous call, so it is kept small: the usual single task (the response) sits in a field,
 * and a queue is made only when more tasks arrive before the caller has taken the first. The caller parks rather
 * than waiting on this object's monitor: {@code Object.wait} would inflate a fresh monitor on every call, which
 * the JVM then has to deflate again in the background.
 */
public final class ThreadlessExecutor implements Executor {

    /** The oldest task not yet taken; when null, {@link #more} is empty too. Guarded by {@code this}. */
    private Runnable first;
    private ArrayDeque<Runnable> more;
    private boolean waiting = true;
    /** The thread parked in {@link #waitAndDrain}, if any; the submitter of the first task unparks it. */
    private volatile Thread parked;

    @Override
    public void execute(Runnable task) {
        boolean queued;
        boolean firstInLine = false;
        synchronized (this) {
            queued = waiting;
            if (queued) {
                if (first == null) {
                    first = task;
                    firstInLine = true;
                } else {
                    if (more == null) {
                        more = new ArrayDeque<>(4);
                    }
                    more.add(task);
                }
            }
        }
        if (!queued) {
            task.run();
        } else if (firstInLine) {
            // read after the task is published: a caller that has not parked yet finds the task before it parks
            Thread caller = parked;
            if (caller != null) {
                LockSupport.unpark(caller);
            }
        }
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

    private Runnable awaitFirst(long maxWaitMillis) throws InterruptedException {
        Runnable task = take();
        if (task != null || maxWaitMillis <= 0) {
            return task;
        }
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(maxWaitMillis);
        parked = Thread.currentThread();
        try {
            // parkNanos may return early (a stray unpark, a spurious wake-up): look again and park for what is left
            while ((task = take()) == null) {
                long left = deadline - System.nanoTime();
                if (left <= 0) {
                    return null;
                }
                LockSupport.parkNanos(this, left);
                if (Thread.interrupted()) {
                    throw new InterruptedException("interrupted while waiting for the response");
                }
            }
            return task;
        } finally {
            parked = null;
        }
    }

    private synchronized Runnable take() {
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
        while ((task = take()) != null) {
            task.run();
        }
    }
}
