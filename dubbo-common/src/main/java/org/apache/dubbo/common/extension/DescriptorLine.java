package org.apache.dubbo.common.extension;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * One entry of an extension descriptor file: {@code name=class}, {@code name1,name2=class} or a bare
 * {@code class}. Text after {@code #} is a comment.
 */
final class DescriptorLine {

    private final List<String> names;
    private final String className;

    private DescriptorLine(List<String> names, String className) {
        this.names = names;
        this.className = className;
    }

    /**
     * Parses one line.
     *
     * @return the entry, or {@code null} for a blank or comment-only line
     * @throws IllegalArgumentException if the line is not a valid entry
     */
    static DescriptorLine parse(String line) {
        int comment = line.indexOf('#');
        String content = (comment >= 0 ? line.substring(0, comment) : line).trim();
        if (content.isEmpty()) {
            return null;
        }
        int equals = content.indexOf('=');
        if (equals < 0) {
            return new DescriptorLine(Collections.<String>emptyList(), checkedClassName(content, line));
        }
        List<String> names = new ArrayList<>();
        for (String name : content.substring(0, equals).split(",")) {
            String trimmed = name.trim();
            if (!trimmed.isEmpty()) {
                if (containsWhitespace(trimmed)) {
                    throw new IllegalArgumentException("extension name '" + trimmed + "' contains whitespace in '"
                            + line + "'");
                }
                names.add(trimmed);
            }
        }
        if (names.isEmpty()) {
            throw new IllegalArgumentException("no extension name before '=' in '" + line + "'");
        }
        String className = checkedClassName(content.substring(equals + 1).trim(), line);
        return new DescriptorLine(Collections.unmodifiableList(names), className);
    }

    /** The names given on the line; empty when the line lists a bare class. */
    List<String> names() {
        return names;
    }

    String className() {
        return className;
    }

    private static String checkedClassName(String className, String line) {
        if (className.isEmpty()) {
            throw new IllegalArgumentException("no class name in '" + line + "'");
        }
        for (String part : className.split("\\.", -1)) {
            if (!isJavaIdentifier(part)) {
                throw new IllegalArgumentException("'" + className + "' is not a class name in '" + line + "'");
            }
        }
        return className;
    }

    private static boolean isJavaIdentifier(String part) {
        if (part.isEmpty() || !Character.isJavaIdentifierStart(part.charAt(0))) {
            return false;
        }
        for (int i = 1; i < part.length(); i++) {
            if (!Character.isJavaIdentifierPart(part.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    private static boolean containsWhitespace(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (Character.isWhitespace(text.charAt(i))) {
                return true;
            }
        }
        return false;
    }
}
