package org.apache.dubbo.rpc.cluster.router.condition;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.cluster.ClusterSettings;

/**
 * One condition routing rule, {@code when => then}, as Dubbo writes them: {@code method = find* => host = 10.0.0.1},
 * {@code application = web & method != save => address = *:20880}, {@code host != 10.0.0.9 =>} (the consumers
 * matching {@code when} get no provider: a blacklist), {@code => region = $region} (every consumer, to providers of
 * its own region). An empty or {@code true} {@code when} matches every consumer; the {@code consumer.} and
 * {@code provider.} prefixes of keys are accepted and dropped.
 *
 * <p>Keys: {@code method} (the invoked method, on the {@code when} side), {@code host}, {@code port},
 * {@code address} ({@code host:port}), {@code protocol}, {@code path}, {@code arguments[N]}, {@code attachments[k]},
 * and any URL parameter ({@code application}, {@code version}, {@code dubbo.tag}, ...).
 */
final class ConditionRule {

    private static final Pattern TOKEN = Pattern.compile("([&!=,]*)\\s*([^&!=,\\s]+)");
    private static final Pattern ARGUMENT = Pattern.compile("arguments\\[\\s*(\\d+)\\s*]");
    private static final Pattern ATTACHMENT = Pattern.compile("attachments\\[\\s*([^\\]]+?)\\s*]");

    private final String text;
    /** Empty: every consumer. */
    private final Map<String, MatchPair> when;
    /** Null: no provider (blacklist). */
    private final Map<String, MatchPair> then;

    private ConditionRule(String text, Map<String, MatchPair> when, Map<String, MatchPair> then) {
        this.text = text;
        this.when = when;
        this.then = then;
    }

    /**
     * @throws IllegalArgumentException naming the rule and the position of the first malformed token
     */
    static ConditionRule parse(String rule) {
        if (rule == null || rule.trim().isEmpty()) {
            throw new IllegalArgumentException("The condition rule is empty");
        }
        String text = rule.trim();
        String normalized = text.replace("consumer.", "").replace("provider.", "");
        int arrow = normalized.indexOf("=>");
        String whenText = arrow < 0 ? null : normalized.substring(0, arrow).trim();
        String thenText = arrow < 0 ? normalized.trim() : normalized.substring(arrow + 2).trim();
        Map<String, MatchPair> when = isBlank(whenText) || "true".equals(whenText)
                ? Collections.<String, MatchPair>emptyMap() : conditions(whenText, text);
        Map<String, MatchPair> then = isBlank(thenText) || "false".equals(thenText) ? null
                : conditions(thenText, text);
        return new ConditionRule(text, when, then);
    }

    private static Map<String, MatchPair> conditions(String part, String rule) {
        Map<String, MatchPair> conditions = new LinkedHashMap<>();
        MatchPair pair = null;
        java.util.Set<String> values = null;
        Matcher matcher = TOKEN.matcher(part);
        while (matcher.find()) {
            String separator = matcher.group(1);
            String content = matcher.group(2);
            switch (separator) {
                case "":
                case "&":
                    pair = conditions.computeIfAbsent(content, k -> new MatchPair());
                    values = null;
                    break;
                case "=":
                    requirePair(pair, separator, content, matcher.start(), rule);
                    values = pair.matches;
                    values.add(content);
                    break;
                case "!=":
                    requirePair(pair, separator, content, matcher.start(), rule);
                    values = pair.mismatches;
                    values.add(content);
                    break;
                case ",":
                    if (values == null || values.isEmpty()) {
                        throw malformed(separator, content, matcher.start(), rule);
                    }
                    values.add(content);
                    break;
                default:
                    throw malformed(separator, content, matcher.start(), rule);
            }
        }
        return conditions;
    }

    private static void requirePair(MatchPair pair, String separator, String content, int index, String rule) {
        if (pair == null) {
            throw malformed(separator, content, index, rule);
        }
    }

    private static IllegalArgumentException malformed(String separator, String content, int index, String rule) {
        return new IllegalArgumentException("Illegal condition rule \"" + rule + "\": unexpected '" + separator
                + "' at index " + index + " before \"" + content + "\"");
    }

    /** Whether the rule applies to the consumer {@code consumerUrl} making {@code invocation}. */
    boolean matchesConsumer(URL consumerUrl, Invocation invocation) {
        return when.isEmpty() || matches(when, consumerUrl, null, invocation);
    }

    /** Whether the rule blacklists the consumers it applies to. */
    boolean isBlacklist() {
        return then == null;
    }

    /** Whether the provider {@code providerUrl} may serve the consumer {@code consumerUrl}. */
    boolean matchesProvider(URL providerUrl, URL consumerUrl) {
        return then != null && !then.isEmpty() && matches(then, providerUrl, consumerUrl, null);
    }

    private static boolean matches(Map<String, MatchPair> conditions, URL url, URL param, Invocation invocation) {
        boolean result = false;
        for (Map.Entry<String, MatchPair> condition : conditions.entrySet()) {
            String sample = sample(condition.getKey(), url, invocation);
            MatchPair pair = condition.getValue();
            if (sample == null ? !pair.matches.isEmpty() : !pair.isMatch(sample, param)) {
                return false;
            }
            result = true;
        }
        return result;
    }

    private static String sample(String key, URL url, Invocation invocation) {
        if (invocation != null && ("method".equals(key) || "methods".equals(key))) {
            return ClusterSettings.methodName(invocation);
        }
        switch (key) {
            case "host":
                return url.getHost();
            case "port":
                return String.valueOf(url.getPort());
            case "address":
                return url.getAddress();
            case "protocol":
                return url.getProtocol();
            case "path":
                return url.getPath();
            default:
                break;
        }
        if (invocation != null) {
            Matcher argument = ARGUMENT.matcher(key);
            if (argument.matches()) {
                Object[] arguments = ClusterSettings.arguments(invocation);
                int index = Integer.parseInt(argument.group(1));
                return index < arguments.length && arguments[index] != null ? String.valueOf(arguments[index]) : null;
            }
            Matcher attachment = ATTACHMENT.matcher(key);
            if (attachment.matches()) {
                Object value = invocation.getObjectAttachment(attachment.group(1));
                return value == null ? null : String.valueOf(value);
            }
        }
        return url.getParameter(key);
    }

    private static boolean isBlank(String text) {
        return text == null || text.trim().isEmpty();
    }

    @Override
    public String toString() {
        return text;
    }
}
