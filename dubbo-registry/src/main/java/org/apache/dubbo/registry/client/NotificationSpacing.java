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

    NotificationSpacing(long delayMs) {
        this.delayMs = delayMs;
    }

    /** How long to wait before handling a change seen at {@code now}; the caller handles it then. */
    synchronized long nextDelay(long now) {
        long wait = handled < IMMEDIATE_CHANGES || delayMs == 0 ? 0 : Math.max(0, lastHandled + delayMs - now);
        handled++;
        lastHandled = now + wait;
        return wait;
    }
}
