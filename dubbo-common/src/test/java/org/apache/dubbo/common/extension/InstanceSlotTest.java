package org.apache.dubbo.common.extension;

import org.junit.jupiter.api.Test;

import java.util.concurrent.atomic.AtomicInteger;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class InstanceSlotTest {

    @Test
    void createsOnceAndKeepsTheInstance() {
        InstanceSlot<Object> slot = new InstanceSlot<>();
        AtomicInteger creations = new AtomicInteger();

        assertNull(slot.get());
        Object first = slot.getOrCreate(() -> {
            creations.incrementAndGet();
            return new Object();
        }, "thing");
        Object second = slot.getOrCreate(Object::new, "thing");

        assertSame(first, second);
        assertSame(first, slot.get());
        assertEquals(1, creations.get());
    }

    @Test
    void failedCreationLeavesSlotEmptyForRetry() {
        InstanceSlot<String> slot = new InstanceSlot<>();

        assertThrows(IllegalStateException.class, () -> slot.getOrCreate(() -> {
            throw new IllegalStateException("first try fails");
        }, "thing"));

        assertEquals("second", slot.getOrCreate(() -> "second", "thing"));
    }

    @Test
    void reportsRecursiveCreationInsteadOfOverflowingTheStack() {
        InstanceSlot<Object> slot = new InstanceSlot<>();

        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> slot.getOrCreate(() -> slot.getOrCreate(Object::new, "the thing"), "the thing"));

        assertTrue(e.getMessage().contains("Circular dependency: the thing"), e.getMessage());
    }
}
