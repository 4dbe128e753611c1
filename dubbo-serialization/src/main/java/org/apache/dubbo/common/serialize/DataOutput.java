package org.apache.dubbo.common.serialize;

import java.io.IOException;

/**
 * Writes the plain values of a message body.
 */
public interface DataOutput {

    void writeBool(boolean v) throws IOException;

    void writeByte(byte v) throws IOException;

    void writeShort(short v) throws IOException;

    void writeInt(int v) throws IOException;

    void writeLong(long v) throws IOException;

    void writeFloat(float v) throws IOException;

    void writeDouble(double v) throws IOException;

    void writeUTF(String v) throws IOException;

    void writeBytes(byte[] v) throws IOException;

    /** Writes {@code length} bytes of {@code v} from {@code offset} as one byte-array value. */
    void writeBytes(byte[] v, int offset, int length) throws IOException;

    /** Pushes everything buffered so far to the underlying stream. */
    void flushBuffer() throws IOException;
}
