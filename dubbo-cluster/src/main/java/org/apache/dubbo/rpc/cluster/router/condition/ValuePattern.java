package org.apache.dubbo.rpc.cluster.router.condition;

import org.apache.dubbo.common.URL;

/** How one value of a condition is compared with a sample value. */
final class ValuePattern {

    private ValuePattern() {
    }

    /**
     * Whether {@code value} matches {@code pattern}: {@code $name} stands for the parameter {@code name} of
     * {@code param}; {@code low~high} is an inclusive numeric range; {@code *} matches anything, a leading or
     * trailing {@code *} (or one in the middle) a prefix, suffix or both; anything else must be equal.
     */
    static boolean matches(String pattern, String value, URL param) {
        String resolved = pattern;
        if (param != null && pattern.startsWith("$")) {
            resolved = param.getParameter(pattern.substring(1));
        }
        if ("*".equals(resolved)) {
            return true;
        }
        if (isEmpty(resolved) || isEmpty(value)) {
            return isEmpty(resolved) && isEmpty(value);
        }
        int tilde = resolved.indexOf('~');
        if (tilde > 0 && tilde < resolved.length() - 1 && isRange(resolved, tilde)) {
            return inRange(resolved, tilde, value);
        }
        int star = resolved.lastIndexOf('*');
        if (star < 0) {
            return resolved.equals(value);
        }
        if (star == resolved.length() - 1) {
            return value.startsWith(resolved.substring(0, star));
        }
        if (star == 0) {
            return value.endsWith(resolved.substring(1));
        }
        String prefix = resolved.substring(0, star);
        String suffix = resolved.substring(star + 1);
        return value.length() >= prefix.length() + suffix.length() && value.startsWith(prefix)
                && value.endsWith(suffix);
    }

    private static boolean isRange(String pattern, int tilde) {
        return isNumber(pattern.substring(0, tilde)) && isNumber(pattern.substring(tilde + 1));
    }

    private static boolean inRange(String pattern, int tilde, String value) {
        if (!isNumber(value)) {
            return false;
        }
        double low = Double.parseDouble(pattern.substring(0, tilde).trim());
        double high = Double.parseDouble(pattern.substring(tilde + 1).trim());
        double sample = Double.parseDouble(value.trim());
        return sample >= low && sample <= high;
    }

    private static boolean isNumber(String text) {
        try {
            Double.parseDouble(text.trim());
            return true;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    private static boolean isEmpty(String value) {
        return value == null || value.isEmpty();
    }
}
