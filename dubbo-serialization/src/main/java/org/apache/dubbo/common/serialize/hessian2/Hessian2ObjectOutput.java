package org.apache.dubbo.common.serialize.hessian2;

import java.io.IOException;
import java.io.OutputStream;

import com.alibaba.com.caucho.hessian.io.Hessian2Output;
import org.apache.dubbo.common.serialize.ObjectOutput;

/**
 * One message body written as consecutive hessian2 values. The {@link Hessian2Output} (with its 4 KiB buffer)
 * is reused per thread, the way the codec runs: one body at a time per thread; a nested use on the same
 * thread gets its own instance.
 */
final class Hessian2ObjectOutput implements ObjectOutput {

    private static final ThreadLocal<Hessian2Output> CACHED = new ThreadLocal<>();

    private final Hessian2Output out;

    Hessian2ObjectOutput(OutputStream stream, PolicyCheckingSerializerFactory factory) {
        Hessian2Output reusable = CACHED.get();
        if (reusable != null) {
            CACHED.set(null);
        } else {
            reusable = new Hessian2Output(null);
        }
        this.out = reusable;
        out.init(stream);
        out.setSerializerFactory(factory);
    }

    @Override
    public void writeBool(boolean v) throws IOException {
        out.writeBoolean(v);
    }

    @Override
    public void writeByte(byte v) throws IOException {
        out.writeInt(v);
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
    public void writeDouble(double v) throws IOException {
        out.writeDouble(v);
    }

    @Override
    public void writeUTF(String v) throws IOException {
        out.writeString(v);
    }

    @Override
    public void writeBytes(byte[] v) throws IOException {
        out.writeBytes(v);
    }

    @Override
    public void writeObject(Object obj) throws IOException {
        out.writeObject(obj);
    }

    @Override
    public void flushBuffer() throws IOException {
        out.flushBuffer();
    }

    @Override
    public void cleanup() {
        out.init(null);
        CACHED.set(out);
    }
}
