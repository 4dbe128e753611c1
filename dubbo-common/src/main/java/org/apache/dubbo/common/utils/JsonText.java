package org.apache.dubbo.common.utils;

import java.lang.reflect.Array;
import java.util.Collection;
import java.util.Map;

/**
 * Writes a value as JSON text for log lines (access logs, argument strings): beans become objects of their
 * properties (through {@link PojoUtils#generalize(Object)}, without the {@code class} entry), collections and
 * arrays become arrays. Not a general JSON library: nothing reads this back.
 */
final class JsonText {

    private static final int MAX_DEPTH = 32;

    private JsonText() {
    }

    static String write(Object value) {
        StringBuilder b = new StringBuilder();
        write(b, PojoUtils.generalize(value), 0);
        return b.toString();
    }

    private static void write(StringBuilder b, Object value, int depth) {
        if (depth > MAX_DEPTH) {
            throw new IllegalArgumentException("Nested deeper than " + MAX_DEPTH + " levels");
        }
        if (value == null) {
            b.append("null");
        } else if (value instanceof Number || value instanceof Boolean) {
            b.append(value);
        } else if (value instanceof Map) {
            b.append('{');
            boolean first = true;
            for (Map.Entry<?, ?> entry : ((Map<?, ?>) value).entrySet()) {
                if ("class".equals(entry.getKey())) {
                    continue;
                }
                if (!first) {
                    b.append(',');
                }
                first = false;
                string(b, String.valueOf(entry.getKey()));
                b.append(':');
                write(b, entry.getValue(), depth + 1);
            }
            b.append('}');
        } else if (value instanceof Collection) {
            b.append('[');
            boolean first = true;
            for (Object element : (Collection<?>) value) {
                if (!first) {
                    b.append(',');
                }
                first = false;
                write(b, element, depth + 1);
            }
            b.append(']');
        } else if (value.getClass().isArray()) {
            b.append('[');
            for (int i = 0; i < Array.getLength(value); i++) {
                if (i > 0) {
                    b.append(',');
                }
                write(b, Array.get(value, i), depth + 1);
            }
            b.append(']');
        } else {
            string(b, value.toString());
        }
    }

    private static void string(StringBuilder b, String s) {
        b.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"':
                    b.append("\\\"");
                    break;
                case '\\':
                    b.append("\\\\");
                    break;
                case '\n':
                    b.append("\\n");
                    break;
                case '\r':
                    b.append("\\r");
                    break;
                case '\t':
                    b.append("\\t");
                    break;
                default:
                    if (c < 0x20) {
                        b.append(String.format("\\u%04x", (int) c));
                    } else {
                        b.append(c);
                    }
            }
        }
        b.append('"');
    }
}
