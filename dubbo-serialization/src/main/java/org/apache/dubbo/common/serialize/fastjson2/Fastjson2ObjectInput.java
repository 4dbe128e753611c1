package org.apache.dubbo.common.serialize.fastjson2;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Type;
import java.util.Arrays;

import com.alibaba.fastjson2.JSONB;
import com.alibaba.fastjson2.JSONException;
import com.alibaba.fastjson2.JSONFactory;
import com.alibaba.fastjson2.JSONReader;
import org.apache.dubbo.common.serialize.ObjectInput;

/**
 * Reads {@code [length][JSONB bytes]} values. Class names embedded in the data (auto-type) are resolved only
 * through {@link PolicyAutoTypeHandler}, i.e. our serialization class policy.
 */
final class Fastjson2ObjectInput implements ObjectInput {

    /** A single value larger than this is refused before allocating for it. */
    private static final int MAX_VALUE_BYTES = Integer.getInteger("dubbo.fastjson2.max-value-bytes", 64 << 20);

    private static final int INITIAL_VALUE_BUFFER = 8 * 1024;

    private static final int READ_PAST_END_PADDING = 16;

    private static final JSONReader.Feature[] FEATURES = {
        JSONReader.Feature.UseDefaultConstructorAsPossible,
        JSONReader.Feature.ErrorOnNoneSerializable,
        JSONReader.Feature.IgnoreAutoTypeNotMatch,
        JSONReader.Feature.UseNativeObject,
        JSONReader.Feature.FieldBased
    };

    private final InputStream in;

    Fastjson2ObjectInput(InputStream in) {
        this.in = in;
    }

    @Override
    public boolean readBool() throws IOException {
        return readObject(boolean.class);
    }

    @Override
    public byte readByte() throws IOException {
        return readObject(byte.class);
    }

    @Override
    public short readShort() throws IOException {
        return readObject(short.class);
    }

    @Override
    public int readInt() throws IOException {
        return readObject(int.class);
    }

    @Override
    public float readFloat() throws IOException {
        return readObject(float.class);
    }

    @Override
    public long readLong() throws IOException {
        return readObject(long.class);
    }

    @Override
    public double readDouble() throws IOException {
        return readObject(double.class);
    }

    @Override
    public String readUTF() throws IOException {
        return readObject(String.class);
    }

    @Override
    public byte[] readBytes() throws IOException {
        return readObject(byte[].class);
    }

    @Override
    public Object readObject() throws IOException {
        return readObject(Object.class);
    }

    @Override
    public <T> T readObject(Class<T> type) throws IOException {
        return readObject(type, type);
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> T readObject(Class<T> type, Type genericType) throws IOException {
        int length = readValueLength();
        byte[] bytes = readValueBytes(length);
        JsonbDecimalGuard.check(bytes, length);
        try {
            JSONReader.Context context = JSONFactory.createReadContext(PolicyAutoTypeHandler.INSTANCE, FEATURES);
            Object value = JSONB.parseObject(bytes, 0, length, genericType == null ? type : genericType, context);
            return (T) value;
        } catch (JSONException e) {
            throw new IOException("fastjson2 cannot read a " + type.getName() + ": " + e.getMessage(), e);
        } catch (StackOverflowError e) {
            throw new IOException("fastjson2 cannot read a " + type.getName() + ": the data nests values too deeply");
        } catch (OutOfMemoryError e) {
            // fastjson2 sizes some buffers by lengths in the data (a type name's, for one) before reading them
            throw new IOException("fastjson2 cannot read a " + type.getName() + ": the data announces more than can"
                    + " be allocated (" + e.getMessage() + ")");
        }
    }

    private int readValueLength() throws IOException {
        int b0 = in.read();
        int b1 = in.read();
        int b2 = in.read();
        int b3 = in.read();
        if ((b0 | b1 | b2 | b3) < 0) {
            throw new EOFException("fastjson2 body ended before the next value's length");
        }
        int length = (b0 << 24) | (b1 << 16) | (b2 << 8) | b3;
        if (length < 0 || length > MAX_VALUE_BYTES) {
            throw new IOException("fastjson2 value length " + length + " is invalid (limit " + MAX_VALUE_BYTES + ")");
        }
        return length;
    }

    /**
     * The value's bytes followed by {@link #READ_PAST_END_PADDING} zero bytes: fastjson2's JSONB reader reads
     * multi-byte numbers with unchecked (Unsafe) loads that can run past the end of a truncated value, which must
     * land in our padding rather than outside the array. The array grows as the bytes arrive, so a length field
     * alone cannot make us allocate.
     */
    private byte[] readValueBytes(int length) throws IOException {
        byte[] bytes = new byte[Math.min(length, INITIAL_VALUE_BUFFER) + READ_PAST_END_PADDING];
        int read = 0;
        while (read < length) {
            if (read == bytes.length - READ_PAST_END_PADDING) {
                bytes = Arrays.copyOf(bytes, (int) Math.min(length, 2L * read) + READ_PAST_END_PADDING);
            }
            int n = in.read(bytes, read, bytes.length - READ_PAST_END_PADDING - read);
            if (n < 0) {
                throw new EOFException("fastjson2 value truncated: " + read + " of " + length + " bytes");
            }
            read += n;
        }
        return bytes;
    }
}
