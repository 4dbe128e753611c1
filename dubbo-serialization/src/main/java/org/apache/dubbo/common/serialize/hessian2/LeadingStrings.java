package org.apache.dubbo.common.serialize.hessian2;

import java.nio.charset.StandardCharsets;

import org.apache.dubbo.common.serialize.MessageBodyInput;

/**
 * Reads the strings a call body starts with (protocol version, service, version, method, parameter descriptor)
 * straight from the body's bytes, before hessian-lite's reader has buffered anything. They are nearly always the
 * same few values, so each is looked up in a small table of strings seen before, by its bytes: a hit costs a
 * comparison instead of decoding characters into a new string.
 *
 * <p>Only the common form is read here: null, or a string of at most 1023 characters in one chunk (tags
 * {@code 0x00-0x1f} and {@code 0x30-0x33}) that is pure ASCII. For anything else {@link #read} returns
 * {@link #NOT_HERE} without consuming a byte, and hessian-lite reads the value as always.
 */
final class LeadingStrings {

    /** What {@link #read} returns when the next value is not in a form it reads. */
    static final String NOT_HERE = new String("not here");

    /** Strings longer than this are decoded but not remembered. */
    private static final int LONGEST_REMEMBERED = 128;
    private static final int TABLE_SIZE = 512;

    /** Direct-mapped by a hash of the bytes; entries are immutable, so racing readers see a whole one or none. */
    private static final Entry[] TABLE = new Entry[TABLE_SIZE];

    private LeadingStrings() {
    }

    /** The next value of {@code body} if it is null or a short ASCII string (consumed), else {@link #NOT_HERE}. */
    static String read(MessageBodyInput body) {
        byte[] b = body.array();
        int at = body.position();
        int limit = body.limit();
        if (at >= limit) {
            return NOT_HERE;
        }
        int tag = b[at] & 0xff;
        int start;
        int length;
        if (tag <= 0x1f) {
            start = at + 1;
            length = tag;
        } else if (tag >= 0x30 && tag <= 0x33) {
            if (at + 1 >= limit) {
                return NOT_HERE;
            }
            start = at + 2;
            length = ((tag - 0x30) << 8) + (b[at + 1] & 0xff);
        } else if (tag == 'N') {
            body.advance(1);
            return null;
        } else {
            return NOT_HERE;
        }
        if (length > limit - start) {
            return NOT_HERE;
        }
        int hash = 0;
        for (int i = start, end = start + length; i < end; i++) {
            byte c = b[i];
            if (c < 0) {
                return NOT_HERE; // not ASCII: one character may take several bytes, hessian-lite decodes it
            }
            hash = 31 * hash + c;
        }
        body.advance(start + length - at);
        if (length > LONGEST_REMEMBERED) {
            return new String(b, start, length, StandardCharsets.ISO_8859_1);
        }
        int slot = (hash ^ (hash >>> 16)) & (TABLE_SIZE - 1);
        Entry e = TABLE[slot];
        if (e != null && e.matches(b, start, length)) {
            return e.value;
        }
        String value = new String(b, start, length, StandardCharsets.ISO_8859_1);
        TABLE[slot] = new Entry(value);
        return value;
    }

    private static final class Entry {
        final byte[] bytes;
        final String value;

        Entry(String value) {
            this.value = value;
            this.bytes = value.getBytes(StandardCharsets.ISO_8859_1);
        }

        boolean matches(byte[] b, int start, int length) {
            if (bytes.length != length) {
                return false;
            }
            for (int i = 0; i < length; i++) {
                if (bytes[i] != b[start + i]) {
                    return false;
                }
            }
            return true;
        }
    }
}
