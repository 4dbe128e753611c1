package org.apache.dubbo.common.serialize.hessian2;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;

import org.apache.dubbo.common.serialize.ObjectInput;
import org.apache.dubbo.common.serialize.ObjectOutput;

/** Test helper: writes values with our hessian2 and reads them back. */
final class Hessian2RoundTrip {

    private static final Hessian2Serialization HESSIAN2 = new Hessian2Serialization();

    private Hessian2RoundTrip() {
    }

    static byte[] write(Object... values) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ObjectOutput out = HESSIAN2.serialize(bytes);
        for (Object v : values) {
            out.writeObject(v);
        }
        out.flushBuffer();
        out.cleanup();
        return bytes.toByteArray();
    }

    static <T> T read(byte[] bytes, Class<T> type) throws IOException {
        ObjectInput in = HESSIAN2.deserialize(new ByteArrayInputStream(bytes));
        try {
            return in.readObject(type);
        } catch (ClassNotFoundException e) {
            throw new IOException(e);
        } finally {
            in.cleanup();
        }
    }

    @SuppressWarnings("unchecked")
    static <T> T roundTrip(T value) throws IOException {
        Class<?> type = value == null ? Object.class : value.getClass();
        return (T) read(write(value), type);
    }
}
