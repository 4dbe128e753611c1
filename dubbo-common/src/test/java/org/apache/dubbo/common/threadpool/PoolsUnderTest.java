package org.apache.dubbo.common.threadpool;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;

/** Creates pools for a test and shuts all of them down afterwards. */
final class PoolsUnderTest {

    private final List<ExecutorService> pools = new ArrayList<>();

    ExecutorService create(ThreadPoolKind kind, ThreadPoolOptions options) {
        ExecutorService pool = kind.create(options);
        pools.add(pool);
        return pool;
    }

    void shutdownAll() throws InterruptedException {
        for (ExecutorService pool : pools) {
            pool.shutdownNow();
        }
        for (ExecutorService pool : pools) {
            assertTrue(pool.awaitTermination(5, TimeUnit.SECONDS), "pool did not terminate: " + pool);
        }
    }

    static ThreadPoolView viewOf(ExecutorService pool) {
        return ThreadPoolView.of(pool).orElseThrow(() -> new AssertionError("no view for " + pool));
    }
}
