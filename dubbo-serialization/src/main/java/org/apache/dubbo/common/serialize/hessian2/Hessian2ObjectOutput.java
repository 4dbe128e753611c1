package org.apache.dubbo.common.serialize.hessian2;

import java.io.IOException;
import java.io.OutputStream;

import org.apache.dubbo.common.serialize.ObjectOutput;

/**
 * One message body written as consecutive hessian2 values. The {@link FastHessian2Output} (with its 4 KiB buffer)
 * is reused per thread, the way the codec runs: one body at a time per thread; a nested use on the same
 * thread gets its own instance. Its reference tables are cleared once per message, in {@link #cleanup()}, so that
 * a finished message's objects are not kept reachable.
 */
final class Hessian2ObjectOutput implements ObjectOutput {

    private static final ThreadLocal<FastHessian2Output> CACHED = new ThreadLocal<>();

    private final FastHessian2Output out;

    Hessian2ObjectOutput(OutputStream stream, PolicyCheckingSerializerFactory factory) {
        FastHessian2Output reusable = CACHED.get();
        if (reusable != null) {
            CACHED.set(null);
        } else {
            reusable = new FastHessian2Output();
        }
        this.out = reusable;
        out.attach(stream, factory);
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
    public void writeShort(short v) throws IOException {
        out.writeInt(v);
    }

    @Override
    public void writeInt(int v) throws IOException {
        out.writeInt(v);
    }

    @Override
    public void writeFloat(float v) throws IOException {
        out.writeDouble(v);
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
    public void writeBytes(byte[] v, int offset, int length) throws IOException {
        out.writeBytes(v, offset, length);
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
        out.detach();
        CACHED.set(out);
    }
}
