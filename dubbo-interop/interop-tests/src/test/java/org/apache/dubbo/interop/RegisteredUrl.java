package org.apache.dubbo.interop;

import java.util.Map;
import java.util.TreeMap;

/**
 * A registered URL as read back from a node name, parsed on its own (not with our URL class, so that what our
 * registry wrote is judged independently): {@code protocol://host[:port]/path?k=v&...}.
 */
record RegisteredUrl(String protocol, String host, int port, String path, Map<String, String> parameters) {

    static RegisteredUrl parse(String text) {
        int scheme = text.indexOf("://");
        if (scheme <= 0) {
            throw new IllegalArgumentException("not a URL: " + text);
        }
        String protocol = text.substring(0, scheme);
        String rest = text.substring(scheme + 3);
        Map<String, String> parameters = new TreeMap<>();
        int query = rest.indexOf('?');
        if (query >= 0) {
            for (String pair : rest.substring(query + 1).split("&")) {
                if (pair.isEmpty()) {
                    continue;
                }
                int eq = pair.indexOf('=');
                parameters.put(eq < 0 ? pair : pair.substring(0, eq), eq < 0 ? pair : pair.substring(eq + 1));
            }
            rest = rest.substring(0, query);
        }
        int slash = rest.indexOf('/');
        String address = slash < 0 ? rest : rest.substring(0, slash);
        String path = slash < 0 ? "" : rest.substring(slash + 1);
        int colon = address.lastIndexOf(':');
        boolean hasPort = colon > address.lastIndexOf(']');
        String host = hasPort ? address.substring(0, colon) : address;
        int port = hasPort ? Integer.parseInt(address.substring(colon + 1)) : 0;
        return new RegisteredUrl(protocol, host, port, path, parameters);
    }

    String parameter(String key) {
        return parameters.get(key);
    }
}
