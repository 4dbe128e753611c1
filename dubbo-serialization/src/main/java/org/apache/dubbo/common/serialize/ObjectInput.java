package org.apache.dubbo.common.serialize;

import java.io.IOException;
import java.lang.reflect.Type;

/**
 * Reads the consecutive top-level values of one message body, in the order they were written.
 */
public interface ObjectInput {

    boolean readBool() throws IOException;

    byte readByte() throws IOException;

    int readInt() throws IOException;

    long readLong() throws IOException;

    double readDouble() throws IOException;

    String readUTF() throws IOException;

    byte[] readBytes() throws IOException;

    Object readObject() throws IOException;

    /** Reads a value, converting it to {@code type} where the serialization supports it. */
    <T> T readObject(Class<T> type) throws IOException;

    /** Reads a value of a declared (possibly generic) type; {@code genericType} may be null. */
    <T> T readObject(Class<T> type, Type genericType) throws IOException;

    /** Releases per-thread state after the body is complete; the input must not be used afterwards. */
    default void cleanup() {
    }
}
