package io.github.dubbotuned.benchmark.runner;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;

class CsvRowsTest {

    @Test
    void resultTableRoundTripsThroughCsvIncludingCommasAndQuotes(@TempDir Path dir) throws Exception {
        ResultTable table = new ResultTable("t");
        Map<String, Object> row = table.newRow();
        row.put("name", "a, \"b\"");
        row.put("value", 1.5);
        row.put("missing", Double.NaN);
        table.write(dir.toFile());

        List<Map<String, String>> rows = CsvRows.read(dir.resolve("t.csv").toFile());

        assertEquals(1, rows.size());
        assertEquals("a, \"b\"", rows.get(0).get("name"));
        assertEquals(1.5, CsvRows.number(rows.get(0), "value"));
        assertEquals("", rows.get(0).get("missing"));
    }
}
