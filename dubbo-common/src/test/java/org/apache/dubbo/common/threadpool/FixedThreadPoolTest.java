package org.apache.dubbo.common.threadpool;

import static org.apache.dubbo.common.threadpool.PoolsUnderTest.viewOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.SynchronousQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class FixedThreadPoolTest {

    private final PoolsUnderTest pools = new PoolsUnderTest();
    private final TaskGate gate = new TaskGate();

    @AfterEach
    void tearDown() throws InterruptedException {
        gate.open();
        pools.shutdownAll();
    }

    private ExecutorService fixed(ThreadPoolOptions.Builder options) {
        return pools.create(new FixedThreadPool(), options.build());
    }

    @Test
    void rejectsSecondConcurrentTaskWithOneThreadAndNoQueue() throws InterruptedException {
        ExecutorService pool = fixed(new FixedThreadPool().defaultOptions()
                .threadName("DubboServerHandler-10.0.0.1:20880").owner("dubbo://10.0.0.1:20880").threads(1));
        pool.execute(gate.blockingTask());
        gate.awaitStarted(1);

        RejectedExecutionException rejected =
                assertThrows(RejectedExecutionException.class, () -> pool.execute(gate.blockingTask()));

        assertEquals("Thread pool is EXHAUSTED! Thread Name: DubboServerHandler-10.0.0.1:20880, Pool Size: 1 "
                + "(active: 1, core: 1, max: 1, largest: 1), Task: 1 (completed: 0), Executor status:(isShutdown:false, "
                + "isTerminated:false, isTerminating:false), in dubbo://10.0.0.1:20880!", rejected.getMessage());
        assertEquals(1, viewOf(pool).getRejectedCount());
    }

    @Test
    void boundedQueueAcceptsUpToItsCapacityThenRejects() throws InterruptedException {
        ExecutorService pool = fixed(ThreadPoolOptions.builder().threads(1).queues(2));
        pool.execute(gate.blockingTask());
        gate.awaitStarted(1);
        pool.execute(gate.blockingTask());
        pool.execute(gate.blockingTask());

        assertEquals(2, viewOf(pool).getQueueSize());
        assertThrows(RejectedExecutionException.class, () -> pool.execute(gate.blockingTask()));

        gate.open();
        gate.awaitStarted(3);
        assertEquals(1, viewOf(pool).getRejectedCount());
        assertEquals(1, viewOf(pool).getLargestPoolSize());
    }

    @Test
    void negativeQueuesMeansUnboundedQueue() throws InterruptedException {
        ExecutorService pool = fixed(ThreadPoolOptions.builder().threads(1).queues(-1));
        pool.execute(gate.blockingTask());
        gate.awaitStarted(1);
        for (int i = 0; i < 1_000; i++) {
            pool.execute(gate.blockingTask());
        }

        ThreadPoolExecutor executor = (ThreadPoolExecutor) pool;
        assertEquals(1_000, executor.getQueue().size());
        assertEquals(Integer.MAX_VALUE, executor.getQueue().remainingCapacity() + executor.getQueue().size());
    }

    @Test
    void zeroQueuesMeansDirectHandOff() {
        ExecutorService pool = fixed(ThreadPoolOptions.builder());

        assertInstanceOf(SynchronousQueue.class, ((ThreadPoolExecutor) pool).getQueue());
    }

    @Test
    void sizesCoreAndMaximumByThreadsIgnoringCoreThreadsAndAlive() {
        ThreadPoolExecutor pool = (ThreadPoolExecutor) fixed(
                ThreadPoolOptions.builder().threads(3).coreThreads(5).keepAliveMillis(10));

        assertEquals(3, pool.getCorePoolSize());
        assertEquals(3, pool.getMaximumPoolSize());
        assertEquals(0, pool.getKeepAliveTime(TimeUnit.MILLISECONDS));
    }

    @Test
    void defaultsToTwoHundredDaemonThreadsNamedDubboServerHandler() throws InterruptedException {
        ThreadPoolExecutor pool = (ThreadPoolExecutor) fixed(new FixedThreadPool().defaultOptions());
        pool.execute(gate.blockingTask());
        gate.awaitStarted(1);

        assertEquals(200, pool.getMaximumPoolSize());
        Thread worker = gate.threadsStarted().peek();
        assertEquals("DubboServerHandler-thread-1", worker.getName());
        assertTrue(worker.isDaemon());
    }

    @Test
    void namesThreadsAfterTheConfiguredThreadName() throws InterruptedException {
        ExecutorService pool = fixed(ThreadPoolOptions.builder()
                .threadName("DubboServerHandler-10.0.0.1:20880").threads(2).daemon(false));
        pool.execute(gate.blockingTask());
        pool.execute(gate.blockingTask());
        gate.awaitStarted(2);

        assertTrue(gate.threadsStarted().stream().anyMatch(
                t -> t.getName().equals("DubboServerHandler-10.0.0.1:20880-thread-1")));
        assertTrue(gate.threadsStarted().stream().anyMatch(
                t -> t.getName().equals("DubboServerHandler-10.0.0.1:20880-thread-2")));
        assertFalse(gate.threadsStarted().stream().anyMatch(Thread::isDaemon));
    }
}
