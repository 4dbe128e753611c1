package org.apache.dubbo.common;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Reads the query of a URL whose parameters repeat, key for key and in the same order, those of a URL of the same
 * path parsed before: the thousands of provider URLs of one service that a registry hands over, which differ in their
 * address, timestamp and pid only. The keys are matched in place, each value equal to the one the last such URL had is
 * taken from its {@link ParameterMap} row, and the map is built without a hash map, a sort, a string per key or, when
 * only the per-address values differ, a lookup in the row pool.
 *
 * <p>Anything else makes {@link #read} return null and the caller parse as always: a key missing, added or in
 * another order, blanks around a key or value, a lone word, an empty token, a {@code default.*} key. The result is the
 * same map either way (same layout, same shared row). What a full parse produced is learnt by {@link #learn}: up to
 * {@value #SHAPES_PER_PATH} shapes per path (the providers of a service in the middle of a rolling upgrade register two
 * key sets), the last learnt first, for at most {@value #MAX_PATHS} paths. A racing thread may replace another's
 * update, which costs a full parse later, never a wrong map: every shape is immutable and checked against the whole
 * text it reads.
 */
final class QueryShapes {

    static final int MAX_PATHS = 4096;
    static final int SHAPES_PER_PATH = 4;

    private static final ConcurrentHashMap<String, Shape[]> SHAPES = new ConcurrentHashMap<>();

    private QueryShapes() {
    }

    /**
     * The parameters of the query {@code text[from, to)} of a URL with {@code path}, when they have one of the shapes
     * learnt for that path; otherwise null.
     */
    static Map<String, String> read(String text, int from, int to, String path) {
        Shape[] shapes = path == null ? null : SHAPES.get(path);
        if (shapes == null) {
            return null;
        }
        for (Shape shape : shapes) {
            Map<String, String> read = read(text, from, to, path, shapes, shape);
            if (read != null) {
                return read;
            }
        }
        return null;
    }

    private static Map<String, String> read(String text, int from, int to, String path, Shape[] shapes, Shape shape) {
        ParameterMap.Layout layout = (ParameterMap.Layout) shape.row[0];
        String[] keys = shape.textKeys;
        Object[] row = shape.row;
        Object[] changed = null;
        long timestamp = ParameterMap.TEXT_TIMESTAMP;
        String pid = null;
        int at = from;
        for (int j = 0; j < keys.length; j++) {
            if (j > 0) {
                if (at == to || !URLParser.isSeparator(text.charAt(at))) {
                    return null;
                }
                at++;
            }
            String key = keys[j];
            int valueStart = at + key.length() + 1;
            if (valueStart > to || !text.regionMatches(at, key, 0, key.length())
                    || text.charAt(valueStart - 1) != '=') {
                return null;
            }
            int valueEnd = valueStart;
            while (valueEnd < to && !URLParser.isSeparator(text.charAt(valueEnd))) {
                valueEnd++;
            }
            if (valueEnd > valueStart && (text.charAt(valueStart) <= ' ' || text.charAt(valueEnd - 1) <= ' ')) {
                return null;
            }
            int index = shape.layoutIndexes[j];
            // what the row holds at the key's slot: its value, or null for a timestamp held as a number and a pid
            // held apart (as ParameterMap.copyOf decides)
            long number = index == layout.timestampAt ? ParameterMap.plainNumber(text, valueStart, valueEnd)
                    : ParameterMap.TEXT_TIMESTAMP;
            String held;
            if (number != ParameterMap.TEXT_TIMESTAMP) {
                timestamp = number;
                held = null;
            } else if (index == layout.pidAt) {
                if (ParameterMap.isOwnPid(text, valueStart, valueEnd)) {
                    held = ParameterMap.OWN_PID;
                } else {
                    pid = text.substring(valueStart, valueEnd);
                    held = null;
                }
            } else {
                Object known = row[index + 1];
                held = known instanceof String && sameText((String) known, text, valueStart, valueEnd)
                        ? (String) known : ParameterMap.canonicalValue(key, text.substring(valueStart, valueEnd));
            }
            if (row[index + 1] != held) {
                if (changed == null) {
                    changed = row.clone();
                }
                changed[index + 1] = held;
            }
            at = valueEnd;
        }
        if (at != to) {
            return null;
        }
        if (changed != null) {
            Object[] pooled = SharedValueArrays.find(changed);
            row = pooled != null ? pooled : SharedValueArrays.share(changed);
            replace(path, shapes, shape, new Shape(keys, shape.layoutIndexes, row));
        }
        return ParameterMap.withRow(row, timestamp, pid);
    }

    /**
     * Remembers the shape of the query {@code text[from, to)} of a URL with {@code path}, which was parsed into
     * {@code parsed}, if {@link #read} can read such a query: a shared row, and every token a plain {@code key=value}.
     */
    static void learn(String text, int from, int to, String path, Map<String, String> parsed) {
        if (!(parsed instanceof ParameterMap) || !((ParameterMap) parsed).hasSharedRow()) {
            return;
        }
        Object[] row = (Object[]) ((ParameterMap) parsed).rowKey();
        ParameterMap.Layout layout = (ParameterMap.Layout) row[0];
        int count = layout.keys.length;
        String[] keys = new String[count];
        int[] indexes = new int[count];
        boolean[] seen = new boolean[count];
        int j = 0;
        int start = from;
        for (int at = from; at <= to; at++) {
            if (at < to && !URLParser.isSeparator(text.charAt(at))) {
                continue;
            }
            int eq = text.indexOf('=', start);
            if (j == count || eq < 0 || eq >= at || eq == start || text.charAt(start) <= ' '
                    || text.charAt(eq - 1) <= ' ' || eq + 1 < at && (text.charAt(eq + 1) <= ' '
                    || text.charAt(at - 1) <= ' ')) {
                return;
            }
            String key = text.substring(start, eq);
            int index = layout.indexOf(key);
            if (index < 0 || seen[index] || key.startsWith(URLParser.DEFAULT_KEY_PREFIX)) {
                return;
            }
            seen[index] = true;
            keys[j] = layout.keys[index];
            indexes[j] = index;
            j++;
            start = at + 1;
        }
        // every key of the map once, each from a plain token: the map holds nothing the text does not say
        if (j == count && path != null && (SHAPES.size() < MAX_PATHS || SHAPES.containsKey(path))) {
            Shape[] known = SHAPES.get(path);
            Shape[] shapes = new Shape[known == null ? 1 : Math.min(known.length + 1, SHAPES_PER_PATH)];
            shapes[0] = new Shape(keys, indexes, row);
            if (known != null) {
                System.arraycopy(known, 0, shapes, 1, shapes.length - 1);
            }
            SHAPES.put(path, shapes);
        }
    }

    /** Puts {@code updated} in the place of {@code old} among the shapes of {@code path}. */
    private static void replace(String path, Shape[] shapes, Shape old, Shape updated) {
        Shape[] copy = shapes.clone();
        for (int i = 0; i < copy.length; i++) {
            if (copy[i] == old) {
                copy[i] = updated;
            }
        }
        SHAPES.replace(path, shapes, copy);
    }

    private static boolean sameText(String known, String text, int from, int to) {
        return known.length() == to - from && text.regionMatches(from, known, 0, known.length());
    }

    /** The keys of a query in the order its text lists them, where each sits in the layout, and the last row. */
    private static final class Shape {
        final String[] textKeys;
        final int[] layoutIndexes;
        /** A pooled {@link ParameterMap} row: the layout, then the values in key order. */
        final Object[] row;

        Shape(String[] textKeys, int[] layoutIndexes, Object[] row) {
            this.textKeys = textKeys;
            this.layoutIndexes = layoutIndexes;
            this.row = row;
        }
    }
}
