package org.apache.dubbo.common;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads the text form {@code protocol://user:password@host:port,backup:port/path?k=v&k2=v2} into a {@link URL}.
 *
 * <p>Lenient in the ways Apache Dubbo is, because these strings come from other Dubbo processes through the
 * registry: no percent-decoding of values, a parameter without {@code =} is its own value, {@code ;} separates
 * parameters like {@code &}, and {@code default.X} fills {@code X}. Strict about what cannot be meant: a missing
 * protocol before {@code ://} and a port that is not a number in 0..65535.
 */
final class URLParser {

    static final String BACKUP_KEY = "backup";

    /** Providers of Dubbo 2.6 and older registered {@code default.timeout} etc. meaning {@code timeout}. */
    static final String DEFAULT_KEY_PREFIX = "default.";

    private static final int MAX_PORT = 65535;

    private URLParser() {
    }

    /**
     * The path without blanks around it, as the host and every value: the URL's text form is trimmed as a whole
     * when read, so a part that starts or ends it must not start or end with blanks, or it would not read back the
     * same. Leading slashes are dropped with the blanks between them (the URL drops leading slashes anyway).
     */
    private static String trimPath(String path) {
        int start = 0;
        while (start < path.length() && (path.charAt(start) <= ' ' || path.charAt(start) == '/')) {
            start++;
        }
        return path.substring(start).trim();
    }

    static URL parse(String text) {
        if (text == null) {
            throw new IllegalArgumentException("url == null");
        }
        String url = text.trim();
        if (url.isEmpty()) {
            throw new IllegalArgumentException("url is empty");
        }

        int query = url.indexOf('?');
        String body = query >= 0 ? url.substring(0, query) : url;

        String protocol = null;
        String rest = body;
        int scheme = body.indexOf("://");
        if (scheme >= 0) {
            protocol = protocolBefore(scheme, body, text);
            rest = body.substring(scheme + 3);
        } else {
            // "file:/home/x" has a protocol but no authority
            scheme = body.indexOf(":/");
            if (scheme >= 0) {
                protocol = protocolBefore(scheme, body, text);
                rest = body.substring(scheme + 1);
            }
        }

        String path = null;
        String authority = rest;
        int slash = rest.indexOf('/');
        if (slash >= 0) {
            path = trimPath(rest.substring(slash + 1));
            authority = rest.substring(0, slash);
        }

        String username = null;
        String password = null;
        int at = authority.lastIndexOf('@');
        if (at >= 0) {
            String userInfo = authority.substring(0, at);
            int colon = userInfo.indexOf(':');
            if (colon >= 0) {
                username = userInfo.substring(0, colon);
                password = userInfo.substring(colon + 1);
            } else {
                username = userInfo;
            }
            authority = authority.substring(at + 1);
        }

        String host = null;
        int port = 0;
        String[] addresses = authority.split(",", -1); // "," alone is two empty addresses, not none
        String firstAddress = addresses[0].trim();
        if (!firstAddress.isEmpty()) {
            Address first = parseAddress(firstAddress, text);
            host = first.host;
            port = Math.max(first.port, 0);
        }
        List<String> backups = new ArrayList<>();
        for (int i = 1; i < addresses.length; i++) {
            // trimmed as every parameter value is, so that the backup parameter reads back the same
            String backup = addresses[i].trim();
            if (!backup.isEmpty()) {
                // checked here so that a bad backup port is reported against the whole url
                parseAddress(backup, text);
                backups.add(backup);
            }
        }

        // a provider URL mostly repeats the parameter keys of the last one of its service
        Map<String, String> parameters = query >= 0 && backups.isEmpty()
                ? QueryShapes.read(url, query + 1, url.length(), path) : null;
        boolean known = parameters != null;
        if (!known) {
            parameters = query >= 0 ? parseQuery(url.substring(query + 1)) : new HashMap<String, String>();
            fillDefaultKeys(parameters);
        }
        if (!backups.isEmpty()) {
            String declared = parameters.get(BACKUP_KEY);
            if (declared != null && !declared.isEmpty()) {
                backups.add(declared);
            }
            parameters.put(BACKUP_KEY, String.join(",", backups));
        }

        URL parsed;
        try {
            parsed = new URL(protocol, username, password, host, port, path, parameters);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(e.getMessage() + " in url \"" + text + "\"", e);
        }
        if (parsed.getProtocol() == null && parsed.getUsername() == null && parsed.getHost() == null
                && parsed.getPort() == 0 && parsed.getPath() == null && parsed.getParameters().isEmpty()) {
            // only separators (e.g. "@", ":", "?&"): nothing a URL could be made of, and nothing to write back
            throw new IllegalArgumentException("url is empty: \"" + text + "\" has no part of a URL");
        }
        if (!known && query >= 0) {
            QueryShapes.learn(url, query + 1, url.length(), path, parsed.getParameters());
        }
        return parsed;
    }

    /**
     * Parameters of a query string ({@code k=v&k2=v2}, {@code ;} also separates). Tokens, keys and values are
     * trimmed; a token without {@code =} maps to itself; a token with an empty key is dropped; a later duplicate
     * key wins.
     */
    static Map<String, String> parseQuery(String query) {
        // sized for the thirty-odd parameters a provider registers, so that the table is not rehashed twice
        Map<String, String> parameters = new HashMap<>(64);
        int start = 0;
        for (int i = 0; i <= query.length(); i++) {
            if (i == query.length() || isSeparator(query.charAt(i))) {
                addToken(query, start, i, parameters);
                start = i + 1;
            }
        }
        return parameters;
    }

    /** Whether {@code c} ends a query token: {@code &}, or {@code ;} as Dubbo 3 also accepts. */
    static boolean isSeparator(char c) {
        return c == '&' || c == ';';
    }

    /**
     * Host and port of {@code host}, {@code host:port}, {@code [ipv6]} or {@code [ipv6]:port}. Without brackets the
     * text after the last colon is the port, except after an IPv6 zone id ({@code fe80::1%eth0}). A trailing colon
     * means "no port".
     *
     * @param context the text to name in error messages
     */
    static Address parseAddress(String address, String context) {
        String host;
        String portText = null;
        if (address.startsWith("[")) {
            int close = address.indexOf(']');
            if (close < 0) {
                throw new IllegalArgumentException("Missing ']' after IPv6 host '" + address + "' in \"" + context + "\"");
            }
            host = address.substring(0, close + 1);
            String after = address.substring(close + 1);
            if (!after.isEmpty()) {
                if (after.charAt(0) != ':') {
                    throw new IllegalArgumentException(
                            "Unexpected '" + after + "' after IPv6 host '" + host + "' in \"" + context + "\"");
                }
                portText = after.substring(1);
            }
        } else {
            int colon = address.lastIndexOf(':');
            // blanks around the host are dropped: a host that ends the URL's text form (no port) must not end in
            // them, since the text is trimmed when read back
            if (colon < 0 || address.indexOf('%', colon) >= 0) {
                host = address.trim();
            } else {
                host = address.substring(0, colon).trim();
                portText = address.substring(colon + 1);
            }
        }
        int port = portText == null || portText.isEmpty() ? -1 : parsePort(portText, context);
        return new Address(host.isEmpty() ? null : host, port);
    }

    private static int parsePort(String text, String context) {
        boolean digits = !text.isEmpty() && text.length() <= 5;
        for (int i = 0; digits && i < text.length(); i++) {
            digits = text.charAt(i) >= '0' && text.charAt(i) <= '9';
        }
        if (!digits || Integer.parseInt(text) > MAX_PORT) {
            throw new IllegalArgumentException(
                    "Invalid port '" + text + "' in \"" + context + "\": expected a number from 0 to " + MAX_PORT);
        }
        return Integer.parseInt(text);
    }

    private static String protocolBefore(int end, String body, String text) {
        if (end == 0) {
            throw new IllegalStateException("url missing protocol: \"" + text + "\"");
        }
        return body.substring(0, end);
    }

    /**
     * The token {@code query[from, to)}, trimmed: {@code key=value} (both trimmed; an empty key drops it), or a lone
     * word, which stands for itself. Read in place, without a string for the whole token.
     */
    private static void addToken(String query, int from, int to, Map<String, String> parameters) {
        int start = skipBlanks(query, from, to);
        int end = trimmedEnd(query, start, to);
        if (start == end) {
            return;
        }
        int eq = start;
        while (eq < end && query.charAt(eq) != '=') {
            eq++;
        }
        if (eq == end) {
            String word = query.substring(start, end);
            parameters.put(word, word);
            return;
        }
        int keyEnd = trimmedEnd(query, start, eq);
        if (keyEnd > start) {
            parameters.put(query.substring(start, keyEnd),
                    query.substring(skipBlanks(query, eq + 1, end), end));
        }
    }

    /** The first index in {@code [from, to)} of a character {@link String#trim()} keeps, or {@code to}. */
    private static int skipBlanks(String text, int from, int to) {
        int at = from;
        while (at < to && text.charAt(at) <= ' ') {
            at++;
        }
        return at;
    }

    /** The end of {@code text[from, to)} without the characters {@link String#trim()} drops at its end. */
    private static int trimmedEnd(String text, int from, int to) {
        int at = to;
        while (at > from && text.charAt(at - 1) <= ' ') {
            at--;
        }
        return at;
    }

    /** Providers of Dubbo 2.6 and older registered {@code default.timeout} etc. meaning {@code timeout}. */
    private static void fillDefaultKeys(Map<String, String> parameters) {
        ArrayDeque<String> keys = new ArrayDeque<>(parameters.keySet());
        while (!keys.isEmpty()) {
            String key = keys.poll();
            if (!key.startsWith(DEFAULT_KEY_PREFIX)) {
                continue;
            }
            // trimmed as every key is; a derived key that is itself a default.* key derives in turn, so that the
            // URL's text form, which holds the derived keys, parses back to the same parameters
            String plain = key.substring(DEFAULT_KEY_PREFIX.length()).trim();
            if (!plain.isEmpty() && parameters.putIfAbsent(plain, parameters.get(key)) == null) {
                keys.add(plain);
            }
        }
    }

    /** A host (null when absent) and a port (-1 when absent). */
    static final class Address {
        final String host;
        final int port;

        Address(String host, int port) {
            this.host = host;
            this.port = port;
        }
    }
}
