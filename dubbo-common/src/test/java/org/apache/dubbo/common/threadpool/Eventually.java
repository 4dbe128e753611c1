package org.apache.dubbo.common.threadpool;

import static org.junit.jupiter.api.Assertions.fail;

import java.util.function.BooleanSupplier;

/** Waits for a condition no latch can signal, such as an idle thread ending. */
final class Eventually {

    private Eventually() {
    }

    static void assertTrueWithin(long timeoutMillis, BooleanSupplier condition, String description)
            throws InterruptedException {
        long deadline = System.nanoTime() + timeoutMillis * 1_000_000L;
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() - deadline > 0) {
                fail("not true within " + timeoutMillis + " ms: " + description);
            }
            Thread.sleep(5);
        }
    }
}
