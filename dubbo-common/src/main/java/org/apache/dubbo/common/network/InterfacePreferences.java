package org.apache.dubbo.common.network;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Function;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The system properties that steer the choice of this machine's address, with Apache Dubbo's names and meaning.
 * Like Apache Dubbo, they are read from system properties only (not from the environment or dubbo.properties),
 * once, when the address is first needed.
 */
final class InterfacePreferences {

    /** The display name of the interface to take before any other (on Linux and macOS, its name: {@code eth0}). */
    static final String PREFERRED = "dubbo.network.interface.preferred";

    /**
     * Comma-separated regular expressions; an interface whose display name matches one (or equals it, for an
     * entry that is not a valid expression) is never used.
     */
    static final String IGNORED = "dubbo.network.interface.ignored";

    /** {@code true}: point-to-point interfaces (VPN tunnels, for example) are never used. */
    static final String POINT_TO_POINT_IGNORED = "dubbo.network.interface.point-to-point.ignored";

    /** The JDK's own switch; with {@code true}, IPv6 addresses become candidates. */
    static final String PREFER_IPV6 = "java.net.preferIPv6Addresses";

    private static final Logger log = LoggerFactory.getLogger(InterfacePreferences.class);

    final String preferred;
    final boolean ignorePointToPoint;
    final boolean preferIpv6;
    private final List<String> ignoredLiterals;
    private final List<Pattern> ignoredPatterns;

    private InterfacePreferences(String preferred, List<String> ignoredLiterals, List<Pattern> ignoredPatterns,
                                 boolean ignorePointToPoint, boolean preferIpv6) {
        this.preferred = preferred;
        this.ignoredLiterals = ignoredLiterals;
        this.ignoredPatterns = ignoredPatterns;
        this.ignorePointToPoint = ignorePointToPoint;
        this.preferIpv6 = preferIpv6;
    }

    static InterfacePreferences fromSystemProperties() {
        return from(System::getProperty);
    }

    /** @param properties the value of a property by name, null when unset */
    static InterfacePreferences from(Function<String, String> properties) {
        String preferred = properties.apply(PREFERRED);
        List<String> literals = new ArrayList<>();
        List<Pattern> patterns = new ArrayList<>();
        String ignored = properties.apply(IGNORED);
        if (ignored != null) {
            for (String part : ignored.split(",")) {
                String entry = part.trim();
                if (entry.isEmpty()) {
                    continue;
                }
                literals.add(entry);
                try {
                    patterns.add(Pattern.compile(entry));
                } catch (PatternSyntaxException e) {
                    log.warn("{}: '{}' is not a regular expression; it ignores only the interface of exactly that name",
                            IGNORED, entry);
                }
            }
        }
        return new InterfacePreferences(preferred == null || preferred.isEmpty() ? null : preferred,
                Collections.unmodifiableList(literals), Collections.unmodifiableList(patterns),
                Boolean.parseBoolean(properties.apply(POINT_TO_POINT_IGNORED)),
                Boolean.parseBoolean(properties.apply(PREFER_IPV6)));
    }

    boolean isIgnored(String displayName) {
        if (displayName == null || displayName.isEmpty()) {
            return false;
        }
        if (ignoredLiterals.contains(displayName)) {
            return true;
        }
        for (Pattern pattern : ignoredPatterns) {
            if (pattern.matcher(displayName).matches()) {
                return true;
            }
        }
        return false;
    }

    boolean isPreferred(String displayName) {
        return preferred != null && preferred.equals(displayName);
    }
}
