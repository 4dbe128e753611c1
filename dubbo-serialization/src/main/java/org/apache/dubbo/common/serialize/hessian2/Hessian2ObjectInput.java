package org.apache.dubbo.common.serialize.hessian2;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Type;
import java.util.Map;

import com.alibaba.com.caucho.hessian.io.Hessian2Input;
import org.apache.dubbo.common.serialize.MessageBodyInput;
import org.apache.dubbo.common.serialize.ObjectInput;

/**
 * Reads the consecutive hessian2 values of one message body. The {@link Hessian2Input} is reused per thread,
 * like the output side.
 */
final class Hessian2ObjectInput implements ObjectInput {

    private static final ThreadLocal<Hessian2Input> CACHED = new ThreadLocal<>();

    /**
     * No element-type hints: what {@link Hessian2Input#readObject(Class)} passes, as a new two-element array per
     * call (a quarter of a small request's decoding garbage); hessian-lite only reads it, so one is shared.
     */
    private static final Class<?>[] NO_TYPE_HINTS = {null, null};

    private final Hessian2Input in;
    /**
     * The body, while every value so far has been read in place ({@link InPlaceReader}); null from the first value
     * hessian-lite reads on, since it buffers ahead. Always null with the fast paths off.
     */
    private MessageBodyInput direct;

    Hessian2ObjectInput(InputStream stream, PolicyCheckingSerializerFactory factory) {
        Hessian2Input reusable = CACHED.get();
        if (reusable != null) {
            CACHED.set(null);
        } else {
            reusable = new Hessian2Input(null);
        }
        this.in = reusable;
        this.direct = factory.fastPaths() && stream instanceof MessageBodyInput ? (MessageBodyInput) stream : null;
        in.init(stream);
        in.setSerializerFactory(factory);
    }

    @Override
    public boolean readBool() throws IOException {
        Object inPlace = inPlace(boolean.class);
        if (inPlace != InPlaceReader.NOT_HERE) {
            return (Boolean) inPlace;
        }
        try {
            return hessian().readBoolean();
        } catch (OutOfMemoryError | StackOverflowError e) {
            throw unreadable(e);
        }
    }

    @Override
    public byte readByte() throws IOException {
        return (byte) readInt();
    }

    @Override
    public short readShort() throws IOException {
        return (short) hessian().readInt();
    }

    @Override
    public int readInt() throws IOException {
        Object inPlace = inPlace(int.class);
        if (inPlace != InPlaceReader.NOT_HERE) {
            return (Integer) inPlace;
        }
        try {
            return hessian().readInt();
        } catch (OutOfMemoryError | StackOverflowError e) {
            throw unreadable(e);
        }
    }

    @Override
    public float readFloat() throws IOException {
        return (float) hessian().readDouble();
    }

    @Override
    public long readLong() throws IOException {
        Object inPlace = inPlace(long.class);
        if (inPlace != InPlaceReader.NOT_HERE) {
            return (Long) inPlace;
        }
        try {
            return hessian().readLong();
        } catch (OutOfMemoryError | StackOverflowError e) {
            throw unreadable(e);
        }
    }

    @Override
    public double readDouble() throws IOException {
        try {
            return hessian().readDouble();
        } catch (OutOfMemoryError | StackOverflowError e) {
            throw unreadable(e);
        }
    }

    @Override
    public String readUTF() throws IOException {
        MessageBodyInput body = direct;
        if (body != null) {
            Object s = InPlaceReader.string(body, true);
            if (s != InPlaceReader.NOT_HERE) {
                return (String) s;
            }
        }
        try {
            return hessian().readString();
        } catch (OutOfMemoryError | StackOverflowError e) {
            throw unreadable(e);
        }
    }

    @Override
    public byte[] readBytes() throws IOException {
        try {
            return hessian().readBytes();
        } catch (OutOfMemoryError | StackOverflowError e) {
            throw unreadable(e);
        }
    }

    @Override
    public Object readObject() throws IOException {
        Object inPlace = inPlace(null);
        if (inPlace != InPlaceReader.NOT_HERE) {
            return inPlace;
        }
        try {
            return hessian().readObject();
        } catch (OutOfMemoryError | StackOverflowError e) {
            throw unreadable(e);
        }
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> T readObject(Class<T> type) throws IOException {
        Object inPlace = inPlace(type);
        if (inPlace != InPlaceReader.NOT_HERE) {
            return (T) inPlace;
        }
        try {
            return (T) hessian().readObject(type, NO_TYPE_HINTS);
        } catch (OutOfMemoryError | StackOverflowError e) {
            throw unreadable(e);
        }
    }

    /**
     * The generic type is not used: hessian-lite's element-type hint only works for scalar elements (objects in
     * a typed list then fail to read), and hessian data names its element classes anyway.
     */
    @Override
    public <T> T readObject(Class<T> type, Type genericType) throws IOException {
        return readObject(type);
    }

    /**
     * The attachments are a body's last value: read in place when every value before them was and they are in a
     * form {@link InPlaceReader#attachments} reads, else by hessian-lite as a {@link Map}.
     */
    @Override
    @SuppressWarnings("unchecked")
    public Map<String, Object> readAttachments() throws IOException {
        MessageBodyInput body = direct;
        if (body != null) {
            Object map = InPlaceReader.attachments(body);
            if (map != InPlaceReader.NOT_HERE) {
                return (Map<String, Object>) map;
            }
        }
        return readObject(Map.class);
    }

    /** The next value read in place against {@code type}, or {@link InPlaceReader#NOT_HERE}. */
    private Object inPlace(Class<?> type) {
        MessageBodyInput body = direct;
        return body == null ? InPlaceReader.NOT_HERE : InPlaceReader.value(body, type);
    }

    /**
     * hessian-lite allocates arrays as large as a count in the data says before reading the elements (a class
     * definition's field count, a typed list's length), and reads nested values recursively. A body that
     * announces billions of elements or nests thousands of levels deep therefore ends in an {@link Error} inside
     * the library; it becomes the same clear decode error as any other malformed body, answered as BAD_REQUEST or
     * failing the one call, instead of killing the thread that read it.
     */
    private static IOException unreadable(Error e) {
        String what = e instanceof StackOverflowError ? "nests values too deeply"
                : "announces more elements than can be allocated (" + e.getMessage() + ")";
        return new IOException("Malformed hessian2 data: it " + what);
    }

    /** hessian-lite's reader, from here on the only one: it may buffer past what {@link #direct} would read. */
    private Hessian2Input hessian() {
        direct = null;
        return in;
    }

    @Override
    public void cleanup() {
        in.init(null);
        CACHED.set(in);
    }
}
