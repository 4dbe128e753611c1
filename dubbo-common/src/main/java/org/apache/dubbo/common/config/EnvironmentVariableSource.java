package org.apache.dubbo.common.config;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The OS environment as a source of {@code dubbo.*} properties. A key is found either as written
 * ({@code dubbo.protocol.port}, possible in containers) or in its OS style: upper case, {@code '.'} and
 * {@code '-'} turned into {@code '_'}, {@code DUBBO_} in front ({@code DUBBO_PROTOCOL_PORT}); the OS style is
 * matched without regard to case.
 */
final class EnvironmentVariableSource extends MapPropertySource {

    EnvironmentVariableSource(Supplier<Map<String, String>> variables) {
        super("environment variable", variables, true);
    }

    /** {@code dubbo.protocol.port} → {@code DUBBO_PROTOCOL_PORT}, {@code a.b} → {@code DUBBO_A_B}. */
    static String osStyle(String key) {
        String upper = key.toUpperCase(Locale.ROOT).replace('.', '_').replace('-', '_');
        return upper.startsWith("DUBBO_") || upper.equals("DUBBO") ? upper : "DUBBO_" + upper;
    }

    @Override
    public String get(String key) {
        Map<String, String> variables = snapshot();
        String exact = nonBlank(variables.get(key));
        if (exact != null) {
            return exact;
        }
        String os = osStyle(key);
        for (Map.Entry<String, String> entry : variables.entrySet()) {
            if (entry.getKey().equalsIgnoreCase(os) && nonBlank(entry.getValue()) != null) {
                return entry.getValue();
            }
        }
        return null;
    }

    @Override
    public void collect(String prefix, List<SubProperty> out) {
        super.collect(prefix, out);
        String os = osStyle(prefix) + "_";
        for (Map.Entry<String, String> entry : snapshot().entrySet()) {
            String rest = osRemainder(entry.getKey(), os);
            String value = nonBlank(entry.getValue());
            if (rest != null && value != null) {
                // the original spelling is lost in the OS style; lower-case kebab is what property names match
                out.add(new SubProperty(entry.getKey(), rest.toLowerCase(Locale.ROOT).replace('_', '-'), value,
                        description()));
            }
        }
    }

    @Override
    public boolean hasPropertiesUnder(String prefix) {
        if (super.hasPropertiesUnder(prefix)) {
            return true;
        }
        String os = osStyle(prefix) + "_";
        for (Map.Entry<String, String> entry : snapshot().entrySet()) {
            if (osRemainder(entry.getKey(), os) != null && nonBlank(entry.getValue()) != null) {
                return true;
            }
        }
        return false;
    }

    /** The part of {@code key} after the OS-style prefix {@code os} (which ends with '_'), or null. */
    private static String osRemainder(String key, String os) {
        if (key.length() <= os.length() || !key.regionMatches(true, 0, os, 0, os.length())) {
            return null;
        }
        return key.substring(os.length());
    }
}
