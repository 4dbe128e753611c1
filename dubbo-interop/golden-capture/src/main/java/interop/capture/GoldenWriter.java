package interop.capture;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Writes captured frames as golden vectors: one lowercase-hex file per frame under {@code <out>/<version>/}, and
 * {@code <out>/index.tsv} describing every file.
 */
final class GoldenWriter {

    static final String INDEX_HEADER =
            "file\tversion\tconnection\tdirection\tflag\tstatus\tid\tbody_length\tlabel\tdetail";

    private final Path out;
    private final List<String> indexRows = new ArrayList<>();
    private final List<String> writtenVersions = new ArrayList<>();

    GoldenWriter(Path out) {
        this.out = out;
    }

    void write(String version, Map<CapturedFrame, String[]> labelled) throws IOException {
        writtenVersions.add(version);
        Path dir = out.resolve(version);
        deleteRecursively(dir);
        Files.createDirectories(dir);
        int number = 0;
        for (Map.Entry<CapturedFrame, String[]> entry : labelled.entrySet()) {
            CapturedFrame frame = entry.getKey();
            String label = entry.getValue()[0];
            String detail = entry.getValue()[1].replace('\t', ' ').replace('\n', ' ');
            String name = String.format("%03d-%s-%s.hex", ++number, frame.direction(), fileSafe(label));
            Files.writeString(dir.resolve(name), HexFormat.of().formatHex(frame.bytes()) + "\n",
                    StandardCharsets.US_ASCII);
            indexRows.add(String.join("\t", version + "/" + name, version, frame.connection(), frame.direction(),
                    String.format("0x%02x", frame.flag()), String.valueOf(frame.status()), String.valueOf(frame.id()),
                    String.valueOf(frame.bodyLength()), label, detail));
        }
    }

    /** Writes the index: the new rows plus the existing rows of versions not captured this time. */
    void writeIndex() throws IOException {
        Path index = out.resolve("index.tsv");
        Set<String> rewritten = new HashSet<>(writtenVersions);
        List<String> rows = new ArrayList<>(indexRows);
        if (Files.exists(index)) {
            for (String row : Files.readAllLines(index, StandardCharsets.UTF_8)) {
                String[] columns = row.split("\t", 3);
                if (!row.equals(INDEX_HEADER) && columns.length > 1 && !rewritten.contains(columns[1])) {
                    rows.add(row);
                }
            }
        }
        rows.sort(Comparator.comparing((String row) -> row.split("\t", 2)[0]));
        List<String> lines = new ArrayList<>();
        lines.add(INDEX_HEADER);
        lines.addAll(rows);
        Files.write(index, lines, StandardCharsets.UTF_8);
    }

    private static String fileSafe(String label) {
        return label.replace("$", "").replaceAll("[^A-Za-z0-9.-]+", "_");
    }

    private static void deleteRecursively(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(dir)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }
}
