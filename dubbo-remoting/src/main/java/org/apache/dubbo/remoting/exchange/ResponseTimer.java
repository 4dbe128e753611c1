package org.apache.dubbo.remoting.exchange;

import java.util.concurrent.TimeUnit;

import io.netty.util.HashedWheelTimer;
import io.netty.util.Timeout;
import io.netty.util.TimerTask;

/**
 * The JVM-wide timer for call timeouts: one daemon thread, a 10 ms tick, so timeouts fire within about a tick of
 * their deadline without a scheduled task per call on a contended queue.
 */
final class ResponseTimer {

    private static final HashedWheelTimer TIMER = new HashedWheelTimer(r -> {
        Thread t = new Thread(r, "DubboResponseTimer");
        t.setDaemon(true);
        return t;
    }, 10, TimeUnit.MILLISECONDS, 512);

    private ResponseTimer() {
    }

    static Timeout schedule(TimerTask task, long delayMillis) {
        return TIMER.newTimeout(task, delayMillis, TimeUnit.MILLISECONDS);
    }

    /** Timeouts scheduled and not yet fired or cleared: a cancelled one leaves the wheel at its next tick. */
    static long pending() {
        return TIMER.pendingTimeouts();
    }
}
