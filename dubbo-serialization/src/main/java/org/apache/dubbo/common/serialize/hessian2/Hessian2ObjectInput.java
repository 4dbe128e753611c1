package org.apache.dubbo.common.serialize.hessian2;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Type;

import com.alibaba.com.caucho.hessian.io.Hessian2Input;
import org.apache.dubbo.common.serialize.ObjectInput;

/**
 * Reads the consecutive hessian2 values of one message body. The {@link Hessian2Input} is reused per thread,
 * like the output side.
 */
final class Hessian2ObjectInput implements ObjectInput {

    private static final ThreadLocal<Hessian2Input> CACHED = new ThreadLocal<>();

    private final Hessian2Input in;

    Hessian2ObjectInput(InputStream stream, PolicyCheckingSerializerFactory factory) {
        Hessian2Input reusable = CACHED.get();
        if (reusable != null) {
            CACHED.set(null);
        } else {
            reusable = new Hessian2Input(null);
        }
        this.in = reusable;
        in.init(stream);
        in.setSerializerFactory(factory);
    }

    @Override
    public boolean readBool() throws IOException {
        return in.readBoolean();
    }

    @Override
    public byte readByte() throws IOException {
        return (byte) in.readInt();
    }

    @Override
    public short readShort() throws IOException {
        return (short) in.readInt();
    }

    @Override
    public int readInt() throws IOException {
        return in.readInt();
    }

    @Override
    public float readFloat() throws IOException {
        return (float) in.readDouble();
    }

    @Override
    public long readLong() throws IOException {
        return in.readLong();
    }

    @Override
    public double readDouble() throws IOException {
        return in.readDouble();
    }

    @Override
    public String readUTF() throws IOException {
        return in.readString();
    }

    @Override
    public byte[] readBytes() throws IOException {
        return in.readBytes();
    }

    @Override
    public Object readObject() throws IOException {
        return in.readObject();
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> T readObject(Class<T> type) throws IOException {
        return (T) in.readObject(type);
    }

    /**
     * The generic type is not used: hessian-lite's element-type hint only works for scalar elements (objects in
     * a typed list then fail to read), and hessian data names its element classes anyway.
     */
    @Override
    public <T> T readObject(Class<T> type, Type genericType) throws IOException {
        return readObject(type);
    }

    @Override
    public void cleanup() {
        in.init(null);
        CACHED.set(in);
    }
}
