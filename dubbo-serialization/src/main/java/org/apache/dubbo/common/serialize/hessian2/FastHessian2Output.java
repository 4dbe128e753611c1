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
 * once per message ({@link Hessian2Output#init} would clear them a second time). The reference table is our own
 * {@link ReferenceTable}, which clears only the entries a message made: hessian-lite's writes all of its 256 or more
 * slots, a measurable share of a small call's CPU.
 */
final class FastHessian2Output extends Hessian2Output {

    /** From this length on a string is encoded by {@link #writeLongString}; shorter ones fit hessian-lite's buffer. */
    static final int LONG_STRING = 256;

    /** hessian's longest chunk of a string, in characters. */
    private static final int CHUNK = 0x8000;
    /** Characters encoded per pass of {@link #writeCharacters}. */
    private static final int SLICE = 2048;

    private PolicyCheckingSerializerFactory factory;
    private final ReferenceTable references = new ReferenceTable();
    /** Whether hessian-lite's own table holds a fault's map (see {@link #writeFault}). */
    private boolean faultWritten;
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

    /*
     * The reference table: hessian-lite's own map stays empty (it is only reached through the methods below, and
     * writeFault, which puts the fault's map into it); ours numbers the same objects the same way and clears in
     * time proportional to what a message put into it.
     */

    @Override
    public boolean addRef(Object object) throws IOException {
        int ref = references.get(object);
        if (ref >= 0) {
            writeRef(ref);
            return true;
        }
        references.put(object, references.size());
        return false;
    }

    @Override
    public boolean removeRef(Object object) throws IOException {
        references.remove(object);
        return true;
    }

    @Override
    public boolean replaceRef(Object oldRef, Object newRef) throws IOException {
        references.put(newRef, references.remove(oldRef)); // as hessian-lite: a missing old one's number is its marker
        return true;
    }

    @Override
    public void resetReferences() {
        references.clear();
        if (faultWritten) {
            super.resetReferences();
            faultWritten = false;
        }
    }

    @Override
    public void writeFault(String code, String message, Object detail) throws IOException {
        references.put(new Object(), references.size()); // the fault's map takes the next number, as in hessian-lite
        faultWritten = true;
        super.writeFault(code, message, detail);
    }

    @Override
    public void startStreamingPacket() throws IOException {
        references.clear();
        super.startStreamingPacket();
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
