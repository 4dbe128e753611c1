package org.apache.dubbo.common.utils;

import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

import org.slf4j.Logger;

/**
 * Logs a recurring warning at most once per interval and says how many were swallowed in between, so that a
 * storm (a pool rejecting thousands of tasks, a slow consumer dropping responses) stays visible without
 * flooding the log. Thread-safe and lock-free.
 */
public final class WarningThrottle {

    private final Logger logger;
    private final long intervalNanos;
    private final LongSupplier nanoClock;
    private final AtomicLong suppressed = new AtomicLong();
    private final AtomicLong nextWarningAt;

    public WarningThrottle(Logger logger, long interval, TimeUnit unit) {
        this(logger, unit.toNanos(interval), System::nanoTime);
    }

    public WarningThrottle(Logger logger, long intervalNanos, LongSupplier nanoClock) {
        this.logger = logger;
        this.intervalNanos = intervalNanos;
        this.nanoClock = nanoClock;
        this.nextWarningAt = new AtomicLong(nanoClock.getAsLong());
    }

    /** Logs {@code message} at WARN unless one was logged less than an interval ago. */
    public void warn(String message) {
        long now = nanoClock.getAsLong();
        long due = nextWarningAt.get();
        // nanoTime values are compared by difference because they may overflow
        if (now - due >= 0 && nextWarningAt.compareAndSet(due, now + intervalNanos)) {
            long swallowed = suppressed.getAndSet(0);
            if (swallowed == 0) {
                logger.warn(message);
            } else {
                logger.warn("{} ({} more like it since the previous warning were not logged)", message, swallowed);
            }
        } else {
            suppressed.incrementAndGet();
        }
    }
}
