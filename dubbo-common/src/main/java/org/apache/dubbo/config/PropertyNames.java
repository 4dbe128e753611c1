package org.apache.dubbo.config;

/**
 * Spelling conversions between Java property names and the names users write in URLs, XML and properties.
 */
final class PropertyNames {

    private PropertyNames() {
    }

    /**
     * {@code camelCase} with every capital letter replaced by {@code separator} + its lower-case form:
     * {@code preferSerialization} → {@code prefer.serialization} (separator '.') or {@code prefer-serialization}
     * (separator '-'). A leading capital gets no separator: {@code MetadataReport} → {@code metadata-report}.
     */
    static String split(String camelCase, char separator) {
        StringBuilder out = new StringBuilder(camelCase.length() + 4);
        for (int i = 0; i < camelCase.length(); i++) {
            char c = camelCase.charAt(i);
            if (Character.isUpperCase(c)) {
                if (i > 0) {
                    out.append(separator);
                }
                out.append(Character.toLowerCase(c));
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    /** The property a getter reads: {@code getFooBar} / {@code isFooBar} → {@code fooBar}; null for other names. */
    static String propertyOfGetter(String methodName) {
        int start;
        if (methodName.startsWith("get")) {
            start = 3;
        } else if (methodName.startsWith("is")) {
            start = 2;
        } else {
            return null;
        }
        if (methodName.length() == start || !Character.isUpperCase(methodName.charAt(start))) {
            return null;
        }
        return Character.toLowerCase(methodName.charAt(start)) + methodName.substring(start + 1);
    }

    /** {@code fooBar} → {@code setFooBar}. */
    static String setterOf(String property) {
        return "set" + Character.toUpperCase(property.charAt(0)) + property.substring(1);
    }
}
