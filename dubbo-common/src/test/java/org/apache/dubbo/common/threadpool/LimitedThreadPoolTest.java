package org.apache.dubbo.common.threadpool;

import static org.apache.dubbo.common.threadpool.PoolsUnderTest.viewOf;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class LimitedThreadPoolTest {

    private final PoolsUnderTest pools = new PoolsUnderTest();
    private final TaskGate gate = new TaskGate();

    @AfterEach
    void tearDown() throws InterruptedException {
        gate.open();
        pools.shutdownAll();
    }

    @Test
    void defaultsToNoCoreAndTwoHundredThreads() {
        LimitedThreadPool kind = new LimitedThreadPool();
        ThreadPoolExecutor pool = (ThreadPoolExecutor) pools.create(kind, kind.defaultOptions().build());

        assertEquals(0, pool.getCorePoolSize());
        assertEquals(200, pool.getMaximumPoolSize());
    }

    @Test
    void neverShrinksWhileACachedPoolWithTheSameAliveDoes() throws InterruptedException {
        ThreadPoolOptions options = ThreadPoolOptions.builder().threads(2).keepAliveMillis(20).build();
        ExecutorService limited = pools.create(new LimitedThreadPool(), options);
        ExecutorService cached = pools.create(new CachedThreadPool(), options);
        for (int i = 0; i < 2; i++) {
            limited.execute(gate.blockingTask());
            cached.execute(gate.blockingTask());
        }
        gate.awaitStarted(4);
        gate.open();

        Eventually.assertTrueWithin(5_000, () -> viewOf(cached).getPoolSize() == 0, "cached pool shrinks");
        Eventually.assertTrueWithin(5_000, () -> viewOf(limited).getCompletedTaskCount() == 2, "tasks complete");
        assertEquals(2, viewOf(limited).getPoolSize());
    }

    @Test
    void rejectsWhenAllThreadsAreBusyAndThereIsNoQueue() throws InterruptedException {
        ExecutorService pool = pools.create(new LimitedThreadPool(), ThreadPoolOptions.builder().threads(2).build());
        pool.execute(gate.blockingTask());
        pool.execute(gate.blockingTask());
        gate.awaitStarted(2);

        assertThrows(RejectedExecutionException.class, () -> pool.execute(gate.blockingTask()));
    }

    @Test
    void rejectsCoreThreadsAboveThreads() {
        ThreadPoolOptions options = ThreadPoolOptions.builder().threads(1).coreThreads(2).build();

        assertThrows(IllegalArgumentException.class, () -> new LimitedThreadPool().create(options));
    }
}
