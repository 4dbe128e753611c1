package org.apache.dubbo.rpc.cluster.router;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.error.YAMLException;

/**
 * A governance rule as Dubbo Admin writes it: a YAML map ({@code configVersion}, {@code scope}, {@code key},
 * {@code enabled}, {@code force}, {@code runtime}, {@code priority} and the rule's own entries), read with
 * SnakeYAML's safe constructor (plain maps, lists and scalars only). Typed getters name the key and the value
 * they reject.
 */
public final class RuleDocument {

    private final String kind;
    private final Map<String, Object> entries;

    private RuleDocument(String kind, Map<String, Object> entries) {
        this.kind = kind;
        this.entries = entries;
    }

    /**
     * @param kind what the rule is, for messages (e.g. {@code condition rule demo::.condition-router})
     * @throws IllegalArgumentException if the content is empty, not YAML, or not a map
     */
    @SuppressWarnings("unchecked")
    public static RuleDocument parse(String content, String kind) {
        if (content == null || content.trim().isEmpty()) {
            throw new IllegalArgumentException("The " + kind + " is empty");
        }
        Object loaded;
        try {
            loaded = new Yaml(new SafeConstructor(new LoaderOptions())).load(content);
        } catch (YAMLException e) {
            throw new IllegalArgumentException("The " + kind + " is not valid YAML: "
                    + e.getMessage().replace('\n', ' '), e);
        }
        if (!(loaded instanceof Map)) {
            throw new IllegalArgumentException("The " + kind + " is not a YAML map of rule entries but "
                    + (loaded == null ? "empty" : "a " + loaded.getClass().getSimpleName()));
        }
        return new RuleDocument(kind, (Map<String, Object>) loaded);
    }

    public String kind() {
        return kind;
    }

    public boolean has(String key) {
        return entries.get(key) != null;
    }

    public Object raw(String key) {
        return entries.get(key);
    }

    /** The entry as text (numbers and booleans as written), or {@code defaultValue} when absent. */
    public String string(String key, String defaultValue) {
        Object value = entries.get(key);
        if (value == null) {
            return defaultValue;
        }
        if (value instanceof Map || value instanceof List) {
            throw invalid(key, value, "a single value");
        }
        return String.valueOf(value).trim();
    }

    public boolean bool(String key, boolean defaultValue) {
        Object value = entries.get(key);
        if (value == null) {
            return defaultValue;
        }
        if (value instanceof Boolean) {
            return (Boolean) value;
        }
        String text = String.valueOf(value).trim();
        if ("true".equalsIgnoreCase(text) || "false".equalsIgnoreCase(text)) {
            return Boolean.parseBoolean(text);
        }
        throw invalid(key, value, "true or false");
    }

    public int integer(String key, int defaultValue) {
        Object value = entries.get(key);
        if (value == null) {
            return defaultValue;
        }
        try {
            return value instanceof Number ? ((Number) value).intValue() : Integer.parseInt(String.valueOf(value).trim());
        } catch (NumberFormatException e) {
            throw invalid(key, value, "an integer");
        }
    }

    /** The entry as a list (a single value counts as a list of one); empty when absent. */
    public List<Object> list(String key) {
        Object value = entries.get(key);
        if (value == null) {
            return Collections.emptyList();
        }
        if (value instanceof List) {
            return new ArrayList<>((List<?>) value);
        }
        return Collections.singletonList(value);
    }

    /** The entry as a list of strings. */
    public List<String> strings(String key) {
        List<String> strings = new ArrayList<>();
        for (Object item : list(key)) {
            if (item == null || item instanceof Map || item instanceof List) {
                throw invalid(key, item, "a list of strings");
            }
            strings.add(String.valueOf(item).trim());
        }
        return strings;
    }

    /** The entry as a list of maps, each a document of its own. */
    @SuppressWarnings("unchecked")
    public List<RuleDocument> documents(String key) {
        List<RuleDocument> documents = new ArrayList<>();
        for (Object item : list(key)) {
            if (!(item instanceof Map)) {
                throw invalid(key, item, "a list of maps");
            }
            documents.add(new RuleDocument(kind + " " + key, (Map<String, Object>) item));
        }
        return documents;
    }

    public IllegalArgumentException invalid(String key, Object value, String expected) {
        return new IllegalArgumentException("The " + kind + " has " + key + ": " + value + "; " + expected
                + " is expected");
    }
}
