package io.github.dubbotuned.benchmark.runner;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Reads a result CSV written by {@link ResultTable} back into rows of column → text. */
final class CsvRows {

    private CsvRows() {
    }

    static List<Map<String, String>> read(File file) throws IOException {
        List<String> lines = Files.readAllLines(file.toPath(), StandardCharsets.UTF_8);
        List<Map<String, String>> rows = new ArrayList<Map<String, String>>();
        if (lines.isEmpty()) {
            return rows;
        }
        List<String> header = split(lines.get(0));
        for (int i = 1; i < lines.size(); i++) {
            if (lines.get(i).trim().isEmpty()) {
                continue;
            }
            List<String> values = split(lines.get(i));
            Map<String, String> row = new LinkedHashMap<String, String>();
            for (int c = 0; c < header.size(); c++) {
                row.put(header.get(c), c < values.size() ? values.get(c) : "");
            }
            rows.add(row);
        }
        return rows;
    }

    static double number(Map<String, String> row, String column) {
        String value = row.get(column);
        try {
            return value == null || value.isEmpty() ? Double.NaN : Double.parseDouble(value);
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }

    static List<String> split(String line) {
        List<String> values = new ArrayList<String>();
        StringBuilder value = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
                    value.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    value.append(c);
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                values.add(value.toString());
                value.setLength(0);
            } else {
                value.append(c);
            }
        }
        values.add(value.toString());
        return values;
    }
}
