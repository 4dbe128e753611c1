package org.apache.dubbo.config.spring.schema;

/** Spelling of XML attributes: bean property names in kebab case ({@code preferSerialization} ↔ {@code prefer-serialization}). */
final class XmlNames {

    private XmlNames() {
    }

    static String attributeOf(String property) {
        StringBuilder out = new StringBuilder(property.length() + 4);
        for (int i = 0; i < property.length(); i++) {
            char c = property.charAt(i);
            if (Character.isUpperCase(c)) {
                out.append('-').append(Character.toLowerCase(c));
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    static String propertyOf(String attribute) {
        StringBuilder out = new StringBuilder(attribute.length());
        boolean upper = false;
        for (int i = 0; i < attribute.length(); i++) {
            char c = attribute.charAt(i);
            if (c == '-') {
                upper = true;
            } else {
                out.append(upper ? Character.toUpperCase(c) : c);
                upper = false;
            }
        }
        return out.toString();
    }
}
