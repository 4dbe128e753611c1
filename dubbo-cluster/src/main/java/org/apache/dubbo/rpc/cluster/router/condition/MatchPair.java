package org.apache.dubbo.rpc.cluster.router.condition;

import java.util.LinkedHashSet;
import java.util.Set;

import org.apache.dubbo.common.URL;

/**
 * The values one key of a condition is compared with: {@code key = a,b} adds to {@link #matches},
 * {@code key != c} to {@link #mismatches}. A value is a glob ({@code 10.0.*}, {@code *Service}, {@code *}), a
 * reference to a consumer parameter ({@code $application}), or a numeric range ({@code 1~100}).
 */
final class MatchPair {

    final Set<String> matches = new LinkedHashSet<>();
    final Set<String> mismatches = new LinkedHashSet<>();

    /**
     * Whether {@code value} satisfies the pair: with only matches, any of them; with only mismatches, none of
     * them; with both, none of the mismatches (they win) and one of the matches.
     *
     * @param param the URL {@code $name} references are read from (the consumer's), or null
     */
    boolean isMatch(String value, URL param) {
        for (String mismatch : mismatches) {
            if (ValuePattern.matches(mismatch, value, param)) {
                return false;
            }
        }
        if (matches.isEmpty()) {
            return !mismatches.isEmpty();
        }
        for (String match : matches) {
            if (ValuePattern.matches(match, value, param)) {
                return true;
            }
        }
        return false;
    }

    @Override
    public String toString() {
        return "{matches=" + matches + ", mismatches=" + mismatches + "}";
    }
}
