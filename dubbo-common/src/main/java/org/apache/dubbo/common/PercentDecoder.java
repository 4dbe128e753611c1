package org.apache.dubbo.common;

import java.nio.charset.StandardCharsets;

/**
 * {@code application/x-www-form-urlencoded} decoding with UTF-8, giving what {@link java.net.URLDecoder} gives: a
 * {@code +} is a space, each run of {@code %XX} escapes is one UTF-8 byte sequence (malformed sequences become
 * U+FFFD), and an incomplete or non-hex escape is refused (also one with a sign, such as {@code %+5}, which
 * {@code URLDecoder}'s number parsing lets through). It reads the text once, copies plain stretches in one go and
 * writes ASCII escapes straight into the result: ZooKeeper registries name each provider by its whole URL encoded, a
 * kilobyte with a hundred escapes, and a consumer of a large fleet decodes every one of them.
 */
final class PercentDecoder {

    private PercentDecoder() {
    }

    /** The decoded text; {@code text} itself when it holds neither {@code %} nor {@code +}. */
    static String decode(String text) {
        int first = nextSpecial(text, 0);
        if (first < 0) {
            return text;
        }
        int length = text.length();
        StringBuilder out = new StringBuilder(length);
        out.append(text, 0, first);
        byte[] bytes = null;
        int at = first;
        while (at < length) {
            char c = text.charAt(at);
            if (c == '+') {
                out.append(' ');
                at++;
            } else if (c == '%') {
                if (bytes == null) {
                    bytes = new byte[(length - at) / 3];
                }
                int count = 0;
                boolean ascii = true;
                while (at < length && text.charAt(at) == '%') {
                    if (at + 2 >= length) {
                        throw new IllegalArgumentException("incomplete trailing escape (%) pattern");
                    }
                    int high = Character.digit(text.charAt(at + 1), 16);
                    int low = Character.digit(text.charAt(at + 2), 16);
                    if (high < 0 || low < 0) {
                        throw new IllegalArgumentException("illegal hex characters in escape (%) pattern: "
                                + text.substring(at, at + 3));
                    }
                    int value = (high << 4) | low;
                    ascii &= value < 0x80;
                    bytes[count++] = (byte) value;
                    at += 3;
                }
                if (ascii) {
                    for (int i = 0; i < count; i++) {
                        out.append((char) bytes[i]);
                    }
                } else {
                    out.append(new String(bytes, 0, count, StandardCharsets.UTF_8));
                }
            } else {
                int next = nextSpecial(text, at);
                int end = next < 0 ? length : next;
                out.append(text, at, end);
                at = end;
            }
        }
        return out.toString();
    }

    /** The index of the first {@code %} or {@code +} at or after {@code from}, or -1. */
    private static int nextSpecial(String text, int from) {
        for (int i = from; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '%' || c == '+') {
                return i;
            }
        }
        return -1;
    }
}
