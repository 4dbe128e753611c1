package io.github.dubbotuned.benchmark.soak;

import java.util.Map;
import java.util.TreeMap;

/** Live threads counted by name with the digits taken out ({@code DubboClientHandler-#}), for the reports. */
final class ThreadCensus {

    private ThreadCensus() {
    }

    /** {@code name:count;name:count}, most numerous first. */
    static String byName() {
        Map<String, Integer> counts = new TreeMap<String, Integer>();
        for (Thread thread : Thread.getAllStackTraces().keySet()) {
            String name = thread.getName().replaceAll("\\d+", "#");
            Integer count = counts.get(name);
            counts.put(name, count == null ? 1 : count + 1);
        }
        StringBuilder text = new StringBuilder();
        while (!counts.isEmpty()) {
            String largest = null;
            for (Map.Entry<String, Integer> entry : counts.entrySet()) {
                if (largest == null || entry.getValue() > counts.get(largest)) {
                    largest = entry.getKey();
                }
            }
            text.append(text.length() == 0 ? "" : ";").append(largest.replace(' ', '_')).append(':')
                    .append(counts.remove(largest));
        }
        return text.toString();
    }
}
