package org.apache.dubbo.common.serialize.security;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * Decides which classes a peer may make us instantiate while deserializing. Immutable.
 *
 * <p>Entries name packages or classes: {@code "com.sun.rowset."} (trailing dot) covers a package and its
 * sub-packages, {@code "java.lang.Runtime"} covers that class, its nested classes and, when it is a package
 * name, everything below it — but not {@code java.lang.RuntimeException}. {@code '$'} is compared as
 * {@code '.'} so that nested classes follow their outer class. The decision, in order:
 * <ol>
 *   <li>{@link Mode#DISABLED}: everything is allowed;</li>
 *   <li>a class the user allowed explicitly (system property, {@code security/serialize.allowlist} resources,
 *       types trusted from service interfaces) is allowed, even if a deny entry matches — the user's word wins;</li>
 *   <li>a deny entry refuses the class;</li>
 *   <li>{@link Mode#DENY_LIST} (the default) allows the rest; {@link Mode#ALLOW_LIST} allows only the
 *       built-in JDK/hessian basics.</li>
 * </ol>
 * A refusal happens before the class is even loaded, so nothing of it runs.
 */
public final class ClassPolicy {

    /** How strict the policy is. Upstream's {@code serialize-check-status} names map onto these. */
    public enum Mode {
        /** Known gadget classes are refused, everything else is allowed (default; upstream {@code WARN}). */
        DENY_LIST,
        /** Only built-in basics and explicitly allowed/trusted classes (upstream {@code STRICT}). */
        ALLOW_LIST,
        /** No check at all (upstream {@code DISABLE}). */
        DISABLED;

        /** Parses our names and upstream's {@code STRICT}/{@code WARN}/{@code DISABLE}, case-insensitively. */
        public static Mode parse(String value) {
            String v = value == null ? "" : value.trim().toUpperCase(Locale.ROOT).replace('-', '_');
            switch (v) {
                case "STRICT":
                case "ALLOW_LIST":
                    return ALLOW_LIST;
                case "WARN":
                case "DENY_LIST":
                    return DENY_LIST;
                case "DISABLE":
                case "DISABLED":
                    return DISABLED;
                default:
                    throw new IllegalArgumentException("Invalid serialize-check-status '" + value
                            + "': expected STRICT, WARN or DISABLE (or ALLOW_LIST, DENY_LIST, DISABLED)");
            }
        }
    }

    /**
     * Decisions remembered per class name, so that the prefix scan runs once per class rather than once per
     * deserialized object. Bounded: the names come from peers, and a peer must not grow our memory at will.
     */
    static final int REMEMBERED_DECISIONS = 4096;
    /** Marks an allowed class in {@link #decisions}; a refusal is stored as its (never empty) reason. */
    private static final String ALLOWED = "";

    private final ConcurrentMap<String, String> decisions = new ConcurrentHashMap<>();
    private final Mode mode;
    private final List<String> denied;
    private final List<String> builtinAllowed;
    private final List<String> userAllowed;

    ClassPolicy(Mode mode, Collection<String> denied, Collection<String> builtinAllowed, Collection<String> userAllowed) {
        this.mode = mode;
        this.denied = normalize(denied);
        this.builtinAllowed = normalize(builtinAllowed);
        this.userAllowed = normalize(userAllowed);
    }

    public Mode mode() {
        return mode;
    }

    /** Class names and package prefixes allowed: the built-in list, then the user's (for diagnostics). */
    public List<String> allowedEntries() {
        List<String> all = new ArrayList<>(builtinAllowed);
        all.addAll(userAllowed);
        return java.util.Collections.unmodifiableList(all);
    }

    /** Class names and package prefixes refused (for diagnostics). */
    public List<String> deniedEntries() {
        return java.util.Collections.unmodifiableList(denied);
    }

    /** A copy of this policy in another mode. */
    public ClassPolicy withMode(Mode newMode) {
        return new ClassPolicy(newMode, denied, builtinAllowed, userAllowed);
    }

    /** A copy of this policy that also allows the given class names or prefixes explicitly. */
    public ClassPolicy withAllowed(Collection<String> entries) {
        List<String> merged = new ArrayList<>(userAllowed);
        merged.addAll(entries);
        return new ClassPolicy(mode, denied, builtinAllowed, merged);
    }

    /** A copy of this policy that also refuses the given class names or prefixes. */
    public ClassPolicy withDenied(Collection<String> entries) {
        List<String> merged = new ArrayList<>(denied);
        merged.addAll(entries);
        return new ClassPolicy(mode, merged, builtinAllowed, userAllowed);
    }

    /**
     * Returns null when {@code className} may be deserialized, otherwise a human-readable reason that names the
     * class and the rule that refused it, and says how to allow it.
     */
    public String refusalReason(String className) {
        if (mode == Mode.DISABLED) {
            return null;
        }
        String remembered = decisions.get(className);
        if (remembered != null) {
            return remembered.isEmpty() ? null : remembered;
        }
        String reason = decide(className);
        if (decisions.size() < REMEMBERED_DECISIONS) {
            decisions.putIfAbsent(className, reason == null ? ALLOWED : reason);
        }
        return reason;
    }

    private String decide(String className) {
        String name = className.replace('$', '.');
        if (matches(userAllowed, name) != null) {
            return null;
        }
        String deniedBy = matches(denied, name);
        if (deniedBy != null) {
            return "Class '" + className + "' is refused by the serialization class policy (deny-list entry '"
                    + deniedBy + "'). If it is really needed, allow it with -Ddubbo.security.serialize.allowedClassList="
                    + className;
        }
        if (mode == Mode.ALLOW_LIST && matches(builtinAllowed, name) == null) {
            return "Class '" + className + "' is refused by the serialization class policy: serialize-check-status is "
                    + "STRICT and the class is not in the allow list. Allow it with "
                    + "-Ddubbo.security.serialize.allowedClassList=" + className
                    + " or a security/serialize.allowlist resource";
        }
        return null;
    }

    public boolean isAllowed(String className) {
        return refusalReason(className) == null;
    }

    List<String> userAllowedEntries() {
        return userAllowed;
    }

    private static String matches(List<String> prefixes, String name) {
        for (String entry : prefixes) {
            boolean packageEntry = entry.endsWith(".");
            if (packageEntry ? name.startsWith(entry)
                    : name.equals(entry) || (name.startsWith(entry) && name.charAt(entry.length()) == '.')) {
                return entry;
            }
        }
        return null;
    }

    private static List<String> normalize(Collection<String> entries) {
        List<String> result = new ArrayList<>();
        for (String e : entries) {
            if (e == null) {
                continue;
            }
            String trimmed = e.trim();
            if (trimmed.endsWith("*")) {
                trimmed = trimmed.substring(0, trimmed.length() - 1);
            }
            if (!trimmed.isEmpty() && !trimmed.startsWith("#") && !result.contains(trimmed.replace('$', '.'))) {
                result.add(trimmed.replace('$', '.'));
            }
        }
        return Collections.unmodifiableList(result);
    }

    @Override
    public String toString() {
        return "ClassPolicy{mode=" + mode + ", denied=" + denied.size() + " entries, userAllowed=" + userAllowed
                + "}";
    }
}
