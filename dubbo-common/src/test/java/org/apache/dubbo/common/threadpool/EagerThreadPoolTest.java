package org.apache.dubbo.common.threadpool;

import static org.apache.dubbo.common.threadpool.PoolsUnderTest.viewOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class EagerThreadPoolTest {

    private final PoolsUnderTest pools = new PoolsUnderTest();
    private final TaskGate gate = new TaskGate();

    @AfterEach
    void tearDown() throws InterruptedException {
        gate.open();
        pools.shutdownAll();
    }

    private ExecutorService eager(ThreadPoolOptions.Builder options) {
        return pools.create(new EagerThreadPool(), options.build());
    }

    @Test
    void defaultsToNoCoreUnboundedMaximumAndOneMinuteKeepAlive() {
        ThreadPoolExecutor pool = (ThreadPoolExecutor) eager(new EagerThreadPool().defaultOptions());

        assertEquals(0, pool.getCorePoolSize());
        assertEquals(Integer.MAX_VALUE, pool.getMaximumPoolSize());
        assertEquals(60_000, pool.getKeepAliveTime(TimeUnit.MILLISECONDS));
        assertEquals(1, pool.getQueue().remainingCapacity());
    }

    @Test
    void startsThreadsUpToMaximumBeforeQueueingThenRejectsWhenBothAreFull() throws InterruptedException {
        ExecutorService pool = eager(ThreadPoolOptions.builder().threads(3).queues(2).owner("dubbo://10.0.0.1:20880"));
        ThreadPoolView view = viewOf(pool);

        for (int i = 1; i <= 3; i++) {
            pool.execute(gate.blockingTask());
            assertEquals(i, view.getPoolSize(), "threads after task " + i);
            assertEquals(0, view.getQueueSize(), "queued after task " + i);
        }
        gate.awaitStarted(3);
        pool.execute(gate.blockingTask());
        pool.execute(gate.blockingTask());
        assertEquals(3, view.getPoolSize());
        assertEquals(2, view.getQueueSize());

        RejectedExecutionException rejected =
                assertThrows(RejectedExecutionException.class, () -> pool.execute(gate.blockingTask()));

        assertTrue(rejected.getMessage().startsWith("Thread pool is EXHAUSTED! Thread Name: DubboServerHandler, "
                + "Pool Size: 3 (active: 3, core: 0, max: 3, largest: 3), Task: 5 (completed: 0)"), rejected.getMessage());
        assertTrue(rejected.getMessage().endsWith(", in dubbo://10.0.0.1:20880!"), rejected.getMessage());
        assertEquals(1, view.getRejectedCount());
        gate.open();
        gate.awaitStarted(5);
    }

    @Test
    void reusesAnIdleThreadInsteadOfStartingAnother() throws InterruptedException {
        ExecutorService pool = eager(ThreadPoolOptions.builder().threads(10));
        ThreadPoolView view = viewOf(pool);

        pool.execute(() -> { });
        Eventually.assertTrueWithin(5_000, () -> view.getCompletedTaskCount() == 1, "first task completes");
        pool.execute(() -> { });
        Eventually.assertTrueWithin(5_000, () -> view.getCompletedTaskCount() == 2, "second task completes");

        assertEquals(1, view.getLargestPoolSize());
    }

    @Test
    void queuesOneTaskWhenQueuesIsNotPositive() throws InterruptedException {
        ExecutorService pool = eager(ThreadPoolOptions.builder().threads(1).queues(0));
        pool.execute(gate.blockingTask());
        gate.awaitStarted(1);
        pool.execute(gate.blockingTask());

        assertEquals(1, viewOf(pool).getQueueSize());
        assertThrows(RejectedExecutionException.class, () -> pool.execute(gate.blockingTask()));
    }

    @Test
    void shrinksBackToCoreThreadsAfterKeepAlive() throws InterruptedException {
        ExecutorService pool = eager(ThreadPoolOptions.builder().threads(3).coreThreads(1).keepAliveMillis(20));
        for (int i = 0; i < 3; i++) {
            pool.execute(gate.blockingTask());
        }
        gate.awaitStarted(3);
        gate.open();

        ThreadPoolView view = viewOf(pool);
        Eventually.assertTrueWithin(5_000, () -> view.getPoolSize() == 1, "pool shrinks to its core size");
    }

    @Test
    void rejectsAfterShutdown() {
        ExecutorService pool = eager(ThreadPoolOptions.builder().threads(2));
        pool.shutdown();

        RejectedExecutionException rejected =
                assertThrows(RejectedExecutionException.class, () -> pool.execute(() -> { }));

        assertTrue(rejected.getMessage().contains("isShutdown:true"), rejected.getMessage());
    }

    @Test
    void concurrentSubmittersFillThreadsAndQueueExactlyAndOnlyTheExcessIsRejected() throws Exception {
        int threads = 8;
        int queues = 4;
        int excess = 5;
        int submitters = threads + queues + excess;
        ExecutorService submitterPool = Executors.newFixedThreadPool(submitters);
        try {
            for (int round = 0; round < 20; round++) {
                TaskGate roundGate = new TaskGate();
                ExecutorService pool = eager(ThreadPoolOptions.builder().threads(threads).queues(queues));
                CountDownLatch go = new CountDownLatch(1);
                AtomicInteger rejected = new AtomicInteger();
                List<Future<?>> submissions = new ArrayList<>();
                for (int i = 0; i < submitters; i++) {
                    submissions.add(submitterPool.submit(() -> {
                        go.await();
                        try {
                            pool.execute(roundGate.blockingTask());
                        } catch (RejectedExecutionException e) {
                            rejected.incrementAndGet();
                        }
                        return null;
                    }));
                }
                go.countDown();
                for (Future<?> submission : submissions) {
                    submission.get(5, TimeUnit.SECONDS);
                }

                roundGate.awaitStarted(threads);
                ThreadPoolView view = viewOf(pool);
                assertEquals(excess, rejected.get(), "rejections in round " + round);
                assertEquals(excess, view.getRejectedCount(), "counted rejections in round " + round);
                assertEquals(threads, view.getPoolSize(), "threads in round " + round);
                assertEquals(queues, view.getQueueSize(), "queued in round " + round);
                roundGate.open();
                pool.shutdown();
                assertTrue(pool.awaitTermination(5, TimeUnit.SECONDS));
                assertEquals(threads + queues, view.getCompletedTaskCount(), "completed in round " + round);
            }
        } finally {
            submitterPool.shutdownNow();
        }
    }
}
