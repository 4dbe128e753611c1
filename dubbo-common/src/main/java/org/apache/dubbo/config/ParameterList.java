package org.apache.dubbo.config;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The text form of a {@code parameters} map in attributes and externalized configuration:
 * {@code [{k1:v1},{k2:v2}]}. A key ends at the first {@code ':'}, so values may hold colons (URLs).
 */
final class ParameterList {

    private static final String EXPECTED = "expected [{key:value},{key:value},...]";

    private ParameterList() {
    }

    /** {@code [{k1:v1},{k2:v2}]}, or null for a null or empty map. */
    static String format(Map<?, ?> parameters) {
        if (parameters == null || parameters.isEmpty()) {
            return null;
        }
        StringBuilder out = new StringBuilder("[");
        for (Map.Entry<?, ?> entry : parameters.entrySet()) {
            if (out.length() > 1) {
                out.append(',');
            }
            out.append('{').append(entry.getKey()).append(':').append(entry.getValue()).append('}');
        }
        return out.append(']').toString();
    }

    /**
     * The entries of {@code text}, in order, keys and values trimmed; {@code []} is empty.
     *
     * @throws IllegalArgumentException saying what was expected if the text is not of that form
     */
    static Map<String, String> parse(String text) {
        String list = text.trim();
        if (!list.startsWith("[") || !list.endsWith("]")) {
            throw new IllegalArgumentException(EXPECTED);
        }
        Map<String, String> parameters = new LinkedHashMap<>();
        int position = 1;
        int end = list.length() - 1;
        while (true) {
            position = skipBlanks(list, position, end);
            if (position == end) {
                return parameters;
            }
            if (list.charAt(position) != '{') {
                throw new IllegalArgumentException(EXPECTED);
            }
            int close = list.indexOf('}', position);
            if (close < 0 || close > end) {
                throw new IllegalArgumentException(EXPECTED);
            }
            String entry = list.substring(position + 1, close);
            int colon = entry.indexOf(':');
            String key = colon < 0 ? "" : entry.substring(0, colon).trim();
            if (key.isEmpty()) {
                throw new IllegalArgumentException(EXPECTED + ", got entry {" + entry + "}");
            }
            parameters.put(key, entry.substring(colon + 1).trim());
            position = skipBlanks(list, close + 1, end);
            if (position < end) {
                if (list.charAt(position) != ',') {
                    throw new IllegalArgumentException(EXPECTED);
                }
                position++;
            }
        }
    }

    private static int skipBlanks(String text, int from, int end) {
        int position = from;
        while (position < end && Character.isWhitespace(text.charAt(position))) {
            position++;
        }
        return position;
    }
}
