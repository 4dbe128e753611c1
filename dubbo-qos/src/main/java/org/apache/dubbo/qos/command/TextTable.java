package org.apache.dubbo.qos.command;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The boxed tables of Apache Dubbo's QoS output ({@code ls}, {@code count}), drawn with {@code +-|}: cells centred
 * in columns as wide as their widest cell, a rule under the header and after every row. Scripts parse these, so the
 * drawing matches the 3.3.5 output character for character.
 */
public final class TextTable {

    private final List<String> header;
    private final List<List<String>> rows = new ArrayList<>();

    private TextTable(List<String> header) {
        this.header = header;
    }

    /** A table with a header row; cells are centred. */
    public static TextTable withHeader(String... header) {
        return new TextTable(Arrays.asList(header));
    }

    public TextTable row(String... cells) {
        rows.add(Arrays.asList(cells));
        return this;
    }

    public String render() {
        int[] widths = new int[header.size()];
        measure(widths, header);
        for (List<String> row : rows) {
            measure(widths, row);
        }
        StringBuilder out = new StringBuilder();
        String rule = rule(widths);
        out.append(rule);
        line(out, widths, header);
        out.append(rule);
        for (List<String> row : rows) {
            line(out, widths, row);
            out.append(rule);
        }
        return out.toString();
    }

    private static void measure(int[] widths, List<String> cells) {
        for (int i = 0; i < widths.length && i < cells.size(); i++) {
            widths[i] = Math.max(widths[i], text(cells.get(i)).length());
        }
    }

    private static String rule(int[] widths) {
        StringBuilder r = new StringBuilder("+");
        for (int w : widths) {
            for (int i = 0; i < w; i++) {
                r.append('-');
            }
            r.append('+');
        }
        return r.append('\n').toString();
    }

    private static void line(StringBuilder out, int[] widths, List<String> cells) {
        out.append('|');
        for (int i = 0; i < widths.length; i++) {
            String cell = text(i < cells.size() ? cells.get(i) : "");
            int pad = widths[i] - cell.length();
            int left = pad / 2;
            spaces(out, left);
            out.append(cell);
            spaces(out, pad - left);
            out.append('|');
        }
        out.append('\n');
    }

    private static String text(String s) {
        return s == null ? "" : s;
    }

    private static void spaces(StringBuilder out, int n) {
        for (int i = 0; i < n; i++) {
            out.append(' ');
        }
    }
}
