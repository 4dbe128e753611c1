package org.apache.dubbo.common.serialize;

import java.io.IOException;

/**
 * Reads the plain values of a message body, in the order they were written.
 */
public interface DataInput {

    boolean readBool() throws IOException;

    byte readByte() throws IOException;

    short readShort() throws IOException;

    int readInt() throws IOException;

    long readLong() throws IOException;

    float readFloat() throws IOException;

    double readDouble() throws IOException;

    String readUTF() throws IOException;

    byte[] readBytes() throws IOException;
}
