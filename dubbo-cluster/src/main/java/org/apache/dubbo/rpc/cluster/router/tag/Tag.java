package org.apache.dubbo.rpc.cluster.router.tag;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.cluster.router.RuleDocument;

/**
 * One tag of a tag rule: its {@code name}, the provider {@code addresses} that carry it, and (Dubbo 3) the
 * provider parameters that give it ({@code match: [{key: env, value: {exact: gray}}]}; {@code exact},
 * {@code prefix}, {@code regex} and {@code wildcard} are understood).
 */
public class Tag {

    private String name;
    private List<String> addresses = Collections.emptyList();
    private Map<String, Map<String, String>> match = Collections.emptyMap();

    static Tag of(RuleDocument document) {
        Tag tag = new Tag();
        tag.name = document.string("name", null);
        if (tag.name == null || tag.name.isEmpty()) {
            throw new IllegalArgumentException("The " + document.kind() + " has a tag without a name");
        }
        tag.addresses = Collections.unmodifiableList(document.strings("addresses"));
        Map<String, Map<String, String>> match = new LinkedHashMap<>();
        for (RuleDocument condition : document.documents("match")) {
            String key = condition.string("key", null);
            Object value = condition.raw("value");
            if (key == null || !(value instanceof Map)) {
                throw new IllegalArgumentException("The " + document.kind() + " tag " + tag.name
                        + " has a match without key and value (e.g. {key: env, value: {exact: gray}})");
            }
            Map<String, String> how = new LinkedHashMap<>();
            for (Map.Entry<?, ?> entry : ((Map<?, ?>) value).entrySet()) {
                String kind = String.valueOf(entry.getKey());
                if (!"exact".equals(kind) && !"prefix".equals(kind) && !"regex".equals(kind)
                        && !"wildcard".equals(kind) && !"noempty".equals(kind) && !"empty".equals(kind)) {
                    throw new IllegalArgumentException("The " + document.kind() + " tag " + tag.name + " matches "
                            + key + " by '" + kind + "'; exact, prefix, regex, wildcard, empty or noempty expected");
                }
                how.put(kind, entry.getValue() == null ? "" : String.valueOf(entry.getValue()));
            }
            match.put(key, how);
        }
        tag.match = Collections.unmodifiableMap(match);
        return tag;
    }

    /** Whether the provider {@code url} carries this tag: by address, or by its parameters. */
    boolean covers(URL url) {
        for (String address : addresses) {
            if (AddressPattern.matches(address, url.getHost(), url.getPort())) {
                return true;
            }
        }
        if (match.isEmpty()) {
            return false;
        }
        for (Map.Entry<String, Map<String, String>> condition : match.entrySet()) {
            if (!valueMatches(condition.getValue(), url.getParameter(condition.getKey()))) {
                return false;
            }
        }
        return true;
    }

    private static boolean valueMatches(Map<String, String> how, String value) {
        for (Map.Entry<String, String> entry : how.entrySet()) {
            String expected = entry.getValue();
            switch (entry.getKey()) {
                case "exact":
                    if (!expected.equals(value)) {
                        return false;
                    }
                    break;
                case "prefix":
                    if (value == null || !value.startsWith(expected)) {
                        return false;
                    }
                    break;
                case "regex":
                    if (value == null || !value.matches(expected)) {
                        return false;
                    }
                    break;
                case "wildcard":
                    if (value == null || !wildcard(expected, value)) {
                        return false;
                    }
                    break;
                case "empty":
                    if (value != null && !value.isEmpty()) {
                        return false;
                    }
                    break;
                default:
                    if (value == null || value.isEmpty()) {
                        return false;
                    }
                    break;
            }
        }
        return true;
    }

    private static boolean wildcard(String pattern, String value) {
        StringBuilder regex = new StringBuilder();
        for (char c : pattern.toCharArray()) {
            if (c == '*') {
                regex.append(".*");
            } else if (c == '?') {
                regex.append('.');
            } else {
                regex.append(java.util.regex.Pattern.quote(String.valueOf(c)));
            }
        }
        return value.matches(regex.toString());
    }

    /** Whether the tag names any provider (by address or parameters). */
    boolean isDefined() {
        return !addresses.isEmpty() || !match.isEmpty();
    }

    public String getName() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
    }

    public List<String> getAddresses() {
        return addresses;
    }

    public void setAddresses(List<String> addresses) {
        this.addresses = addresses;
    }

    @Override
    public String toString() {
        return name + addresses + (match.isEmpty() ? "" : match.toString());
    }
}
