package org.apache.dubbo.common.serialize.hessian2;

import java.io.IOException;
import java.io.OutputStream;

import com.alibaba.com.caucho.hessian.io.Hessian2Output;

/**
 * hessian-lite's {@link Hessian2Output}, reused across messages, with a fast path for the values RPC bodies are made
 * of. Every value hessian writes — top-level arguments and results, fields, list elements, map keys and values —
 * passes through {@link #writeObject}; strings and the boxed primitives are written at once, exactly as hessian-lite's
 * own serializers for them write them, instead of being looked up in the serializer factory; everything else is
 * looked up in one per-class cache of {@link PolicyCheckingSerializerFactory}.
 *
 * <p>A long string ({@link #LONG_STRING} characters or more) is encoded in bulk, past hessian-lite's buffer, into the
 * stream: the same chunks and bytes hessian-lite writes (chunks of 32,768 characters, shortened by one where a
 * chunk would end between the two surrogates of a character; each character in one to three bytes), without its
 * per-character buffer checks.
 *
 * <p>The stream can be swapped without clearing the (already clear) reference tables: {@link #detach} clears them
 * once per message, and only the tables that message used ({@link Hessian2Output#init} would clear the 256-slot
 * reference table a second time; clearing it after a message that took no reference is a measurable share of a small
 * call's CPU).
 */
final class FastHessian2Output extends Hessian2Output {

    /** From this length on a string is encoded by {@link #writeLongString}; shorter ones fit hessian-lite's buffer. */
    static final int LONG_STRING = 256;

    /** hessian's longest chunk of a string, in characters. */
    private static final int CHUNK = 0x8000;
    /** Characters encoded per pass of {@link #writeCharacters}. */
    private static final int SLICE = 2048;

    private PolicyCheckingSerializerFactory factory;
    /** Whether the reference table may hold something (everything goes in through addRef or writeFault). */
    private boolean referencesTaken;
    private char[] chars;
    private byte[] bytes;

    FastHessian2Output() {
        super(null);
    }

    /** Starts a message on {@code stream}; the tables are clear, either new or cleared by {@link #detach}. */
    void attach(OutputStream stream, PolicyCheckingSerializerFactory factory) {
        _os = stream;
        this.factory = factory;
        setSerializerFactory(factory);
    }

    /** Ends a message: forgets its objects, class definitions and stream. */
    void detach() {
        reset();
        _os = null;
    }

    @Override
    public boolean addRef(Object object) throws IOException {
        referencesTaken = true;
        return super.addRef(object);
    }

    @Override
    public void writeFault(String code, String message, Object detail) throws IOException {
        referencesTaken = true; // hessian-lite puts the fault's map into the reference table itself
        super.writeFault(code, message, detail);
    }

    /**
     * Clears the reference table only when this message put something into it: hessian-lite's clear writes every
     * slot of the table (256 at least, more once a large message grew it), and most messages (scalar arguments and
     * results, strings) take no reference at all.
     */
    @Override
    public void resetReferences() {
        if (referencesTaken) {
            super.resetReferences();
            referencesTaken = false;
        }
    }

    @Override
    public void writeObject(Object value) throws IOException {
        if (value == null) {
            writeNull();
            return;
        }
        if (!factory.fastPaths()) {
            super.writeObject(value);
            return;
        }
        Class<?> type = value.getClass();
        if (type == String.class) {
            writeString((String) value);
        } else if (type == Integer.class) {
            writeInt((Integer) value);
        } else if (type == Long.class) {
            writeLong((Long) value);
        } else if (type == Boolean.class) {
            writeBoolean((Boolean) value);
        } else if (type == Double.class) {
            writeDouble((Double) value);
        } else if (type == Short.class) {
            writeInt((Short) value);
        } else if (type == Byte.class) {
            writeInt((Byte) value);
        } else if (type == Character.class) {
            writeString(String.valueOf((char) (Character) value));
        } else {
            factory.serializerFor(type).writeObject(value, this);
        }
    }

    @Override
    public void writeString(String value) throws IOException {
        if (value == null || value.length() < LONG_STRING || !factory.fastPaths()) {
            super.writeString(value);
        } else {
            writeLongString(value);
        }
    }

    private void writeLongString(String value) throws IOException {
        flushBuffer();
        if (chars == null) {
            chars = new char[SLICE];
            bytes = new byte[3 * SLICE];
        }
        int offset = 0;
        int left = value.length();
        while (left > CHUNK) {
            int length = CHUNK;
            if (Character.isHighSurrogate(value.charAt(offset + length - 1))) {
                length--;
            }
            writeHeader('R', length);
            writeCharacters(value, offset, length);
            offset += length;
            left -= length;
        }
        if (left <= 0x1f) {
            _os.write(left);
        } else if (left <= 0x3ff) {
            _os.write(0x30 + (left >> 8));
            _os.write(left & 0xff);
        } else {
            writeHeader('S', left);
        }
        writeCharacters(value, offset, left);
    }

    private void writeHeader(int tag, int length) throws IOException {
        _os.write(tag);
        _os.write(length >> 8);
        _os.write(length & 0xff);
    }

    /** Writes {@code length} characters of {@code value} from {@code offset} as hessian's UTF-8 to the stream. */
    private void writeCharacters(String value, int offset, int length) throws IOException {
        char[] in = chars;
        byte[] out = bytes;
        for (int end = offset + length; offset < end; ) {
            int slice = Math.min(SLICE, end - offset);
            value.getChars(offset, offset + slice, in, 0);
            int n = 0;
            for (int i = 0; i < slice; i++) {
                char c = in[i];
                if (c < 0x80) {
                    out[n++] = (byte) c;
                } else if (c < 0x800) {
                    out[n++] = (byte) (0xc0 | (c >> 6));
                    out[n++] = (byte) (0x80 | (c & 0x3f));
                } else {
                    out[n++] = (byte) (0xe0 | (c >> 12));
                    out[n++] = (byte) (0x80 | ((c >> 6) & 0x3f));
                    out[n++] = (byte) (0x80 | (c & 0x3f));
                }
            }
            _os.write(out, 0, n);
            offset += slice;
        }
    }
}
