package org.apache.dubbo.remoting.codec;

import java.io.IOException;

/** A message body is larger than the payload limit; nothing was sent. */
public final class PayloadTooLargeException extends IOException {

    private static final long serialVersionUID = 1L;

    private final long length;
    private final int limit;

    /** {@code where} describes the channel; it is rendered only here, so callers need not build a string per message. */
    public PayloadTooLargeException(long length, int limit, Object where) {
        super("Data length too large: " + length + ", max payload: " + limit + (where == null ? "" : ", " + where));
        this.length = length;
        this.limit = limit;
    }

    public long length() {
        return length;
    }

    public int limit() {
        return limit;
    }
}
