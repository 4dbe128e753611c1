package org.apache.dubbo.config.spring.surface;

import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Names an attribute goes by: its bean property, its URL keys, and whether its value names a bean. */
final class XmlSurfaceNames {

    private static final Set<String> BEAN_REFERENCES = new HashSet<>(Arrays.asList("application", "module",
            "monitor", "consumer", "provider", "executor", "ref", "class", "onreturn", "oninvoke", "onthrow"));

    /** URL keys that are not the attribute's dotted form. */
    private static final Map<String, List<String>> URL_KEYS = new HashMap<>();

    static {
        URL_KEYS.put("tag", Collections.singletonList("dubbo.tag"));
        URL_KEYS.put("listener", Arrays.asList("exporter.listener", "invoker.listener"));
        URL_KEYS.put("json-check-level", Collections.singletonList("jsonCheckLevel"));
        URL_KEYS.put("qos-anonymous-allow-commands", Collections.singletonList("qos.anonymous.access.allow.commands"));
    }

    private XmlSurfaceNames() {
    }

    static String camel(String attribute) {
        StringBuilder out = new StringBuilder();
        boolean upper = false;
        for (char c : attribute.toCharArray()) {
            if (c == '-') {
                upper = true;
            } else {
                out.append(upper ? Character.toUpperCase(c) : c);
                upper = false;
            }
        }
        return out.toString();
    }

    /** {@code prefer-serialization} → {@code prefer.serialization}. */
    static String urlKey(String attribute) {
        return attribute.replace('-', '.');
    }

    /** Every key a warning may use for the attribute. */
    static Collection<String> keys(String attribute) {
        Set<String> keys = new HashSet<>(Arrays.asList(attribute, urlKey(attribute), camel(attribute)));
        keys.addAll(URL_KEYS.getOrDefault(attribute, Collections.<String>emptyList()));
        return keys;
    }

    static boolean isReference(String attribute) {
        return BEAN_REFERENCES.contains(attribute);
    }

    /** The bean property's value for the attribute as text, or null if the bean has no such property or it is unset. */
    static String read(Object bean, String element, String attribute) {
        String property = camel(attribute);
        if ("class".equals(attribute)) {
            property = "ref";
        } else if ("registry".equals(attribute) && XmlSurfaceWalk.readProperty(bean, "registryIds") != null) {
            property = "registryIds";
        } else if ("protocol".equals(attribute) && XmlSurfaceWalk.readProperty(bean, "protocolIds") != null) {
            property = "protocolIds";
        }
        Object value = XmlSurfaceWalk.readProperty(bean, property);
        if (value == null && ("onreturn".equals(attribute) || "oninvoke".equals(attribute)
                || "onthrow".equals(attribute))) {
            value = XmlSurfaceWalk.readProperty(bean, property + "Method");
        }
        return value == null ? null : String.valueOf(value);
    }
}
