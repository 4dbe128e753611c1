package org.apache.dubbo.interop;

import java.time.Duration;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/** Polls a condition until it holds or a deadline passes; the failure names what was awaited and the last state. */
final class Eventually {

    private static final Duration POLL = Duration.ofMillis(50);

    private Eventually() {
    }

    /** Returns how long it took. */
    static Duration await(String what, Duration timeout, BooleanSupplier condition, Supplier<String> state)
            throws InterruptedException {
        long start = System.nanoTime();
        long deadline = start + timeout.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("not within " + timeout.toMillis() + " ms: " + what + "; last state: "
                        + state.get());
            }
            Thread.sleep(POLL.toMillis());
        }
        return Duration.ofNanos(System.nanoTime() - start);
    }
}
