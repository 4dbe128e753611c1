package org.apache.dubbo.rpc;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Executor;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * The executor of one synchronous call: tasks submitted to it (decoding the response, running the filters'
 * completion callbacks) wait in a queue until the calling thread, blocked on the result, runs them itself. So a
 * synchronous call never occupies a pool thread and its response is deserialized by the thread that asked for it.
 * Once the caller has stopped waiting, tasks run on the thread that submits them.
 */
public final class ThreadlessExecutor implements Executor {

    private final BlockingQueue<Runnable> queue = new LinkedBlockingQueue<>();
    private boolean waiting = true;

    @Override
    public void execute(Runnable task) {
        synchronized (this) {
            if (waiting) {
                queue.add(task);
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
        Runnable first;
        try {
            first = queue.poll(maxWaitMillis, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            stopWaiting();
            throw e;
        }
        if (first != null) {
            first.run();
        }
        stopWaiting();
        return first != null;
    }

    private void stopWaiting() {
        synchronized (this) {
            waiting = false;
        }
        Runnable task;
        while ((task = queue.poll()) != null) {
            task.run();
        }
    }
}
