package org.apache.dubbo.registry.client;

/**
 * When to act on the next change of a watched application (registry spec 5.2): the first
 * {@value #IMMEDIATE_CHANGES} changes are handled at once, later ones no sooner than {@code delayMs} after the
 * previous one was handled; changes arriving in between fold into that one. A delay of 0 never waits.
 */
final class NotificationSpacing {

    static final int IMMEDIATE_CHANGES = 10;

    private final long delayMs;
    private int handled;
    private long lastHandled;
    /** A handling is scheduled and has not started yet: a change now folds into it. */
    private boolean pending;

    NotificationSpacing(long delayMs) {
        this.delayMs = delayMs;
    }

    /**
     * A change seen at {@code now}: how long to wait before handling it, or -1 when a handling is scheduled already
     * and the change folds into it (a folded change takes no turn of its own, so it never pushes later ones back).
     * The caller schedules the handling and calls {@link #handling()} when it starts.
     */
    synchronized long onChange(long now) {
        if (pending) {
            return -1;
        }
        pending = true;
        return nextDelay(now);
    }

    /** A re-read outside the spacing (e.g. in a new session): 0, or -1 when a handling is scheduled already. */
    synchronized long onReread() {
        if (pending) {
            return -1;
        }
        pending = true;
        return 0;
    }

    /** The scheduled handling starts: it reads the latest state, so a change from now on needs another one. */
    synchronized void handling() {
        pending = false;
    }

    /** How long to wait before handling a change seen at {@code now}; the caller handles it then. */
    synchronized long nextDelay(long now) {
        long wait = handled < IMMEDIATE_CHANGES || delayMs == 0 ? 0 : Math.max(0, lastHandled + delayMs - now);
        handled++;
        lastHandled = now + wait;
        return wait;
    }
}
