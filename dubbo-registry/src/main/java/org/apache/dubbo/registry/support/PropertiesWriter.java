package org.apache.dubbo.registry.support;

import java.io.Closeable;
import java.io.IOException;
import java.io.OutputStream;

/**
 * Writes a properties file in the form of {@link java.util.Properties#store(OutputStream, String)} (ISO 8859-1,
 * characters outside printable ASCII as {@code \}{@code uXXXX}, the same escapes), piece by piece: a value can be
 * written in parts, so a file of many large values never holds one as a string. Every byte it writes is ASCII; it
 * buffers them itself, without a charset encoder or a lock per character.
 */
final class PropertiesWriter implements Closeable {

    private static final byte[] HEX = {'0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'A', 'B', 'C', 'D', 'E', 'F'};
    private static final byte[] LINE_SEPARATOR = ascii(System.lineSeparator());

    private final OutputStream out;
    private final byte[] buffer = new byte[1 << 16];
    private int count;

    PropertiesWriter(OutputStream out) {
        this.out = out;
    }

    /** {@code #comment} and a line separator; {@code comment} is ASCII without line breaks. */
    void comment(String comment) throws IOException {
        put('#');
        for (int i = 0; i < comment.length(); i++) {
            put(comment.charAt(i));
        }
        newLine();
    }

    /** {@code key} escaped (spaces escaped wherever they are) and {@code =}. */
    void key(String key) throws IOException {
        escaped(key, true, true);
        put('=');
    }

    /**
     * A part of a value, escaped; {@code atStart} tells whether it begins the value (a space is escaped only as the
     * first character of a value).
     */
    void value(String text, boolean atStart) throws IOException {
        escaped(text, false, atStart);
    }

    /** A character that needs no escaping at this place, such as a space separating parts of a value. */
    void plain(char c) throws IOException {
        put(c);
    }

    void newLine() throws IOException {
        for (byte b : LINE_SEPARATOR) {
            put(b);
        }
    }

    private void escaped(String text, boolean escapeSpaces, boolean atStart) throws IOException {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c > '=' && c < 0x7f && c != '\\') {
                put(c); // the common case: letters, digits and most punctuation
                continue;
            }
            switch (c) {
                case '\\':
                    put('\\');
                    put('\\');
                    break;
                case ' ':
                    if (escapeSpaces || (atStart && i == 0)) {
                        put('\\');
                    }
                    put(' ');
                    break;
                case '\t':
                    put('\\');
                    put('t');
                    break;
                case '\n':
                    put('\\');
                    put('n');
                    break;
                case '\r':
                    put('\\');
                    put('r');
                    break;
                case '\f':
                    put('\\');
                    put('f');
                    break;
                case '=':
                case ':':
                case '#':
                case '!':
                    put('\\');
                    put(c);
                    break;
                default:
                    if (c < 0x20 || c > 0x7e) {
                        put('\\');
                        put('u');
                        put(HEX[(c >> 12) & 0xf]);
                        put(HEX[(c >> 8) & 0xf]);
                        put(HEX[(c >> 4) & 0xf]);
                        put(HEX[c & 0xf]);
                    } else {
                        put(c);
                    }
                    break;
            }
        }
    }

    private void put(char c) throws IOException {
        put((byte) c);
    }

    private void put(byte b) throws IOException {
        if (count == buffer.length) {
            out.write(buffer, 0, count);
            count = 0;
        }
        buffer[count++] = b;
    }

    /** Writes what is buffered and closes the stream. */
    @Override
    public void close() throws IOException {
        try {
            out.write(buffer, 0, count);
            count = 0;
        } finally {
            out.close();
        }
    }

    private static byte[] ascii(String text) {
        byte[] bytes = new byte[text.length()];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = (byte) text.charAt(i);
        }
        return bytes;
    }
}
