package org.apache.dubbo.rpc.protocol.tri;

import java.util.ArrayDeque;
import java.util.concurrent.Executor;
import java.util.concurrent.RejectedExecutionException;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs the tasks of one call one after another, in submission order, on a shared executor (the business pool or
 * the consumer executor), so a stream's messages reach the application in order without a thread per call.
 */
final class SerialExecutor implements Executor {

    private static final Logger log = LoggerFactory.getLogger(SerialExecutor.class);

    private final Executor delegate;
    private final ArrayDeque<Runnable> tasks = new ArrayDeque<>();
    private boolean running;

    SerialExecutor(Executor delegate) {
        this.delegate = delegate;
    }

    @Override
    public void execute(Runnable task) {
        synchronized (tasks) {
            tasks.add(task);
            if (running) {
                return;
            }
            running = true;
        }
        try {
            delegate.execute(this::drain);
        } catch (RejectedExecutionException e) {
            synchronized (tasks) {
                running = false;
                tasks.clear();
            }
            throw e;
        }
    }

    private void drain() {
        for (;;) {
            Runnable next;
            synchronized (tasks) {
                next = tasks.poll();
                if (next == null) {
                    running = false;
                    return;
                }
            }
            try {
                next.run();
            } catch (Throwable t) {
                log.warn("A call task failed", t);
            }
        }
    }
}
