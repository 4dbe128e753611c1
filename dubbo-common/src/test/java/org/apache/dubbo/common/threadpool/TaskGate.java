package org.apache.dubbo.common.threadpool;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

/** Tasks that report when they start and then hold their thread until the gate opens. */
final class TaskGate {

    private final CountDownLatch open = new CountDownLatch(1);
    private final Semaphore started = new Semaphore(0);
    private final Queue<Thread> startedOn = new ConcurrentLinkedQueue<>();

    Runnable blockingTask() {
        return () -> {
            startedOn.add(Thread.currentThread());
            started.release();
            try {
                open.await(10, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        };
    }

    void awaitStarted(int tasks) throws InterruptedException {
        assertTrue(started.tryAcquire(tasks, 5, TimeUnit.SECONDS), tasks + " tasks did not start in time");
        started.release(tasks);
    }

    int startedCount() {
        return startedOn.size();
    }

    Queue<Thread> threadsStarted() {
        return startedOn;
    }

    void open() {
        open.countDown();
    }
}
