package org.apache.dubbo.remoting.transport;

import java.util.Locale;

/**
 * What a sender experiences when its channel already has {@code max.pending.write.bytes} waiting to be written.
 */
public enum OverloadPolicy {
    /** Fail the send at once with a "channel overloaded" error; the caller can fail over to another provider. */
    FAIL,
    /** Block the sending thread until the backlog drains, for at most the call's remaining timeout. */
    WAIT;

    public static OverloadPolicy parse(String value, String key) {
        try {
            return valueOf(value.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("Invalid " + key + "='" + value + "': expected fail or wait");
        }
    }
}
