package org.apache.dubbo.remoting.codec;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The body of an OK (status 20) response to a call: a value, an exception thrown by the service, or nothing,
 * plus the response attachments when the caller's protocol version allows them (wire spec, section 4.1).
 */
public final class ResultBody {

    /** Response-type byte values. */
    static final byte EXCEPTION = 0;
    static final byte VALUE = 1;
    static final byte NULL_VALUE = 2;
    static final byte EXCEPTION_WITH_ATTACHMENTS = 3;
    static final byte VALUE_WITH_ATTACHMENTS = 4;
    static final byte NULL_VALUE_WITH_ATTACHMENTS = 5;

    private final Object value;
    private final Throwable exception;
    private final Map<String, Object> attachments;

    private ResultBody(Object value, Throwable exception, Map<String, Object> attachments) {
        this.value = value;
        this.exception = exception;
        this.attachments = attachments == null ? new LinkedHashMap<>() : attachments;
    }

    public static ResultBody value(Object value, Map<String, Object> attachments) {
        return new ResultBody(value, null, attachments);
    }

    public static ResultBody exception(Throwable exception, Map<String, Object> attachments) {
        if (exception == null) {
            throw new IllegalArgumentException("exception must not be null");
        }
        return new ResultBody(null, exception, attachments);
    }

    public Object value() {
        return value;
    }

    public Throwable exception() {
        return exception;
    }

    public boolean hasException() {
        return exception != null;
    }

    public Map<String, Object> attachments() {
        return attachments;
    }

    @Override
    public String toString() {
        return hasException() ? "ResultBody[exception=" + exception + "]" : "ResultBody[value=" + value + "]";
    }
}
