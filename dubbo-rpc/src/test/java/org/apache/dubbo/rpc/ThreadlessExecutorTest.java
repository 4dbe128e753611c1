package org.apache.dubbo.rpc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.concurrent.locks.LockSupport;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The executor of a synchronous call: its tasks run on the waiting caller, in order, and later ones where sent. */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class ThreadlessExecutorTest {

    @Test
    void aTaskSubmittedFromAnotherThreadRunsOnTheWaitingCaller() throws Exception {
        ThreadlessExecutor executor = new ThreadlessExecutor();
        AtomicReference<Thread> ranOn = new AtomicReference<>();
        Thread submitter = new Thread(() -> executor.execute(() -> ranOn.set(Thread.currentThread())));
        submitter.start();
        // far beyond the class's timeout: a caller that is not woken by the task fails the test
        assertTrue(executor.waitAndDrain(120_000));
        submitter.join();
        assertSame(Thread.currentThread(), ranOn.get());
    }

    @Test
    void tasksQueuedBeforeTheCallerWakesRunInSubmissionOrderOnTheCaller() throws Exception {
        ThreadlessExecutor executor = new ThreadlessExecutor();
        List<String> order = new CopyOnWriteArrayList<>();
        List<Thread> threads = new CopyOnWriteArrayList<>();
        for (int i = 0; i < 5; i++) {
            String name = "task-" + i;
            executor.execute(() -> {
                order.add(name);
                threads.add(Thread.currentThread());
            });
        }
        assertTrue(executor.waitAndDrain(20_000));
        assertEquals(List.of("task-0", "task-1", "task-2", "task-3", "task-4"), order);
        threads.forEach(t -> assertSame(Thread.currentThread(), t));
    }

    @Test
    void afterTheCallerStoppedWaitingTasksRunWhereTheyAreSubmitted() throws Exception {
        ThreadlessExecutor executor = new ThreadlessExecutor();
        assertFalse(executor.waitAndDrain(1), "nothing was submitted");
        AtomicReference<Thread> ranOn = new AtomicReference<>();
        Thread submitter = new Thread(() -> executor.execute(() -> ranOn.set(Thread.currentThread())));
        submitter.start();
        submitter.join();
        assertSame(submitter, ranOn.get());
    }

    @Test
    void anInterruptedCallerStopsWaitingAndLaterTasksStillRun() throws Exception {
        ThreadlessExecutor executor = new ThreadlessExecutor();
        CountDownLatch waiting = new CountDownLatch(1);
        AtomicReference<Throwable> thrown = new AtomicReference<>();
        Thread caller = new Thread(() -> {
            waiting.countDown();
            try {
                executor.waitAndDrain(60_000);
            } catch (Throwable t) {
                thrown.set(t);
            }
        });
        caller.start();
        waiting.await();
        caller.interrupt();
        caller.join();
        assertTrue(thrown.get() instanceof InterruptedException, String.valueOf(thrown.get()));
        CountDownLatch ran = new CountDownLatch(1);
        executor.execute(ran::countDown);
        assertEquals(0, ran.getCount(), "ran at once on the submitting thread");
    }

    @Test
    void aTaskThatThrowsReachesTheCallerAndLaterTasksStillRun() {
        ThreadlessExecutor executor = new ThreadlessExecutor();
        executor.execute(() -> {
            throw new IllegalStateException("boom");
        });
        assertThrows(IllegalStateException.class, () -> executor.waitAndDrain(20_000));
        CountDownLatch ran = new CountDownLatch(1);
        executor.execute(ran::countDown);
        assertEquals(0, ran.getCount(), "ran at once on the submitting thread");
    }

    @Test
    void aStrayUnparkDoesNotEndTheWaitBeforeTheResponse() throws Exception {
        ThreadlessExecutor executor = new ThreadlessExecutor();
        CountDownLatch started = new CountDownLatch(1);
        AtomicReference<Object> outcome = new AtomicReference<>();
        Thread caller = new Thread(() -> {
            started.countDown();
            try {
                outcome.set(executor.waitAndDrain(60_000));
            } catch (Throwable t) {
                outcome.set(t);
            }
        });
        caller.start();
        started.await();
        // whether the caller is parked already or not yet, these must not count as the response
        for (int i = 0; i < 3; i++) {
            LockSupport.unpark(caller);
            Thread.yield();
        }
        AtomicReference<Thread> ranOn = new AtomicReference<>();
        executor.execute(() -> ranOn.set(Thread.currentThread()));
        caller.join(); // bounded by the class's timeout: the task must wake the caller
        assertEquals(Boolean.TRUE, outcome.get());
        assertSame(caller, ranOn.get());
    }

    @Test
    void aCallerInterruptedBeforeItWaitsThrowsAndTheInterruptIsConsumed() {
        ThreadlessExecutor executor = new ThreadlessExecutor();
        Thread.currentThread().interrupt();
        assertThrows(InterruptedException.class, () -> executor.waitAndDrain(60_000));
        assertFalse(Thread.interrupted(), "the interrupt is reported once, as the exception");
        CountDownLatch ran = new CountDownLatch(1);
        executor.execute(ran::countDown);
        assertEquals(0, ran.getCount(), "ran at once on the submitting thread");
    }
}
