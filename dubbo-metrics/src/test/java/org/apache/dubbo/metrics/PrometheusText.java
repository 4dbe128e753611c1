package org.apache.dubbo.metrics;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A strict reader of the Prometheus text exposition format (0.0.4): every line must parse, or it fails. */
final class PrometheusText {

    record Sample(String name, Map<String, String> labels, double value) {
    }

    private static final Pattern SAMPLE = Pattern.compile(
            "([a-zA-Z_:][a-zA-Z0-9_:]*)(\\{(.*)\\})? (NaN|[-+]?Inf|[-+]?[0-9.eE+-]+)( [0-9]+)?");
    private static final Pattern LABEL = Pattern.compile("([a-zA-Z_][a-zA-Z0-9_]*)=\"((?:[^\"\\\\]|\\\\.)*)\",?");
    private static final Pattern COMMENT = Pattern.compile("# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) ?.*");

    final List<Sample> samples = new ArrayList<>();
    final Map<String, String> types = new LinkedHashMap<>();

    static PrometheusText parse(String text) {
        PrometheusText parsed = new PrometheusText();
        for (String line : text.split("\n")) {
            if (line.isEmpty()) {
                continue;
            }
            if (line.startsWith("#")) {
                Matcher c = COMMENT.matcher(line);
                if (!c.matches()) {
                    throw new AssertionError("not a HELP/TYPE comment: " + line);
                }
                if ("TYPE".equals(c.group(1))) {
                    parsed.types.put(c.group(2), line.substring(line.lastIndexOf(' ') + 1));
                }
                continue;
            }
            Matcher m = SAMPLE.matcher(line);
            if (!m.matches()) {
                throw new AssertionError("not a sample line: " + line);
            }
            Map<String, String> labels = new LinkedHashMap<>();
            if (m.group(3) != null) {
                Matcher l = LABEL.matcher(m.group(3));
                int end = 0;
                while (l.find()) {
                    if (l.start() != end) {
                        throw new AssertionError("bad labels in: " + line);
                    }
                    labels.put(l.group(1), l.group(2));
                    end = l.end();
                }
                if (end != m.group(3).length()) {
                    throw new AssertionError("bad labels in: " + line);
                }
            }
            parsed.samples.add(new Sample(m.group(1), labels, Double.parseDouble(m.group(4).replace("Inf",
                    "Infinity"))));
        }
        return parsed;
    }

    /** Samples of that name whose labels include every given pair. */
    List<Sample> find(String name, String... labelPairs) {
        List<Sample> found = new ArrayList<>();
        for (Sample s : samples) {
            if (!s.name().equals(name)) {
                continue;
            }
            boolean all = true;
            for (int i = 0; i < labelPairs.length; i += 2) {
                all &= labelPairs[i + 1].equals(s.labels().get(labelPairs[i]));
            }
            if (all) {
                found.add(s);
            }
        }
        return found;
    }

    double sum(String name, String... labelPairs) {
        double total = 0;
        for (Sample s : find(name, labelPairs)) {
            total += s.value();
        }
        return total;
    }
}
