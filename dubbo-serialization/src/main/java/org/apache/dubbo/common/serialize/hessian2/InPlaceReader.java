package org.apache.dubbo.common.serialize.hessian2;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

import org.apache.dubbo.common.serialize.MessageBodyInput;

/**
 * Reads the values most message bodies consist of straight from the body's bytes, before hessian-lite's reader
 * has buffered anything: a call's leading strings (protocol version, service, version, method, parameter
 * descriptor), arguments that are strings, ints, longs or booleans, the kind byte of a result, and an attachments
 * map of such values. Strings that repeat from call to call (the leading ones, attachment keys and values) come
 * from the {@link StringTable} instead of being decoded anew.
 *
 * <p>Only the common forms are read here, each giving exactly what hessian-lite gives for it:
 * <ul>
 *   <li>null ({@code N});</li>
 *   <li>a string of any length, in one chunk or several ({@code R ... R} and a final {@code S}, {@code 0x00-0x1f}
 *       or {@code 0x30-0x33}), each character in the one to three bytes hessian writes it in (a character outside
 *       the basic plane as its two surrogates, three bytes each); an ASCII chunk is copied at once;</li>
 *   <li>an int in any of its four forms, a long in any of its five, {@code T} and {@code F};</li>
 *   <li>an untyped map ({@code H ... Z}) whose keys are such strings and whose values are any of the above.</li>
 * </ul>
 * A value is read only when the declared type takes it as it is (a string for {@code String}, an int for
 * {@code int} or {@code Integer}, ...; anything for an untyped read): hessian-lite converts between forms for other
 * declared types, and those are left to it. For anything else a read returns {@link #NOT_HERE} without consuming a
 * byte, and hessian-lite reads the value as always. None of these forms is ever the target of a hessian
 * back-reference except the map; a map is therefore only read here as the last value of a body (the attachments).
 */
final class InPlaceReader {

    /** What a read returns when the next value is not in a form read here. */
    static final Object NOT_HERE = new Object();

    private static final int KIND_NULL = 0;
    private static final int KIND_STRING = 1;
    private static final int KIND_INT = 2;
    private static final int KIND_LONG = 3;
    private static final int KIND_BOOLEAN = 4;
    private static final int KIND_OTHER = -1;

    private InPlaceReader() {
    }

    /**
     * The next value if it is null or a short ASCII string (consumed), else {@link #NOT_HERE}.
     *
     * @param remember whether to look the string up in (and add it to) the {@link StringTable}
     */
    static Object string(MessageBodyInput body, boolean remember) {
        byte[] b = body.array();
        int at = body.position();
        int end = stringEnd(b, at, body.limit());
        if (end < 0) {
            return NOT_HERE;
        }
        body.advance(end - at);
        return b[at] == 'N' ? null : stringAt(b, at, end, remember);
    }

    /**
     * The next value read against the declared {@code type} ({@code null}: untyped), if it is one of the forms read
     * here and {@code type} takes it unconverted; else {@link #NOT_HERE}. Strings read as values are not remembered:
     * arguments differ from call to call.
     */
    static Object value(MessageBodyInput body, Class<?> type) {
        byte[] b = body.array();
        int at = body.position();
        int limit = body.limit();
        if (at >= limit) {
            return NOT_HERE;
        }
        int kind = kindOf(b[at] & 0xff);
        if (kind == KIND_OTHER || !takes(type, kind)) {
            return NOT_HERE;
        }
        int end = scalarEnd(b, at, limit);
        if (end < 0) {
            return NOT_HERE;
        }
        body.advance(end - at);
        return scalarAt(b, at, end, false);
    }

    /**
     * The next value as attachments: an untyped map of string keys and values of the forms read here (a new
     * {@link HashMap}, as hessian-lite makes for a declared {@link Map}), or null for {@code N}; else
     * {@link #NOT_HERE}, with nothing consumed. Must be the body's last value (see the class comment).
     */
    static Object attachments(MessageBodyInput body) {
        byte[] b = body.array();
        int start = body.position();
        int limit = body.limit();
        if (start >= limit) {
            return NOT_HERE;
        }
        if (b[start] == 'N') {
            body.advance(1);
            return null;
        }
        if (b[start] != 'H') {
            return NOT_HERE;
        }
        int entries = 0;
        int at = start + 1;
        while (true) {
            if (at >= limit) {
                return NOT_HERE;
            }
            if (b[at] == 'Z') {
                break;
            }
            if (b[at] == 'N') {
                return NOT_HERE; // a null key: left to hessian-lite
            }
            at = stringEnd(b, at, limit);
            if (at < 0) {
                return NOT_HERE;
            }
            at = scalarEnd(b, at, limit);
            if (at < 0) {
                return NOT_HERE;
            }
            entries++;
        }
        Map<String, Object> map = new HashMap<>(entries < 12 ? 16 : (int) (entries / 0.75f) + 1);
        at = start + 1;
        while (b[at] != 'Z') {
            int keyEnd = stringEnd(b, at, limit);
            int valueEnd = scalarEnd(b, keyEnd, limit);
            map.put(stringAt(b, at, keyEnd, true), scalarAt(b, keyEnd, valueEnd, true));
            at = valueEnd;
        }
        body.advance(at + 1 - start);
        return map;
    }

    private static int kindOf(int tag) {
        if (tag == 'N') {
            return KIND_NULL;
        }
        if (tag <= 0x1f || (tag >= 0x30 && tag <= 0x33) || tag == 'S' || tag == 'R') {
            return KIND_STRING;
        }
        if ((tag >= 0x80 && tag <= 0xd7) || tag == 'I') {
            return KIND_INT;
        }
        if (tag >= 0xd8 || (tag >= 0x38 && tag <= 0x3f) || tag == 'Y' || tag == 'L') {
            return KIND_LONG;
        }
        if (tag == 'T' || tag == 'F') {
            return KIND_BOOLEAN;
        }
        return KIND_OTHER;
    }

    private static boolean takes(Class<?> type, int kind) {
        if (type == null || type == Object.class || kind == KIND_NULL) {
            return type == null || !type.isPrimitive();
        }
        switch (kind) {
            case KIND_STRING:
                return type == String.class;
            case KIND_INT:
                return type == int.class || type == Integer.class;
            case KIND_LONG:
                return type == long.class || type == Long.class;
            default:
                return type == boolean.class || type == Boolean.class;
        }
    }

    /** End of the null, string, int, long or boolean at {@code at}, or -1 if it is none of those (or cut short). */
    private static int scalarEnd(byte[] b, int at, int limit) {
        if (at >= limit) {
            return -1;
        }
        int tag = b[at] & 0xff;
        int length;
        switch (kindOf(tag)) {
            case KIND_NULL:
            case KIND_BOOLEAN:
                length = 1;
                break;
            case KIND_STRING:
                return stringEnd(b, at, limit);
            case KIND_INT:
                length = tag == 'I' ? 5 : tag <= 0xbf ? 1 : tag <= 0xcf ? 2 : 3;
                break;
            case KIND_LONG:
                length = tag >= 0xd8 && tag <= 0xef ? 1 : tag >= 0xf0 ? 2 : tag <= 0x3f ? 3 : tag == 'Y' ? 5 : 9;
                break;
            default:
                return -1;
        }
        return length <= limit - at ? at + length : -1;
    }

    /** The value of a scalar whose extent {@link #scalarEnd} found. */
    private static Object scalarAt(byte[] b, int at, int end, boolean remember) {
        int tag = b[at] & 0xff;
        switch (kindOf(tag)) {
            case KIND_NULL:
                return null;
            case KIND_STRING:
                return stringAt(b, at, end, remember);
            case KIND_BOOLEAN:
                return tag == 'T' ? Boolean.TRUE : Boolean.FALSE;
            case KIND_INT:
                return intAt(b, at, tag);
            default:
                return longAt(b, at, tag);
        }
    }

    private static Integer intAt(byte[] b, int at, int tag) {
        if (tag == 'I') {
            return bigEndian(b, at + 1, 4);
        }
        if (tag <= 0xbf) {
            return tag - 0x90;
        }
        if (tag <= 0xcf) {
            return ((tag - 0xc8) << 8) + (b[at + 1] & 0xff);
        }
        return ((tag - 0xd4) << 16) + ((b[at + 1] & 0xff) << 8) + (b[at + 2] & 0xff);
    }

    private static Long longAt(byte[] b, int at, int tag) {
        if (tag >= 0xd8 && tag <= 0xef) {
            return (long) (tag - 0xe0);
        }
        if (tag >= 0xf0) {
            return (long) (((tag - 0xf8) << 8) + (b[at + 1] & 0xff));
        }
        if (tag <= 0x3f) {
            return (long) (((tag - 0x3c) << 16) + ((b[at + 1] & 0xff) << 8) + (b[at + 2] & 0xff));
        }
        if (tag == 'Y') {
            return (long) bigEndian(b, at + 1, 4);
        }
        return ((long) bigEndian(b, at + 1, 4) << 32) | (bigEndian(b, at + 5, 4) & 0xffffffffL);
    }

    private static int bigEndian(byte[] b, int at, int bytes) {
        int value = 0;
        for (int i = 0; i < bytes; i++) {
            value = (value << 8) | (b[at + i] & 0xff);
        }
        return value;
    }

    /**
     * End of the null or string at {@code at}, or -1 if it is neither, is cut short, or has a byte hessian-lite's
     * reader does not take as the start of a character (hessian-lite then reads it, and fails as it does).
     */
    private static int stringEnd(byte[] b, int at, int limit) {
        if (at >= limit) {
            return -1;
        }
        if (b[at] == 'N') {
            return at + 1;
        }
        int pos = at;
        boolean last;
        do {
            if (pos >= limit) {
                return -1;
            }
            int tag = b[pos] & 0xff;
            int chars;
            if (tag <= 0x1f) {
                chars = tag;
                pos += 1;
                last = true;
            } else if (tag >= 0x30 && tag <= 0x33) {
                if (limit - pos < 2) {
                    return -1;
                }
                chars = ((tag - 0x30) << 8) + (b[pos + 1] & 0xff);
                pos += 2;
                last = true;
            } else if (tag == 'S' || tag == 'R') {
                if (limit - pos < 3) {
                    return -1;
                }
                chars = ((b[pos + 1] & 0xff) << 8) + (b[pos + 2] & 0xff);
                pos += 3;
                last = tag == 'S';
            } else {
                return -1;
            }
            pos = charactersEnd(b, pos, limit, chars);
            if (pos < 0) {
                return -1;
            }
        } while (!last);
        return pos;
    }

    /** End of {@code chars} characters from {@code at}, or -1 if they are cut short or one is not hessian's UTF-8. */
    private static int charactersEnd(byte[] b, int at, int limit, int chars) {
        int asciiEnd = Math.min(limit, at + chars);
        int i = at;
        while (i < asciiEnd && b[i] >= 0) {
            i++;
        }
        for (int left = chars - (i - at); left > 0; left--) {
            if (i >= limit) {
                return -1;
            }
            int lead = b[i];
            if (lead >= 0) {
                i += 1;
            } else if ((lead & 0xe0) == 0xc0) {
                i += 2;
            } else if ((lead & 0xf0) == 0xe0) {
                i += 3;
            } else {
                return -1;
            }
        }
        return i <= limit ? i : -1;
    }

    /** The string whose extent {@link #stringEnd} found (null for {@code N}). */
    private static String stringAt(byte[] b, int at, int end, boolean remember) {
        int tag = b[at] & 0xff;
        if (tag == 'N') {
            return null;
        }
        int start;
        int length;
        if (tag <= 0x1f) {
            start = at + 1;
            length = tag;
        } else if (tag >= 0x30 && tag <= 0x33) {
            start = at + 2;
            length = ((tag - 0x30) << 8) + (b[at + 1] & 0xff);
        } else if (tag == 'S') {
            start = at + 3;
            length = ((b[at + 1] & 0xff) << 8) + (b[at + 2] & 0xff);
        } else {
            return decode(b, at);
        }
        if (end - start != length) {
            return decode(b, at); // some character took more than one byte
        }
        if (!remember || length > StringTable.LONGEST_REMEMBERED) {
            return new String(b, start, length, StandardCharsets.ISO_8859_1);
        }
        int hash = 0;
        for (int i = start; i < end; i++) {
            hash = 31 * hash + b[i];
        }
        return StringTable.ascii(b, start, length, hash);
    }

    /** Decodes the string at {@code at}, whose chunks and characters {@link #stringEnd} checked, as hessian-lite does. */
    private static String decode(byte[] b, int at) {
        char[] chars = new char[0];
        int count = 0;
        int pos = at;
        boolean last;
        do {
            int tag = b[pos] & 0xff;
            int length;
            if (tag <= 0x1f) {
                length = tag;
                pos += 1;
                last = true;
            } else if (tag >= 0x30 && tag <= 0x33) {
                length = ((tag - 0x30) << 8) + (b[pos + 1] & 0xff);
                pos += 2;
                last = true;
            } else {
                length = ((b[pos + 1] & 0xff) << 8) + (b[pos + 2] & 0xff);
                pos += 3;
                last = tag == 'S';
            }
            if (chars.length - count < length) {
                chars = Arrays.copyOf(chars, last ? count + length : Math.max(2 * (count + length), 16));
            }
            for (int end = count + length; count < end; count++) {
                int lead = b[pos] & 0xff;
                if (lead < 0x80) {
                    chars[count] = (char) lead;
                    pos += 1;
                } else if ((lead & 0xe0) == 0xc0) {
                    chars[count] = (char) (((lead & 0x1f) << 6) | (b[pos + 1] & 0x3f));
                    pos += 2;
                } else {
                    chars[count] = (char) (((lead & 0x0f) << 12) | ((b[pos + 1] & 0x3f) << 6) | (b[pos + 2] & 0x3f));
                    pos += 3;
                }
            }
        } while (!last);
        return new String(chars, 0, count);
    }
}
