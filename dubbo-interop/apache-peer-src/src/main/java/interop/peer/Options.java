package interop.peer;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Command-line options of the form {@code --name value}; repeated names keep every value. */
final class Options {

    private final Map<String, List<String>> values = new HashMap<String, List<String>>();

    private Options() {
    }

    static Options parse(String[] args, Set<String> known) {
        Options options = new Options();
        for (int i = 0; i < args.length; i++) {
            String arg = args[i];
            if (!arg.startsWith("--") || arg.length() == 2) {
                throw new IllegalArgumentException("expected an option like --name, got '" + arg + "'");
            }
            String name = arg.substring(2);
            if (!known.contains(name)) {
                throw new IllegalArgumentException("unknown option --" + name + "; known: " + known);
            }
            if (i + 1 >= args.length) {
                throw new IllegalArgumentException("option --" + name + " needs a value");
            }
            List<String> list = options.values.get(name);
            if (list == null) {
                list = new ArrayList<String>();
                options.values.put(name, list);
            }
            list.add(args[++i]);
        }
        return options;
    }

    String get(String name) {
        List<String> list = values.get(name);
        return list == null ? null : list.get(list.size() - 1);
    }

    /** Every value of a repeatable option, in order; empty when absent. */
    List<String> all(String name) {
        List<String> list = values.get(name);
        return list == null ? Collections.<String>emptyList() : Collections.unmodifiableList(list);
    }

    String get(String name, String fallback) {
        String value = get(name);
        return value == null ? fallback : value;
    }

    String require(String name) {
        String value = get(name);
        if (value == null) {
            throw new IllegalArgumentException("option --" + name + " is required");
        }
        return value;
    }

    Integer integer(String name) {
        String value = get(name);
        if (value == null) {
            return null;
        }
        try {
            return Integer.valueOf(value.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("option --" + name + " must be an integer, got '" + value + "'", e);
        }
    }

    int integer(String name, int fallback) {
        Integer value = integer(name);
        return value == null ? fallback : value;
    }

    /** A {@code true}/{@code false} value, or {@code fallback} when the option is absent. */
    boolean bool(String name, boolean fallback) {
        String value = get(name);
        if (value == null) {
            return fallback;
        }
        if (value.equals("true") || value.equals("false")) {
            return Boolean.parseBoolean(value);
        }
        throw new IllegalArgumentException("option --" + name + " must be true or false, got '" + value + "'");
    }

    /** One of {@code allowed}, or null when the option is absent. */
    String choice(String name, String... allowed) {
        String value = get(name);
        if (value == null) {
            return null;
        }
        for (String candidate : allowed) {
            if (candidate.equals(value)) {
                return value;
            }
        }
        throw new IllegalArgumentException("option --" + name + " must be one of " + Arrays.toString(allowed)
                + ", got '" + value + "'");
    }

    /** Values of a repeatable {@code key=value} option as a map. */
    Map<String, String> pairs(String name) {
        List<String> list = values.get(name);
        if (list == null) {
            return Collections.emptyMap();
        }
        Map<String, String> pairs = new HashMap<String, String>();
        for (String item : list) {
            int eq = item.indexOf('=');
            if (eq <= 0) {
                throw new IllegalArgumentException("option --" + name + " must look like key=value, got '" + item + "'");
            }
            pairs.put(item.substring(0, eq), item.substring(eq + 1));
        }
        return pairs;
    }
}
