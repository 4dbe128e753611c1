package org.apache.dubbo.remoting.transport;

/**
 * How many write syscalls Netty may issue for one flush before it yields the event loop to other channels and
 * reschedules the rest (Netty's {@code WRITE_SPIN_COUNT}, default 16). A small value keeps one busy channel from
 * starving the others on its loop; a large one finishes big writes with fewer wake-ups.
 *
 * <p>It is our own type on purpose: Netty 5 removed the option, and a port would map this value to whatever
 * replaces it (or a byte quota) in one place, {@link ChannelOptionsApplier}.
 */
public final class WriteSpinCount {

    public static final int NETTY_DEFAULT = 16;
    public static final WriteSpinCount DEFAULT = new WriteSpinCount(NETTY_DEFAULT);

    private final int value;

    private WriteSpinCount(int value) {
        this.value = value;
    }

    public static WriteSpinCount of(int value) {
        if (value <= 0) {
            throw new IllegalArgumentException("write.spin.count must be > 0, got " + value);
        }
        return value == NETTY_DEFAULT ? DEFAULT : new WriteSpinCount(value);
    }

    public int value() {
        return value;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof WriteSpinCount && ((WriteSpinCount) o).value == value;
    }

    @Override
    public int hashCode() {
        return value;
    }

    @Override
    public String toString() {
        return String.valueOf(value);
    }
}
