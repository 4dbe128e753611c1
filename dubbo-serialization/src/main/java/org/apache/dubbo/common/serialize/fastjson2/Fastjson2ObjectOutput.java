package org.apache.dubbo.common.serialize.fastjson2;

import java.io.IOException;
import java.io.OutputStream;

import com.alibaba.fastjson2.JSONB;
import com.alibaba.fastjson2.JSONWriter;
import org.apache.dubbo.common.serialize.ObjectOutput;

/**
 * Writes each value as {@code [length][JSONB bytes]} with the writer features Apache Dubbo 3.x uses, so that
 * its readers (which expect class names and field-based beans) understand us.
 */
final class Fastjson2ObjectOutput implements ObjectOutput {

    private static final JSONWriter.Feature[] FEATURES = {
        JSONWriter.Feature.WriteClassName,
        JSONWriter.Feature.FieldBased,
        JSONWriter.Feature.ErrorOnNoneSerializable,
        JSONWriter.Feature.ReferenceDetection,
        JSONWriter.Feature.WriteNulls,
        JSONWriter.Feature.NotWriteDefaultValue,
        JSONWriter.Feature.NotWriteHashMapArrayListClassName,
        JSONWriter.Feature.WriteNameAsSymbol
    };

    private final OutputStream out;

    Fastjson2ObjectOutput(OutputStream out) {
        this.out = out;
    }

    @Override
    public void writeBool(boolean v) throws IOException {
        writeObject(v);
    }

    @Override
    public void writeByte(byte v) throws IOException {
        writeObject(v);
    }

    @Override
    public void writeShort(short v) throws IOException {
        writeObject(v);
    }

    @Override
    public void writeInt(int v) throws IOException {
        writeObject(v);
    }

    @Override
    public void writeFloat(float v) throws IOException {
        writeObject(v);
    }

    @Override
    public void writeLong(long v) throws IOException {
        writeObject(v);
    }

    @Override
    public void writeDouble(double v) throws IOException {
        writeObject(v);
    }

    @Override
    public void writeUTF(String v) throws IOException {
        writeObject(v);
    }

    @Override
    public void writeBytes(byte[] v) throws IOException {
        writeObject(v);
    }

    @Override
    public void writeBytes(byte[] v, int offset, int length) throws IOException {
        writeObject(java.util.Arrays.copyOfRange(v, offset, offset + length));
    }

    @Override
    public void writeObject(Object obj) throws IOException {
        byte[] bytes;
        try {
            bytes = JSONB.toBytes(obj, FEATURES);
        } catch (RuntimeException e) {
            throw new IOException("fastjson2 cannot serialize " + (obj == null ? "null" : obj.getClass().getName())
                    + ": " + e.getMessage(), e);
        }
        int n = bytes.length;
        out.write(n >>> 24);
        out.write(n >>> 16);
        out.write(n >>> 8);
        out.write(n);
        out.write(bytes);
    }

    @Override
    public void flushBuffer() throws IOException {
        out.flush();
    }
}
