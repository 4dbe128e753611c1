package io.github.dubbotuned.benchmark.runner;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A line of {@code key=value} pairs after a marker, as the soak and in-flight programs print them
 * ({@code BENCH FIGURES label=interval heap_after_gc_mb=12.50 ...}); values are numbers where they parse as one.
 * A value runs to the next space, except the last key's, which may be {@code message=} text with spaces.
 */
final class FiguresLine {

    private FiguresLine() {
    }

    /** The pairs of {@code line} after {@code marker}, or null if the line does not carry it. */
    static Map<String, Object> parse(String line, String marker) {
        int at = line.indexOf(marker);
        if (at < 0) {
            return null;
        }
        Map<String, Object> values = new LinkedHashMap<String, Object>();
        String rest = line.substring(at + marker.length()).trim();
        while (!rest.isEmpty()) {
            int eq = rest.indexOf('=');
            if (eq <= 0) {
                break;
            }
            String key = rest.substring(0, eq);
            String tail = rest.substring(eq + 1);
            int space = "message".equals(key) ? -1 : tail.indexOf(' ');
            String value = space < 0 ? tail : tail.substring(0, space);
            values.put(key, value(value));
            rest = space < 0 ? "" : tail.substring(space + 1).trim();
        }
        return values;
    }

    static Object value(String text) {
        try {
            if (text.matches("-?\\d+")) {
                return Long.parseLong(text);
            }
            if (text.matches("-?\\d+\\.\\d+")) {
                return Double.parseDouble(text);
            }
        } catch (NumberFormatException e) {
            // too long for a long: keep the text
        }
        return text;
    }

    static double number(Map<String, Object> values, String key) {
        Object value = values.get(key);
        return value instanceof Number ? ((Number) value).doubleValue() : Double.NaN;
    }
}
