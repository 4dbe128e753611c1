package org.apache.dubbo.common.serialize.hessian2;

import java.nio.charset.StandardCharsets;

/**
 * Strings seen before in message bodies, looked up by their ASCII bytes: a hit returns the one instance already
 * made instead of decoding the characters into a new string. Meant for the values that repeat from call to call
 * (service and method names, attachment keys, most attachment values).
 *
 * <p>Direct-mapped by a hash of the bytes. A slot keeps its string until two lookups in a row miss it, so a value
 * that changes with every call (a trace id) cannot push out one that repeats. Entries are immutable apart from
 * that hint, so racing readers see a whole entry or none; a lost update of the hint costs one more decode.
 */
final class StringTable {

    /** Strings longer than this are decoded but not remembered. */
    static final int LONGEST_REMEMBERED = 128;
    private static final int SIZE = 1024;

    private static final Entry[] TABLE = new Entry[SIZE];

    private StringTable() {
    }

    /**
     * The string of {@code length} ASCII bytes at {@code start}, whose hash ({@code 31 * h + byte} over the
     * bytes) is {@code hash}.
     */
    static String ascii(byte[] b, int start, int length, int hash) {
        if (length > LONGEST_REMEMBERED) {
            return new String(b, start, length, StandardCharsets.ISO_8859_1);
        }
        int slot = (hash ^ (hash >>> 16)) & (SIZE - 1);
        Entry e = TABLE[slot];
        if (e != null) {
            if (e.matches(b, start, length)) {
                e.missed = false;
                return e.value;
            }
            if (!e.missed) {
                e.missed = true;
                return new String(b, start, length, StandardCharsets.ISO_8859_1);
            }
        }
        String value = new String(b, start, length, StandardCharsets.ISO_8859_1);
        TABLE[slot] = new Entry(value);
        return value;
    }

    private static final class Entry {
        final byte[] bytes;
        final String value;
        /** The last lookup in this slot was for another string. */
        boolean missed;

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
