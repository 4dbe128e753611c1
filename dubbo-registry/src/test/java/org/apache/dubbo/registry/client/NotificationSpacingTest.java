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

    @Test
    void zeroDelayNeverWaits() {
        NotificationSpacing spacing = new NotificationSpacing(0);
        for (int i = 0; i < 30; i++) {
            assertEquals(0, spacing.nextDelay(i));
        }
    }
}
