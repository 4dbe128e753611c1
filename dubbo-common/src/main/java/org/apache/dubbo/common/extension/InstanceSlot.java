package org.apache.dubbo.common.extension;

import java.util.function.Supplier;

/**
 * Holds one lazily created instance. Creation runs at most once at a time; a thread that asks for the
 * instance while it is creating it (an extension that needs itself) gets an error instead of endless
 * recursion.
 */
final class InstanceSlot<V> {

    private volatile V value;
    private boolean creating;

    V get() {
        return value;
    }

    V getOrCreate(Supplier<V> factory, String description) {
        V current = value;
        if (current != null) {
            return current;
        }
        synchronized (this) {
            if (value == null) {
                // The monitor is re-entrant, so only the creating thread itself can see the flag set.
                if (creating) {
                    throw new IllegalStateException("Circular dependency: " + description
                            + " was requested again while it was being created");
                }
                creating = true;
                try {
                    value = factory.get();
                } finally {
                    creating = false;
                }
            }
            return value;
        }
    }
}
