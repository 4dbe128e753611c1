package org.apache.dubbo.remoting.support;

import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * Waits for a condition instead of sleeping a fixed time. The deadline is generous on purpose: it only bounds a
 * test that is already failing, so a slow, busy machine makes a passing test slower, never red.
 */
public final class Eventually {

    /** How long a condition that should come true soon may take on a heavily loaded machine. */
    public static final long DEFAULT_MILLIS = 30_000;

    private Eventually() {
    }

    public static void holds(BooleanSupplier condition, String what) throws InterruptedException {
        holds(condition, DEFAULT_MILLIS, what);
    }

    public static void holds(BooleanSupplier condition, long timeoutMillis, String what) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis);
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() - deadline > 0) {
                throw new AssertionError("timed out after " + timeoutMillis + " ms waiting until " + what);
            }
            Thread.sleep(5);
        }
    }
}
