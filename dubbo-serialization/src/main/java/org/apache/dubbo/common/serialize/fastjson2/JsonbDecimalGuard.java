package org.apache.dubbo.common.serialize.fastjson2;

import java.io.IOException;
import java.util.Arrays;

import static com.alibaba.fastjson2.JSONB.Constants.BC_ARRAY;
import static com.alibaba.fastjson2.JSONB.Constants.BC_ARRAY_FIX_MAX;
import static com.alibaba.fastjson2.JSONB.Constants.BC_ARRAY_FIX_MIN;
import static com.alibaba.fastjson2.JSONB.Constants.BC_BIGINT;
import static com.alibaba.fastjson2.JSONB.Constants.BC_BIGINT_LONG;
import static com.alibaba.fastjson2.JSONB.Constants.BC_BINARY;
import static com.alibaba.fastjson2.JSONB.Constants.BC_CHAR;
import static com.alibaba.fastjson2.JSONB.Constants.BC_DECIMAL;
import static com.alibaba.fastjson2.JSONB.Constants.BC_DECIMAL_LONG;
import static com.alibaba.fastjson2.JSONB.Constants.BC_DOUBLE;
import static com.alibaba.fastjson2.JSONB.Constants.BC_DOUBLE_LONG;
import static com.alibaba.fastjson2.JSONB.Constants.BC_DOUBLE_NUM_0;
import static com.alibaba.fastjson2.JSONB.Constants.BC_DOUBLE_NUM_1;
import static com.alibaba.fastjson2.JSONB.Constants.BC_FALSE;
import static com.alibaba.fastjson2.JSONB.Constants.BC_FLOAT;
import static com.alibaba.fastjson2.JSONB.Constants.BC_FLOAT_INT;
import static com.alibaba.fastjson2.JSONB.Constants.BC_INT16;
import static com.alibaba.fastjson2.JSONB.Constants.BC_INT32;
import static com.alibaba.fastjson2.JSONB.Constants.BC_INT32_BYTE_MAX;
import static com.alibaba.fastjson2.JSONB.Constants.BC_INT32_BYTE_MIN;
import static com.alibaba.fastjson2.JSONB.Constants.BC_INT32_BYTE_ZERO;
import static com.alibaba.fastjson2.JSONB.Constants.BC_INT32_NUM_MAX;
import static com.alibaba.fastjson2.JSONB.Constants.BC_INT32_NUM_MIN;
import static com.alibaba.fastjson2.JSONB.Constants.BC_INT32_SHORT_MAX;
import static com.alibaba.fastjson2.JSONB.Constants.BC_INT32_SHORT_MIN;
import static com.alibaba.fastjson2.JSONB.Constants.BC_INT32_SHORT_ZERO;
import static com.alibaba.fastjson2.JSONB.Constants.BC_INT64;
import static com.alibaba.fastjson2.JSONB.Constants.BC_INT64_BYTE_MAX;
import static com.alibaba.fastjson2.JSONB.Constants.BC_INT64_BYTE_MIN;
import static com.alibaba.fastjson2.JSONB.Constants.BC_INT64_BYTE_ZERO;
import static com.alibaba.fastjson2.JSONB.Constants.BC_INT64_INT;
import static com.alibaba.fastjson2.JSONB.Constants.BC_INT64_NUM_MAX;
import static com.alibaba.fastjson2.JSONB.Constants.BC_INT64_NUM_MIN;
import static com.alibaba.fastjson2.JSONB.Constants.BC_INT64_SHORT_MAX;
import static com.alibaba.fastjson2.JSONB.Constants.BC_INT64_SHORT_MIN;
import static com.alibaba.fastjson2.JSONB.Constants.BC_INT64_SHORT_ZERO;
import static com.alibaba.fastjson2.JSONB.Constants.BC_INT8;
import static com.alibaba.fastjson2.JSONB.Constants.BC_LOCAL_DATE;
import static com.alibaba.fastjson2.JSONB.Constants.BC_LOCAL_DATETIME;
import static com.alibaba.fastjson2.JSONB.Constants.BC_LOCAL_TIME;
import static com.alibaba.fastjson2.JSONB.Constants.BC_NULL;
import static com.alibaba.fastjson2.JSONB.Constants.BC_OBJECT;
import static com.alibaba.fastjson2.JSONB.Constants.BC_OBJECT_END;
import static com.alibaba.fastjson2.JSONB.Constants.BC_REFERENCE;
import static com.alibaba.fastjson2.JSONB.Constants.BC_STR_ASCII;
import static com.alibaba.fastjson2.JSONB.Constants.BC_STR_ASCII_FIX_MAX;
import static com.alibaba.fastjson2.JSONB.Constants.BC_STR_ASCII_FIX_MIN;
import static com.alibaba.fastjson2.JSONB.Constants.BC_STR_GB18030;
import static com.alibaba.fastjson2.JSONB.Constants.BC_SYMBOL;
import static com.alibaba.fastjson2.JSONB.Constants.BC_TIMESTAMP;
import static com.alibaba.fastjson2.JSONB.Constants.BC_TIMESTAMP_MILLIS;
import static com.alibaba.fastjson2.JSONB.Constants.BC_TIMESTAMP_MINUTES;
import static com.alibaba.fastjson2.JSONB.Constants.BC_TIMESTAMP_SECONDS;
import static com.alibaba.fastjson2.JSONB.Constants.BC_TIMESTAMP_WITH_TIMEZONE;
import static com.alibaba.fastjson2.JSONB.Constants.BC_TRUE;
import static com.alibaba.fastjson2.JSONB.Constants.BC_TYPED_ANY;
import static com.alibaba.fastjson2.JSONB.Constants.INT64_NUM_LOW_VALUE;

/**
 * Walks one JSONB value before fastjson2 reads it and refuses decimals that would make fastjson2 (2.0.52 up to
 * at least 2.0.64, alibaba/fastjson2#7857) compute a power of ten with up to 2<sup>31</sup> digits, which keeps
 * the reading thread busy for minutes: a {@code BC_DECIMAL} whose scale is outside
 * ±{@link #MAX_DECIMAL_SCALE}, or whose unscaled value is longer than {@link #MAX_DECIMAL_UNSCALED_BYTES}.
 *
 * <p>fastjson2 reads every integer inside a token (a scale, a length, a count, a nanosecond, the long behind
 * {@code BC_DECIMAL_LONG}) with a reader that accepts any number, a decimal included, so a decimal can hide
 * inside another decimal's scale. JSONB writers only ever put plain integer encodings there, so this walker
 * accepts nothing else in those places. Type codes it does not know, lengths that run past the value and
 * structure that does not close are refused as well, each with the offset it was found at.
 *
 * <p>It also keeps fastjson2 to what it walked, in the forms writers write (fuzz findings 13, 15, 17, where
 * fastjson2 2.0.52 looped for ever): a class name after {@code BC_TYPED_ANY} only as an ASCII string or a symbol
 * index, a reference path only as writers write one, and exactly one value in the frame.
 *
 * <p>One forward pass over the bytes: an explicit stack for nesting (no recursion), no allocation per token but
 * a reference path's text.
 */
final class JsonbDecimalGuard {

    /**
     * Largest decimal scale magnitude accepted. 2048 covers every BigDecimal built from a double (whose exact
     * expansion has a scale up to 1074) and values like 1E+2000, while a power of ten of this size costs
     * microseconds.
     */
    static final int MAX_DECIMAL_SCALE = Integer.getInteger("dubbo.fastjson2.max-decimal-scale", 2048);

    /**
     * Largest unscaled value of a decimal, in bytes (1024 bytes are about 2,466 digits; a decimal built from
     * any double needs at most about 320). Converting a decimal to an int costs a power of ten as long as its
     * unscaled value, which grows faster than linearly with the length.
     */
    static final int MAX_DECIMAL_UNSCALED_BYTES = Integer.getInteger("dubbo.fastjson2.max-decimal-bytes", 1024);

    /** Per type code (as an unsigned byte): the fixed number of bytes after it, or -1 if it is not that simple. */
    private static final byte[] FIXED_EXTRA_BYTES = fixedExtraBytes();

    private static final int OBJECT_EXPECTS_NAME = -1;

    private static final int OBJECT_EXPECTS_VALUE = -2;

    private final byte[] bytes;

    private final int end;

    private int pos;

    /** Per open container: items still to read (array, >= 0) or {@link #OBJECT_EXPECTS_NAME} / VALUE. */
    private int[] frames = new int[16];

    private int depth;

    private JsonbDecimalGuard(byte[] bytes, int end) {
        this.bytes = bytes;
        this.end = end;
    }

    /**
     * Checks that {@code bytes[0, length)} holds exactly one JSONB value. Bytes after it are refused: a writer
     * frames each value alone, and fastjson2 may read on past the value this walk saw (a typed value of a class
     * it does not load is read as a map without its {@code BC_OBJECT} start), into bytes nobody checked.
     */
    static void check(byte[] bytes, int length) throws IOException {
        JsonbDecimalGuard guard = new JsonbDecimalGuard(bytes, length);
        guard.walk();
        if (guard.pos != length) {
            int left = length - guard.pos;
            throw refuse(left + (left == 1 ? " byte" : " bytes") + " after the value, which ends", guard.pos);
        }
    }

    private void walk() throws IOException {
        value();
        while (depth > 0) {
            int frame = frames[depth - 1];
            if (frame == OBJECT_EXPECTS_NAME) {
                if (peek() == BC_OBJECT_END) {
                    pos++;
                    depth--;
                } else {
                    frames[depth - 1] = OBJECT_EXPECTS_VALUE;
                    value();
                }
            } else if (frame == OBJECT_EXPECTS_VALUE) {
                frames[depth - 1] = OBJECT_EXPECTS_NAME;
                value();
            } else if (frame == 0) {
                depth--;
            } else {
                frames[depth - 1] = frame - 1;
                value();
            }
        }
    }

    /** One token; a container only pushes its frame, its items are read by {@link #walk()}. */
    private void value() throws IOException {
        while (true) {
            int at = pos;
            byte type = next();
            int fixed = FIXED_EXTRA_BYTES[type & 0xFF];
            if (fixed >= 0) {
                skip(fixed, at);
                return;
            }
            if (type >= BC_STR_ASCII && type <= BC_STR_GB18030) {
                skip(length("string length"), at);
                return;
            }
            if (type >= BC_ARRAY_FIX_MIN && type <= BC_ARRAY_FIX_MAX) {
                push(type - BC_ARRAY_FIX_MIN);
                return;
            }
            switch (type) {
                case BC_FLOAT_INT:
                case BC_CHAR:
                case BC_DOUBLE_LONG:
                case BC_DECIMAL_LONG:
                case BC_BIGINT_LONG:
                    integer("the integer inside a number or char token");
                    return;
                case BC_BIGINT:
                case BC_BINARY:
                    skip(length("a big integer or binary length"), at);
                    return;
                case BC_DECIMAL:
                    decimal(at);
                    return;
                case BC_LOCAL_TIME:
                    skip(3, at);
                    integer("a nanosecond");
                    return;
                case BC_LOCAL_DATETIME:
                    skip(7, at);
                    integer("a nanosecond");
                    return;
                case BC_TIMESTAMP:
                    integer("an epoch second");
                    integer("a nanosecond");
                    return;
                case BC_TIMESTAMP_WITH_TIMEZONE:
                    skip(7, at);
                    integer("a nanosecond");
                    name("a time zone");
                    return;
                case BC_SYMBOL:
                    symbol();
                    return;
                case BC_REFERENCE:
                    referencePath();
                    return;
                case BC_TYPED_ANY:
                    typeName();
                    continue; // the typed value follows
                case BC_ARRAY:
                    push(count());
                    return;
                case BC_OBJECT:
                    push(OBJECT_EXPECTS_NAME);
                    return;
                default:
                    throw refuse("type code " + hex(type) + " not expected here", at);
            }
        }
    }

    private static byte[] fixedExtraBytes() {
        byte[] table = new byte[256];
        Arrays.fill(table, (byte) -1);
        for (int type = Byte.MIN_VALUE; type <= Byte.MAX_VALUE; type++) {
            int extra = -1;
            if (type >= BC_INT32_NUM_MIN && type <= BC_INT32_NUM_MAX
                    || type >= BC_INT64_NUM_MIN && type <= BC_INT64_NUM_MAX) {
                extra = 0;
            } else if (type >= BC_INT32_BYTE_MIN && type <= BC_INT32_BYTE_MAX
                    || type >= BC_INT64_BYTE_MIN && type <= BC_INT64_BYTE_MAX) {
                extra = 1;
            } else if (type >= BC_INT32_SHORT_MIN && type <= BC_INT32_SHORT_MAX
                    || type >= BC_INT64_SHORT_MIN && type <= BC_INT64_SHORT_MAX) {
                extra = 2;
            } else if (type >= BC_STR_ASCII_FIX_MIN && type <= BC_STR_ASCII_FIX_MAX) {
                extra = type - BC_STR_ASCII_FIX_MIN;
            }
            table[type & 0xFF] = (byte) extra;
        }
        table[BC_NULL & 0xFF] = 0;
        table[BC_TRUE & 0xFF] = 0;
        table[BC_FALSE & 0xFF] = 0;
        table[BC_DOUBLE_NUM_0 & 0xFF] = 0;
        table[BC_DOUBLE_NUM_1 & 0xFF] = 0;
        table[BC_INT8 & 0xFF] = 1;
        table[BC_INT16 & 0xFF] = 2;
        for (byte type : new byte[] {BC_INT32, BC_INT64_INT, BC_FLOAT, BC_TIMESTAMP_SECONDS, BC_TIMESTAMP_MINUTES,
            BC_LOCAL_DATE}) {
            table[type & 0xFF] = 4;
        }
        for (byte type : new byte[] {BC_INT64, BC_DOUBLE, BC_TIMESTAMP_MILLIS}) {
            table[type & 0xFF] = 8;
        }
        return table;
    }

    private void decimal(int at) throws IOException {
        checkScale();
        int unscaledAt = pos;
        byte type = peek();
        if (type == BC_BIGINT) {
            pos++;
            int length = length("the length of a decimal's unscaled value");
            if (length > MAX_DECIMAL_UNSCALED_BYTES) {
                throw refuse("decimal unscaled value of " + length + " bytes is longer than "
                        + MAX_DECIMAL_UNSCALED_BYTES, unscaledAt);
            }
            skip(length, at);
        } else {
            if (type == BC_BIGINT_LONG) {
                pos++;
            }
            integer("a decimal's unscaled value");
        }
    }

    private void checkScale() throws IOException {
        int at = pos;
        long scale = integer("a decimal scale");
        if (scale < -MAX_DECIMAL_SCALE || scale > MAX_DECIMAL_SCALE) {
            throw refuse("decimal scale " + scale + " out of range \u00b1" + MAX_DECIMAL_SCALE, at);
        }
    }

    /**
     * After {@code BC_TYPED_ANY}: a symbol index, or an ASCII class name followed by the index it defines, the two
     * forms JSONB writers produce. fastjson2 ends other encodings of a type name (UTF-8, UTF-16, GB18030, a
     * {@code BC_SYMBOL}) at a place of its own, and would go on to read the name's bytes as values this walk
     * never checked: one such input, with a string of negative length inside, made fastjson2 2.0.52 loop for ever.
     */
    private void typeName() throws IOException {
        int at = pos;
        byte type = peek();
        if (isIntegerSlot(type)) {
            integer("a type index");
        } else if (type >= BC_STR_ASCII_FIX_MIN && type <= BC_STR_ASCII) {
            string("a type name");
            integer("a type symbol index");
        } else {
            throw refuse("a type name is neither an ASCII string nor a symbol index (type code " + hex(type) + ")",
                    at);
        }
    }

    /** After {@code BC_SYMBOL}: a symbol index, or a string followed by the index it defines. */
    private void symbol() throws IOException {
        if (isIntegerSlot(peek())) {
            integer("a symbol index");
        } else {
            string("a symbol");
            integer("a symbol index");
        }
    }

    /**
     * After {@code BC_REFERENCE}: the path of a value written before, as JSONB writers write it — a string (never a
     * symbol): {@code ..}, {@code #-1}, or {@code $} followed by {@code .name} and {@code [index]} steps, every
     * other character that means something to a JSON path escaped with a backslash. fastjson2 hands the path to
     * its JSON path parser, which also reads filters, functions and JSON text inside them; one such path made
     * fastjson2 2.0.52 loop for ever skipping a comment. Nothing but the writers' form is let through.
     */
    private void referencePath() throws IOException {
        int at = pos;
        String path = decodedString("a reference path");
        if (!isWrittenReferencePath(path)) {
            throw refuse("reference path \"" + printable(path) + "\" is not one a JSONB writer writes", at);
        }
    }

    /** Characters a writer escapes inside a name step of a reference path (checked against fastjson2 2.0.52). */
    private static final String ESCAPED_IN_NAMES = ".[]'\"\\-+~!,:;=<>#%^&?()@/*";

    static boolean isWrittenReferencePath(String path) {
        if (path.equals("..") || path.equals("#-1")) {
            // the enclosing value; and "the same as the previous reference", which writers write for a repeat
            return true;
        }
        if (path.isEmpty() || path.charAt(0) != '$') {
            return false;
        }
        int i = 1;
        while (i < path.length()) {
            char c = path.charAt(i);
            if (c == '.') {
                i++;
                while (i < path.length() && path.charAt(i) != '.' && path.charAt(i) != '[') {
                    char n = path.charAt(i);
                    if (n == '\\') {
                        if (i + 1 == path.length()) {
                            return false;
                        }
                        i += 2;
                    } else if (ESCAPED_IN_NAMES.indexOf(n) >= 0) {
                        return false;
                    } else {
                        i++;
                    }
                }
            } else if (c == '[') {
                int digits = i + 1;
                while (digits < path.length() && path.charAt(digits) >= '0' && path.charAt(digits) <= '9') {
                    digits++;
                }
                if (digits == i + 1 || digits == path.length() || path.charAt(digits) != ']') {
                    return false;
                }
                i = digits + 1;
            } else {
                return false;
            }
        }
        return true;
    }

    /** A string token's text; the token's length is checked against the bytes left first. */
    private String decodedString(String what) throws IOException {
        int at = pos;
        byte type = next();
        int length;
        java.nio.charset.Charset charset;
        if (type >= BC_STR_ASCII_FIX_MIN && type <= BC_STR_ASCII_FIX_MAX) {
            length = type - BC_STR_ASCII_FIX_MIN;
            charset = java.nio.charset.StandardCharsets.ISO_8859_1;
        } else if (type >= BC_STR_ASCII && type <= BC_STR_GB18030) {
            length = length("string length");
            charset = STRING_CHARSETS[type - BC_STR_ASCII];
        } else {
            throw refuse(what + " is not a string (type code " + hex(type) + ")", at);
        }
        int from = pos;
        skip(length, at);
        return new String(bytes, from, length, charset);
    }

    /** By type code from {@code BC_STR_ASCII} to {@code BC_STR_GB18030}. */
    private static final java.nio.charset.Charset[] STRING_CHARSETS = {
        java.nio.charset.StandardCharsets.ISO_8859_1, java.nio.charset.StandardCharsets.UTF_8,
        java.nio.charset.StandardCharsets.UTF_16, java.nio.charset.StandardCharsets.UTF_16LE,
        java.nio.charset.StandardCharsets.UTF_16BE, java.nio.charset.Charset.forName("GB18030")
    };

    private static String printable(String text) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < text.length() && i < 64; i++) {
            char c = text.charAt(i);
            if (c < ' ' || c == 0x7f) {
                out.append(String.format("\\u%04x", (int) c));
            } else {
                out.append(c);
            }
        }
        return text.length() > 64 ? out.append("...").toString() : out.toString();
    }

    /** A string or a symbol (names, time zones). */
    private void name(String what) throws IOException {
        if (peek() == BC_SYMBOL) {
            pos++;
            symbol();
        } else {
            string(what);
        }
    }

    private void string(String what) throws IOException {
        int at = pos;
        byte type = next();
        if (type >= BC_STR_ASCII_FIX_MIN && type <= BC_STR_ASCII_FIX_MAX) {
            skip(type - BC_STR_ASCII_FIX_MIN, at);
        } else if (type >= BC_STR_ASCII && type <= BC_STR_GB18030) {
            skip(length("string length"), at);
        } else {
            throw refuse(what + " is not a string (type code " + hex(type) + ")", at);
        }
    }

    /** Any of the integer encodings {@link #integer} accepts (so reading one never nests). */
    private static boolean isInteger(byte type) {
        return type >= BC_INT64_SHORT_MIN && type <= BC_INT32 || type >= BC_INT64 && type <= BC_INT64_INT
                || type == BC_INT8 || type == BC_INT16;
    }

    /** What fastjson2 treats as an integer before a symbol or type name: the int32 encodings. */
    private static boolean isIntegerSlot(byte type) {
        return type >= BC_INT32_NUM_MIN && type <= BC_INT32;
    }

    private int length(String what) throws IOException {
        int at = pos;
        long length = integer(what);
        if (length < 0 || length > end - pos) {
            throw refuse(what + " " + length + " does not fit the " + (end - pos) + " bytes left", at);
        }
        return (int) length;
    }

    private int count() throws IOException {
        int at = pos;
        long count = integer("an array size");
        if (count < 0 || count > end - pos) {
            throw refuse("array size " + count + " does not fit the " + (end - pos) + " bytes left", at);
        }
        return (int) count;
    }

    /**
     * An integer in one of the encodings JSONB writers use for it; anything else (a decimal, a float, a string,
     * all of which fastjson2 would accept and convert) is refused.
     */
    private long integer(String what) throws IOException {
        int at = pos;
        byte type = next();
        if (type >= BC_INT32_NUM_MIN && type <= BC_INT32_NUM_MAX) {
            return type;
        }
        if (type >= BC_INT64_NUM_MIN && type <= BC_INT64_NUM_MAX) {
            return INT64_NUM_LOW_VALUE + (type - BC_INT64_NUM_MIN);
        }
        if (type >= BC_INT32_BYTE_MIN && type <= BC_INT32_BYTE_MAX) {
            return ((type - BC_INT32_BYTE_ZERO) << 8) + (long) unsigned(1, at);
        }
        if (type >= BC_INT64_BYTE_MIN && type <= BC_INT64_BYTE_MAX) {
            return ((type - BC_INT64_BYTE_ZERO) << 8) + (long) unsigned(1, at);
        }
        if (type >= BC_INT32_SHORT_MIN && type <= BC_INT32_SHORT_MAX) {
            return ((type - BC_INT32_SHORT_ZERO) << 16) + (long) unsigned(2, at);
        }
        if (type >= BC_INT64_SHORT_MIN && type <= BC_INT64_SHORT_MAX) {
            return ((type - BC_INT64_SHORT_ZERO) << 16) + (long) unsigned(2, at);
        }
        switch (type) {
            case BC_INT8:
                return (byte) unsigned(1, at);
            case BC_INT16:
                return (short) unsigned(2, at);
            case BC_INT32:
            case BC_INT64_INT:
                return (int) unsigned(4, at);
            case BC_INT64:
                return unsigned(8, at);
            default:
                if (type == BC_DECIMAL && pos < end && isInteger(bytes[pos])) {
                    // a decimal where an integer belongs: name its scale if that is the problem
                    checkScale();
                }
                throw refuse(what + " is not an integer (type code " + hex(type) + ")", at);
        }
    }

    /** The next {@code n} bytes, big-endian, as an unsigned number (n = 8 wraps to the signed long). */
    private long unsigned(int n, int tokenAt) throws IOException {
        int from = pos;
        skip(n, tokenAt);
        long v = 0;
        for (int i = from; i < from + n; i++) {
            v = (v << 8) | (bytes[i] & 0xFF);
        }
        return v;
    }

    private byte next() throws IOException {
        if (pos >= end) {
            throw refuse("the value ends inside a token", end);
        }
        return bytes[pos++];
    }

    private byte peek() throws IOException {
        if (pos >= end) {
            throw refuse("the value ends inside a token", end);
        }
        return bytes[pos];
    }

    private void skip(int n, int tokenAt) throws IOException {
        if (n > end - pos) {
            throw refuse("the token at offset " + tokenAt + " needs " + n + " bytes, " + (end - pos) + " left", pos);
        }
        pos += n;
    }

    private void push(int frame) {
        if (depth == frames.length) {
            frames = Arrays.copyOf(frames, depth * 2);
        }
        frames[depth++] = frame;
    }

    private static String hex(byte type) {
        return String.format("0x%02x", type & 0xFF);
    }

    private static IOException refuse(String problem, int offset) {
        return new IOException("fastjson2 body refused: " + problem + " at offset " + offset);
    }
}
