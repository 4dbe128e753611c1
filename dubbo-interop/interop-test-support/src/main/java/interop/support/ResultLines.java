package interop.support;

import java.util.ArrayList;
import java.util.List;

/** Reads {@code RESULT <check> PASS} and {@code RESULT <check> FAIL <reason>} lines out of a consumer's output. */
final class ResultLines {

    private static final String PREFIX = "RESULT ";

    private ResultLines() {
    }

    static List<CheckResult> parse(String output) {
        List<CheckResult> results = new ArrayList<>();
        for (String line : output.split("\\R")) {
            if (!line.startsWith(PREFIX)) {
                continue;
            }
            String[] parts = line.substring(PREFIX.length()).split(" ", 3);
            if (parts.length >= 2 && parts[1].equals("PASS")) {
                results.add(new CheckResult(parts[0], true, ""));
            } else if (parts.length >= 2 && parts[1].equals("FAIL")) {
                results.add(new CheckResult(parts[0], false, parts.length == 3 ? parts[2] : ""));
            }
        }
        return results;
    }
}
