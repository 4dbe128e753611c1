package org.apache.dubbo.common.config;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Supplier;

/**
 * A source whose keys are written in their dotted form: system properties, the application configuration,
 * {@code dubbo.properties}. The map is fetched on every use, so later changes (a {@code -D} set by a test, a
 * refreshed Spring environment) are seen.
 */
class MapPropertySource implements PropertySource {

    private final String description;
    private final Supplier<Map<String, String>> properties;
    private final boolean sorted;

    /**
     * @param description what the source is, for error messages
     * @param properties  supplies the current properties
     * @param sorted      whether to visit keys in sorted order, for maps without a meaningful order of their own
     */
    MapPropertySource(String description, Supplier<Map<String, String>> properties, boolean sorted) {
        this.description = description;
        this.properties = properties;
        this.sorted = sorted;
    }

    final String description() {
        return description;
    }

    /** The current properties, in the order they are visited. */
    final Map<String, String> snapshot() {
        Map<String, String> current = properties.get();
        return sorted ? new TreeMap<>(current) : current;
    }

    @Override
    public String get(String key) {
        return nonBlank(snapshot().get(key));
    }

    @Override
    public void collect(String prefix, List<SubProperty> out) {
        String dotted = prefix + ".";
        for (Map.Entry<String, String> entry : snapshot().entrySet()) {
            String key = entry.getKey();
            String value = nonBlank(entry.getValue());
            if (value != null && key.length() > dotted.length() && key.startsWith(dotted)) {
                out.add(new SubProperty(key, key.substring(dotted.length()), value, description));
            }
        }
    }

    @Override
    public boolean hasPropertiesUnder(String prefix) {
        String dotted = prefix + ".";
        for (Map.Entry<String, String> entry : snapshot().entrySet()) {
            String key = entry.getKey();
            if (key.length() > dotted.length() && key.startsWith(dotted) && nonBlank(entry.getValue()) != null) {
                return true;
            }
        }
        return false;
    }

    static String nonBlank(String value) {
        return value == null || value.trim().isEmpty() ? null : value;
    }
}
