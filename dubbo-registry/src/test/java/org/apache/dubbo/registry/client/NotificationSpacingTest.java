package org.apache.dubbo.registry.client;

import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;

class NotificationSpacingTest {

    @Test
    void firstTenChangesAreHandledAtOnceThenSpacedByTheDelay() {
        NotificationSpacing spacing = new NotificationSpacing(5000);
        for (int i = 0; i < NotificationSpacing.IMMEDIATE_CHANGES; i++) {
            assertEquals(0, spacing.nextDelay(1000 + i));
        }
        assertEquals(4999, spacing.nextDelay(1010));
        assertEquals(5008, spacing.nextDelay(6001));
        assertEquals(0, spacing.nextDelay(20000));
        assertEquals(4000, spacing.nextDelay(21000));
    }

    /**
     * Found by the faults experiment (ZooKeeper quorum loss): every change seen while a refresh was already queued
     * still took a turn of the spacing, so a provider that re-registered right after a burst of changes stayed out
     * of its consumers' application-level directory for 10 s instead of at most the 5 s delay.
     */
    @Test
    void changesWhileAHandlingIsPendingFoldIntoItWithoutPushingTheNextOneBack() {
        NotificationSpacing spacing = new NotificationSpacing(5000);
        for (int i = 0; i < NotificationSpacing.IMMEDIATE_CHANGES; i++) {
            assertEquals(0, spacing.onChange(1000 + i));
            spacing.handling();
        }
        assertEquals(4999, spacing.onChange(1010));
        assertEquals(-1, spacing.onChange(2000));
        assertEquals(-1, spacing.onChange(3000));
        assertEquals(-1, spacing.onReread());
        spacing.handling();

        assertEquals(4909, spacing.onChange(6100));
        spacing.handling();
        assertEquals(0, spacing.onReread());
        assertEquals(-1, spacing.onChange(6200));
    }

    @Test
    void zeroDelayNeverWaits() {
        NotificationSpacing spacing = new NotificationSpacing(0);
        for (int i = 0; i < 30; i++) {
            assertEquals(0, spacing.nextDelay(i));
        }
    }
}
