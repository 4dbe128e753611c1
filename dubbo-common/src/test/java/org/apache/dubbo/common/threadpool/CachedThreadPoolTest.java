package org.apache.dubbo.common.threadpool;

import static org.apache.dubbo.common.threadpool.PoolsUnderTest.viewOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class CachedThreadPoolTest {

    private final PoolsUnderTest pools = new PoolsUnderTest();
    private final TaskGate gate = new TaskGate();

    @AfterEach
    void tearDown() throws InterruptedException {
        gate.open();
        pools.shutdownAll();
    }

    @Test
    void defaultsToNoCoreUnboundedMaximumAndOneMinuteKeepAlive() {
        CachedThreadPool kind = new CachedThreadPool();
        ThreadPoolExecutor pool = (ThreadPoolExecutor) pools.create(kind, kind.defaultOptions().build());

        assertEquals(0, pool.getCorePoolSize());
        assertEquals(Integer.MAX_VALUE, pool.getMaximumPoolSize());
        assertEquals(60_000, pool.getKeepAliveTime(TimeUnit.MILLISECONDS));
    }

    @Test
    void growsWithConcurrentTasksAndShrinksAfterKeepAlive() throws InterruptedException {
        CachedThreadPool kind = new CachedThreadPool();
        ExecutorService pool = pools.create(kind, kind.defaultOptions().keepAliveMillis(20).build());
        for (int i = 0; i < 3; i++) {
            pool.execute(gate.blockingTask());
        }
        gate.awaitStarted(3);
        ThreadPoolView view = viewOf(pool);
        assertEquals(3, view.getPoolSize());

        gate.open();

        Eventually.assertTrueWithin(5_000, () -> view.getPoolSize() == 0, "idle threads end after alive");
        assertEquals(3, view.getLargestPoolSize());
        assertEquals(3, view.getCompletedTaskCount());
    }

    @Test
    void keepsCoreThreadsWhenIdle() throws InterruptedException {
        CachedThreadPool kind = new CachedThreadPool();
        ExecutorService pool = pools.create(kind, kind.defaultOptions().coreThreads(1).keepAliveMillis(20).build());
        pool.execute(gate.blockingTask());
        pool.execute(gate.blockingTask());
        gate.awaitStarted(2);
        gate.open();

        ThreadPoolView view = viewOf(pool);
        Eventually.assertTrueWithin(5_000, () -> view.getPoolSize() == 1, "pool shrinks to its core size");
    }

    @Test
    void rejectsCoreThreadsAboveThreads() {
        ThreadPoolOptions options = ThreadPoolOptions.builder().threads(2).coreThreads(5).build();

        IllegalArgumentException error =
                assertThrows(IllegalArgumentException.class, () -> new CachedThreadPool().create(options));

        assertEquals("corethreads must be <= threads for the cached thread pool, got corethreads=5, threads=2",
                error.getMessage());
    }
}
