package org.apache.dubbo.registry;

import java.time.Duration;

/** Polls a condition every 20 ms until it holds or the timeout passes. */
public final class Eventually {

    /** A condition that may throw while the system under test is still settling; a throw counts as "not yet". */
    @FunctionalInterface
    public interface Condition {
        boolean holds() throws Exception;
    }

    private Eventually() {
    }

    /** Returns the milliseconds it took. */
    public static long within(Duration timeout, String what, Condition condition) throws InterruptedException {
        long start = System.nanoTime();
        long deadline = start + timeout.toNanos();
        Exception last = null;
        while (true) {
            try {
                if (condition.holds()) {
                    return (System.nanoTime() - start) / 1_000_000;
                }
            } catch (Exception e) {
                last = e;
            }
            if (System.nanoTime() > deadline) {
                AssertionError error = new AssertionError("timed out after " + timeout + " waiting for " + what);
                if (last != null) {
                    error.initCause(last);
                }
                throw error;
            }
            Thread.sleep(20);
        }
    }
}
