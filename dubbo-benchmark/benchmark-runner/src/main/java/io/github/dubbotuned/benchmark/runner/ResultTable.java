package io.github.dubbotuned.benchmark.runner;

import java.io.File;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Rows of named values, written as {@code <name>.csv} and {@code <name>.json} (an array of objects) in the results
 * directory; the charts and anyone else read them back. Values are numbers or strings.
 */
final class ResultTable {

    private final String name;
    private final List<String> columns = new ArrayList<String>();
    private final List<Map<String, Object>> rows = new ArrayList<Map<String, Object>>();

    ResultTable(String name) {
        this.name = name;
    }

    String name() {
        return name;
    }

    /** Starts a row; put values on the returned map in column order. */
    Map<String, Object> newRow() {
        Map<String, Object> row = new LinkedHashMap<String, Object>();
        rows.add(row);
        return row;
    }

    List<Map<String, Object>> rows() {
        return rows;
    }

    boolean isEmpty() {
        return rows.isEmpty();
    }

    void write(File directory) throws IOException {
        for (Map<String, Object> row : rows) {
            for (String column : row.keySet()) {
                if (!columns.contains(column)) {
                    columns.add(column);
                }
            }
        }
        directory.mkdirs();
        Writer csv = new OutputStreamWriter(Files.newOutputStream(new File(directory, name + ".csv").toPath()),
                StandardCharsets.UTF_8);
        try {
            csv.write(String.join(",", columns) + "\n");
            for (Map<String, Object> row : rows) {
                StringBuilder line = new StringBuilder();
                for (int c = 0; c < columns.size(); c++) {
                    line.append(c == 0 ? "" : ",").append(csvValue(row.get(columns.get(c))));
                }
                csv.write(line + "\n");
            }
        } finally {
            csv.close();
        }
        Writer json = new OutputStreamWriter(Files.newOutputStream(new File(directory, name + ".json").toPath()),
                StandardCharsets.UTF_8);
        try {
            json.write("[\n");
            for (int i = 0; i < rows.size(); i++) {
                StringBuilder object = new StringBuilder("  {");
                boolean first = true;
                for (Map.Entry<String, Object> entry : rows.get(i).entrySet()) {
                    object.append(first ? "" : ", ").append(jsonString(entry.getKey())).append(": ")
                            .append(jsonValue(entry.getValue()));
                    first = false;
                }
                json.write(object.append(i + 1 < rows.size() ? "},\n" : "}\n").toString());
            }
            json.write("]\n");
        } finally {
            json.close();
        }
    }

    static String format(Object value) {
        if (value instanceof Double || value instanceof Float) {
            double d = ((Number) value).doubleValue();
            if (Double.isNaN(d)) {
                return "";
            }
            return String.format(Locale.ROOT, "%.2f", d);
        }
        return value == null ? "" : String.valueOf(value);
    }

    private static String csvValue(Object value) {
        String text = format(value);
        return text.contains(",") || text.contains("\"") ? "\"" + text.replace("\"", "\"\"") + "\"" : text;
    }

    private static String jsonValue(Object value) {
        if (value instanceof Number) {
            String text = format(value);
            return text.isEmpty() ? "null" : text;
        }
        return value == null ? "null" : jsonString(String.valueOf(value));
    }

    private static String jsonString(String text) {
        StringBuilder out = new StringBuilder("\"");
        for (char c : text.toCharArray()) {
            if (c == '"' || c == '\\') {
                out.append('\\').append(c);
            } else if (c < 0x20) {
                out.append(String.format("\\u%04x", (int) c));
            } else {
                out.append(c);
            }
        }
        return out.append('"').toString();
    }
}
