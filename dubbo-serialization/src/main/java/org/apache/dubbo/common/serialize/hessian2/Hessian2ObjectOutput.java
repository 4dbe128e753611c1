package org.apache.dubbo.common.serialize.hessian2;

import java.io.IOException;
import java.io.OutputStream;

import com.alibaba.com.caucho.hessian.io.Hessian2Output;
import org.apache.dubbo.common.serialize.ObjectOutput;

/**
 * One message body written as consecutive hessian2 values. The {@link Hessian2Output} (with its 4 KiB buffer)
 * is reused per thread, the way the codec runs: one body at a time per thread; a nested use on the same
 * thread gets its own instance. Its reference tables are cleared once per message, in {@link #cleanup()}, so that
 * a finished message's objects are not kept reachable; taking the instance back only attaches the new stream
 * ({@link Hessian2Output#init} would clear the 256-slot reference table a second time, a measurable share of a
 * small call's CPU).
 */
final class Hessian2ObjectOutput implements ObjectOutput {

    private static final ThreadLocal<ReusableOutput> CACHED = new ThreadLocal<>();

    private final ReusableOutput out;

    Hessian2ObjectOutput(OutputStream stream, PolicyCheckingSerializerFactory factory) {
        ReusableOutput reusable = CACHED.get();
        if (reusable != null) {
            CACHED.set(null);
        } else {
            reusable = new ReusableOutput();
        }
        this.out = reusable;
        out.attach(stream);
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

    /** A {@link Hessian2Output} whose stream can be swapped without clearing its (already clear) tables. */
    static final class ReusableOutput extends Hessian2Output {

        ReusableOutput() {
            super(null);
        }

        /** Starts a message on {@code stream}; the tables are clear, either new or cleared by {@link #detach}. */
        void attach(OutputStream stream) {
            _os = stream;
        }

        /** Ends a message: forgets its objects, class definitions and stream. */
        void detach() {
            reset();
            _os = null;
        }
    }
}
