package org.apache.dubbo.common.extension;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * Decides which extensions are active, and in which order, from the configured names and the URL.
 *
 * <p>Configured names come from a parameter such as {@code filter=a,default,b,-c}:
 * <ul>
 *     <li>{@code default} stands for the automatically activated extensions (those whose {@link Activate}
 *     conditions hold), sorted by order then name; names before it come first, names after it (or all
 *     names, when it is absent) come after;</li>
 *     <li>{@code -name} removes that extension, {@code -default} removes all automatic ones;</li>
 *     <li>a configured name is used even if its own conditions do not hold, and appears once.</li>
 * </ul>
 */
final class ActivateSelection {

    static final String DEFAULT = "default";
    static final String REMOVE_PREFIX = "-";

    private ActivateSelection() {
    }

    /**
     * @param activations conditions of the annotated extensions, by name
     * @param configured  configured names; may be {@code null}
     * @param group       the group asked for; {@code null} or empty for any
     * @param parameters  the value of a URL parameter by key, {@code null} if absent
     * @param parameterKeys all URL parameter keys (for method-scoped keys such as {@code sayHello.cache})
     * @return the names of the active extensions, in order
     */
    static List<String> select(Map<String, ActivateCondition> activations, String[] configured, String group,
                               Function<String, String> parameters, Set<String> parameterKeys) {
        List<String> names = cleaned(configured);
        Set<String> removed = new HashSet<>();
        for (String name : names) {
            if (name.startsWith(REMOVE_PREFIX)) {
                removed.add(name.substring(REMOVE_PREFIX.length()));
            }
        }
        Set<String> explicit = new HashSet<>(names);
        List<String> automatic = removed.contains(DEFAULT)
                ? new ArrayList<String>()
                : automatic(activations, group, parameters, parameterKeys, removed, explicit);

        Set<String> result = new LinkedHashSet<>();
        boolean automaticPlaced = false;
        for (String name : names) {
            if (DEFAULT.equals(name)) {
                if (!automaticPlaced) {
                    result.addAll(automatic);
                    automaticPlaced = true;
                }
            } else if (!name.startsWith(REMOVE_PREFIX) && !removed.contains(name)) {
                result.add(name);
            }
        }
        if (automaticPlaced) {
            return new ArrayList<>(result);
        }
        // Without a "default" token the configured names follow the automatic ones (never among them).
        List<String> ordered = new ArrayList<>(automatic);
        ordered.addAll(result);
        return ordered;
    }

    /**
     * Every annotated extension whose {@link Activate#onClass()} classes are present, by order then name,
     * regardless of groups and URL conditions.
     */
    static List<String> all(Map<String, ActivateCondition> activations) {
        List<String> names = new ArrayList<>();
        for (Map.Entry<String, ActivateCondition> entry : activations.entrySet()) {
            if (entry.getValue().requiredClassesPresent()) {
                names.add(entry.getKey());
            }
        }
        names.sort(byOrderThenName(activations));
        return names;
    }

    /** Splits a comma-separated list of names; {@code null} or empty gives no names. */
    static String[] splitNames(String value) {
        if (value == null || value.trim().isEmpty()) {
            return new String[0];
        }
        return value.split(",");
    }

    private static List<String> cleaned(String[] configured) {
        List<String> names = new ArrayList<>();
        if (configured != null) {
            for (String name : configured) {
                if (name != null && !name.trim().isEmpty()) {
                    names.add(name.trim());
                }
            }
        }
        return names;
    }

    private static List<String> automatic(Map<String, ActivateCondition> activations, String group,
                                          Function<String, String> parameters, Set<String> parameterKeys,
                                          Set<String> removed, Set<String> explicit) {
        List<String> active = new ArrayList<>();
        for (Map.Entry<String, ActivateCondition> entry : activations.entrySet()) {
            String name = entry.getKey();
            // A configured name is placed where it was configured, not among the automatic ones.
            if (!removed.contains(name) && !explicit.contains(name)
                    && entry.getValue().matches(group, parameters, parameterKeys)) {
                active.add(name);
            }
        }
        active.sort(byOrderThenName(activations));
        return active;
    }

    private static Comparator<String> byOrderThenName(Map<String, ActivateCondition> activations) {
        return Comparator.<String>comparingInt(name -> activations.get(name).order())
                .thenComparing(Comparator.naturalOrder());
    }
}
