package org.apache.dubbo.remoting.exchange;

import org.apache.dubbo.common.serialize.Serialization;
import org.apache.dubbo.common.serialize.Serializations;

/** Per-call settings of a request: timeout, serialization, and a payload limit overriding the connection's. */
public final class CallOptions {

    private final int timeoutMillis;
    private final Serialization serialization;
    private final Integer payload;

    private CallOptions(int timeoutMillis, Serialization serialization, Integer payload) {
        if (timeoutMillis <= 0) {
            throw new IllegalArgumentException("timeout must be > 0 ms, got " + timeoutMillis);
        }
        this.timeoutMillis = timeoutMillis;
        this.serialization = serialization;
        this.payload = payload;
    }

    public static CallOptions timeout(int timeoutMillis) {
        return new CallOptions(timeoutMillis, Serializations.defaultSerialization(), null);
    }

    public CallOptions serialization(Serialization s) {
        return new CallOptions(timeoutMillis, s, payload);
    }

    public CallOptions payload(Integer limit) {
        return new CallOptions(timeoutMillis, serialization, limit);
    }

    public int timeoutMillis() {
        return timeoutMillis;
    }

    public Serialization serialization() {
        return serialization;
    }

    /** The reference's own payload limit, or null to use the connection's. */
    public Integer payload() {
        return payload;
    }
}
