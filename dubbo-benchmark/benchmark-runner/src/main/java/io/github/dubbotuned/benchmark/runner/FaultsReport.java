package io.github.dubbotuned.benchmark.runner;

import java.util.Map;

/**
 * The faults experiment's Markdown table: one row per scenario and consumer, times in seconds after the fault
 * (detection) or after the heal (recovery). The fault itself and each directory's list are in the CSV/JSON rows.
 */
final class FaultsReport {

    private FaultsReport() {
    }

    static String render(ResultTable table) {
        StringBuilder out = new StringBuilder();
        out.append("| Scenario | Consumer | Calls failed / succeeded | Longest call | Detected (s after fault)"
                + " | Recovered (s after heal) | Live provider never faulted: time out of a directory | Threads before → after"
                + " | FDs before → after | Directory after |\n");
        out.append("|---|---|---|---|---|---|---|---|---|---|\n");
        for (Map<String, Object> row : table.rows()) {
            out.append("| ").append(value(row, "scenario"))
                    .append(" | ").append(value(row, "consumer"))
                    .append(" | ").append(calls(row))
                    .append(" | ").append(value(row, "longest_call_ms")).append(" ms")
                    .append(" | ").append(detected(row))
                    .append(" | ").append(recovered(row))
                    .append(" | ").append(value(row, "untouched_provider")).append(": ")
                    .append(value(row, "untouched_missing_s")).append(" s")
                    .append(" | ").append(value(row, "threads_before")).append(" → ").append(value(row, "threads_after"))
                    .append(" | ").append(value(row, "fds_before")).append(" → ").append(value(row, "fds_after"))
                    .append(" | ").append(directory(row))
                    .append(" |\n");
        }
        return out.toString();
    }

    private static String calls(Map<String, Object> row) {
        String text = value(row, "calls_failed") + " / " + value(row, "calls_ok");
        String kinds = value(row, "failure_kinds");
        if ("-".equals(kinds) || kinds.isEmpty()) {
            return text;
        }
        return text + " (" + kinds + ", " + value(row, "failed_from_s") + " to " + value(row, "failed_until_s")
                + " s after the fault)";
    }

    private static String detected(Map<String, Object> row) {
        if (row.containsKey("zookeeper_back_s")) {
            return "ZooKeeper suspended " + value(row, "connection_trouble_s") + ", session lost "
                    + value(row, "session_lost_s");
        }
        return "connection " + value(row, "connection_trouble_s") + ", left directory "
                + value(row, "left_directory_s");
    }

    private static String recovered(Map<String, Object> row) {
        if (row.containsKey("zookeeper_back_s")) {
            return "ZooKeeper " + value(row, "zookeeper_back_s") + " (p2 " + value(row, "p2_zookeeper_back_s")
                    + "); then p2 stopped: left directory " + value(row, "watch_p2_left_s")
                    + ", restarted: back " + value(row, "watch_p2_back_s");
        }
        return "p1 answers " + value(row, "p1_answers_again_s") + ", back in directory "
                + value(row, "back_in_directory_s");
    }

    /** {@code exact} when every directory holds the live providers and nothing else. */
    private static String directory(Map<String, Object> row) {
        String problems = value(row, "stale_or_missing");
        return "none".equals(problems) ? "exact" : problems + " (" + value(row, "directory_after") + ")";
    }

    private static String value(Map<String, Object> row, String key) {
        Object value = row.get(key);
        return value == null ? "-" : ResultTable.format(value).replace("|", "\\|");
    }
}
