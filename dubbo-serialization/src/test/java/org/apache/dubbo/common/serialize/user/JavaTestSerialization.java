package org.apache.dubbo.common.serialize.user;

import java.io.IOException;
import java.io.InputStream;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.io.OutputStream;
import java.lang.reflect.Type;
import java.util.concurrent.atomic.AtomicInteger;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.serialize.ObjectInput;
import org.apache.dubbo.common.serialize.ObjectOutput;
import org.apache.dubbo.common.serialize.Serialization;

/**
 * A user's serialization written against Apache Dubbo's interface: Java serialization (for tests only: it trusts
 * the bytes), content type id 30, counting the bodies it writes and reads.
 */
public class JavaTestSerialization implements Serialization {

    public static final AtomicInteger WRITTEN = new AtomicInteger();
    public static final AtomicInteger READ = new AtomicInteger();

    @Override
    public byte getContentTypeId() {
        return 30;
    }

    @Override
    public String getContentType() {
        return "x-application/java-test";
    }

    @Override
    public ObjectOutput serialize(URL url, OutputStream output) throws IOException {
        WRITTEN.incrementAndGet();
        ObjectOutputStream out = new ObjectOutputStream(output);
        return new ObjectOutput() {
            @Override
            public void writeObject(Object obj) throws IOException {
                out.writeObject(obj);
            }

            @Override
            public void writeBool(boolean v) throws IOException {
                out.writeBoolean(v);
            }

            @Override
            public void writeByte(byte v) throws IOException {
                out.writeByte(v);
            }

            @Override
            public void writeShort(short v) throws IOException {
                out.writeShort(v);
            }

            @Override
            public void writeInt(int v) throws IOException {
                out.writeInt(v);
            }

            @Override
            public void writeLong(long v) throws IOException {
                out.writeLong(v);
            }

            @Override
            public void writeFloat(float v) throws IOException {
                out.writeFloat(v);
            }

            @Override
            public void writeDouble(double v) throws IOException {
                out.writeDouble(v);
            }

            @Override
            public void writeUTF(String v) throws IOException {
                out.writeObject(v);
            }

            @Override
            public void writeBytes(byte[] v) throws IOException {
                out.writeObject(v);
            }

            @Override
            public void writeBytes(byte[] v, int offset, int length) throws IOException {
                out.writeObject(java.util.Arrays.copyOfRange(v, offset, offset + length));
            }

            @Override
            public void flushBuffer() throws IOException {
                out.flush();
            }
        };
    }

    @Override
    public ObjectInput deserialize(URL url, InputStream input) throws IOException {
        READ.incrementAndGet();
        ObjectInputStream in = new ObjectInputStream(input);
        return new ObjectInput() {
            @Override
            public Object readObject() throws IOException, ClassNotFoundException {
                return in.readObject();
            }

            @Override
            @SuppressWarnings("unchecked")
            public <T> T readObject(Class<T> type) throws IOException, ClassNotFoundException {
                return (T) in.readObject();
            }

            @Override
            public <T> T readObject(Class<T> type, Type genericType) throws IOException, ClassNotFoundException {
                return readObject(type);
            }

            @Override
            public boolean readBool() throws IOException {
                return in.readBoolean();
            }

            @Override
            public byte readByte() throws IOException {
                return in.readByte();
            }

            @Override
            public short readShort() throws IOException {
                return in.readShort();
            }

            @Override
            public int readInt() throws IOException {
                return in.readInt();
            }

            @Override
            public long readLong() throws IOException {
                return in.readLong();
            }

            @Override
            public float readFloat() throws IOException {
                return in.readFloat();
            }

            @Override
            public double readDouble() throws IOException {
                return in.readDouble();
            }

            @Override
            public String readUTF() throws IOException {
                try {
                    return (String) in.readObject();
                } catch (ClassNotFoundException e) {
                    throw new IOException(e);
                }
            }

            @Override
            public byte[] readBytes() throws IOException {
                try {
                    return (byte[]) in.readObject();
                } catch (ClassNotFoundException e) {
                    throw new IOException(e);
                }
            }
        };
    }
}
