package org.apache.dubbo.common.serialize;

import java.io.IOException;

/**
 * Writes the consecutive top-level values of one message body. Values written to the same output may share
 * class definitions and back-references, so one body must be written with exactly one output.
 */
public interface ObjectOutput {

    void writeBool(boolean v) throws IOException;

    void writeByte(byte v) throws IOException;

    void writeInt(int v) throws IOException;

    void writeLong(long v) throws IOException;

    void writeDouble(double v) throws IOException;

    void writeUTF(String v) throws IOException;

    void writeBytes(byte[] v) throws IOException;

    void writeObject(Object obj) throws IOException;

    /** Pushes everything buffered so far to the underlying stream. */
    void flushBuffer() throws IOException;

    /** Releases per-thread state after the body is complete; the output must not be used afterwards. */
    default void cleanup() {
    }
}
