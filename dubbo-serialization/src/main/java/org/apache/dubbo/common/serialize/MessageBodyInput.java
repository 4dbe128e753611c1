package org.apache.dubbo.common.serialize;

import java.io.ByteArrayInputStream;

/**
 * A message body already held in memory, as the dubbo codec has every frame's body. Readers of a serialization
 * may read it in place ({@link #array()}, {@link #position()}, {@link #advance(int)}) instead of through
 * {@link #read}, as long as they do so before anything has buffered the stream ahead of them.
 */
public final class MessageBodyInput extends ByteArrayInputStream {

    public MessageBodyInput(byte[] body) {
        super(body);
    }

    /** The whole body; the unread part is {@code [position(), limit())}. Read only. */
    public byte[] array() {
        return buf;
    }

    /** Index of the next unread byte. */
    public int position() {
        return pos;
    }

    /** Index after the last byte. */
    public int limit() {
        return count;
    }

    /** Marks {@code bytes} more as read. */
    public void advance(int bytes) {
        if (bytes < 0 || bytes > count - pos) {
            throw new IllegalArgumentException("cannot advance " + bytes + " bytes, " + (count - pos) + " are left");
        }
        pos += bytes;
    }
}
