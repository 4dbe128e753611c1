package org.apache.dubbo.interop;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * Compares the URLs two implementations registered for the same configuration, node by node: nodes are paired by
 * what identifies a registration (category, protocol, path, group, version), then their parameter keys and values
 * are compared, except for values that differ between any two processes (listed by the caller). Every difference
 * becomes one readable line.
 */
final class RegisteredUrlDiff {

    private final String leftName;
    private final String rightName;
    private final Set<String> ignoredValues;

    /**
     * @param ignoredValues keys whose presence is compared but whose values are not (e.g. {@code timestamp})
     */
    RegisteredUrlDiff(String leftName, String rightName, Set<String> ignoredValues) {
        this.leftName = leftName;
        this.rightName = rightName;
        this.ignoredValues = ignoredValues;
    }

    /** What identifies a registration among its category's children, whatever process wrote it. */
    static String identity(String category, RegisteredUrl url) {
        return category + " " + url.protocol() + "://…/" + url.path() + " group=" + url.parameter("group")
                + " version=" + url.parameter("version");
    }

    /** Every difference between the two lists of one category, empty when they match. */
    List<String> compare(String category, List<RegisteredUrl> left, List<RegisteredUrl> right) {
        Map<String, RegisteredUrl> leftById = byIdentity(category, left);
        Map<String, RegisteredUrl> rightById = byIdentity(category, right);
        List<String> differences = new ArrayList<>();
        if (leftById.size() != left.size() || rightById.size() != right.size()) {
            differences.add(category + ": several nodes with one identity; " + leftName + " " + left + ", "
                    + rightName + " " + right);
        }
        Set<String> identities = new TreeSet<>(leftById.keySet());
        identities.addAll(rightById.keySet());
        for (String id : identities) {
            RegisteredUrl l = leftById.get(id);
            RegisteredUrl r = rightById.get(id);
            if (l == null || r == null) {
                differences.add(id + ": only " + (l == null ? rightName : leftName));
                continue;
            }
            compareParameters(id, l.parameters(), r.parameters(), differences);
        }
        return differences;
    }

    private void compareParameters(String id, Map<String, String> left, Map<String, String> right,
                                   List<String> differences) {
        Set<String> keys = new TreeSet<>(left.keySet());
        keys.addAll(right.keySet());
        for (String key : keys) {
            String l = left.get(key);
            String r = right.get(key);
            if (l == null) {
                differences.add(id + ": only " + rightName + " has " + key + "=" + r);
            } else if (r == null) {
                differences.add(id + ": only " + leftName + " has " + key + "=" + l);
            } else if (!ignoredValues.contains(key) && !sameValue(key, l, r)) {
                differences.add(id + ": " + key + " is " + l + " (" + leftName + ") but " + r + " (" + rightName
                        + ")");
            }
        }
    }

    /** Method lists are sets: their order says nothing. */
    private static boolean sameValue(String key, String left, String right) {
        if (key.equals("methods")) {
            return new TreeSet<>(Arrays.asList(left.split(","))).equals(new TreeSet<>(Arrays.asList(right.split(","))));
        }
        return left.equals(right);
    }

    private static Map<String, RegisteredUrl> byIdentity(String category, List<RegisteredUrl> urls) {
        Map<String, RegisteredUrl> byId = new TreeMap<>();
        for (RegisteredUrl url : urls) {
            byId.put(identity(category, url), url);
        }
        return byId;
    }
}
