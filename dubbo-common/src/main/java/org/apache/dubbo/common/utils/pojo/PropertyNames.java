package org.apache.dubbo.common.utils.pojo;

/**
 * Property names as Apache Dubbo peers spell them in generic maps: the accessor name without its prefix and with
 * only the first letter changed, so {@code getURL} is property {@code uRL} and property {@code uRL} or {@code URL}
 * is written by {@code setURL}.
 */
final class PropertyNames {

    private PropertyNames() {
    }

    static String decapitalize(String accessorSuffix) {
        return Character.toLowerCase(accessorSuffix.charAt(0)) + accessorSuffix.substring(1);
    }

    static String capitalize(String propertyName) {
        return Character.toUpperCase(propertyName.charAt(0)) + propertyName.substring(1);
    }
}
