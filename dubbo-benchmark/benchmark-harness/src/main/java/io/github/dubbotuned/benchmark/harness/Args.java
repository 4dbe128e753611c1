package io.github.dubbotuned.benchmark.harness;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Command-line options of the form {@code --name value}; a name may repeat ({@code --param a=1 --param b=2}).
 * Unknown names and missing values are usage errors that name the offending option.
 */
public final class Args {

    private final Map<String, List<String>> values;

    private Args(Map<String, List<String>> values) {
        this.values = values;
    }

    public static Args parse(String[] args, Set<String> known) {
        Map<String, List<String>> values = new LinkedHashMap<String, List<String>>();
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if (!arg.startsWith("--")) {
                throw new IllegalArgumentException("expected an option (--name value), got '" + arg + "'");
            }
            String name = arg.substring(2);
            if (!known.contains(name)) {
                throw new IllegalArgumentException("unknown option --" + name + "; known: " + known);
            }
            if (i + 1 >= args.length) {
                throw new IllegalArgumentException("option --" + name + " needs a value");
            }
            List<String> list = values.get(name);
            if (list == null) {
                list = new ArrayList<String>();
                values.put(name, list);
            }
            list.add(args[++i]);
        }
        return new Args(values);
    }

    public String get(String name) {
        List<String> list = values.get(name);
        return list == null ? null : list.get(list.size() - 1);
    }

    public String get(String name, String fallback) {
        String value = get(name);
        return value == null ? fallback : value;
    }

    public String require(String name) {
        String value = get(name);
        if (value == null) {
            throw new IllegalArgumentException("option --" + name + " is required");
        }
        return value;
    }

    public int integer(String name, int fallback) {
        String value = get(name);
        if (value == null) {
            return fallback;
        }
        try {
            return Integer.parseInt(value.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("option --" + name + " must be an integer, got '" + value + "'", e);
        }
    }

    public Integer integer(String name) {
        return get(name) == null ? null : Integer.valueOf(integer(name, 0));
    }

    public List<String> all(String name) {
        List<String> list = values.get(name);
        return list == null ? Collections.<String>emptyList() : Collections.unmodifiableList(list);
    }

    /** The values of a repeatable {@code key=value} option as a map, in the order given. */
    public Map<String, String> pairs(String name) {
        Map<String, String> pairs = new LinkedHashMap<String, String>();
        for (String pair : all(name)) {
            int eq = pair.indexOf('=');
            if (eq <= 0) {
                throw new IllegalArgumentException("option --" + name + " takes key=value, got '" + pair + "'");
            }
            pairs.put(pair.substring(0, eq).trim(), pair.substring(eq + 1).trim());
        }
        return pairs;
    }
}
