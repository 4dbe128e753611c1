package org.apache.dubbo.common;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.charset.StandardCharsets;

import com.code_intelligence.jazzer.junit.FuzzTest;

/**
 * Fuzzes the URL parser with arbitrary text, plain and form-encoded (as ZooKeeper node names hold provider URLs).
 * A URL comes from other processes through the registry, so any text must end in a URL or in the documented
 * {@link IllegalArgumentException}/{@link IllegalStateException} naming the text, never another exception; and
 * a parsed URL's text form must parse back to the same URL (what a provider registers is what consumers read).
 */
class UrlFuzzTest {

    @FuzzTest(maxDuration = "30s")
    void parse(byte[] data) {
        String text = new String(data, StandardCharsets.UTF_8);
        roundTrips(text, false);
        roundTrips(text, true);
    }

    private static void roundTrips(String text, boolean encoded) {
        URL url;
        try {
            url = URL.valueOf(text, encoded);
        } catch (IllegalArgumentException | IllegalStateException refused) {
            return;
        }
        if (notRepresentable(url)) {
            return;
        }
        String full = url.toFullString();
        URL again = URL.valueOf(full);
        assertEquals(full, again.toFullString(), "the text form of " + text + " does not parse back to itself");
        assertEquals(url, again, "the text form of " + text + " parses back to another URL");
    }

    /**
     * URLs the text form cannot carry, known and documented (docs/reliability.md): like Apache Dubbo's, it escapes
     * nothing and leaves the port out when it is 0. So a parameter key or value holding a separator ({@code &},
     * {@code ;}, or {@code =} in a key) splits when parsed back — such values only arise from malformed text, e.g. a
     * backup address running into what was meant as a query — the last ':' of an unbracketed host that
     * contains one reads as a port, and a port without a host ({@code dubbo://user@:25/path}) is not written.
     */
    private static boolean notRepresentable(URL url) {
        if (url.getPort() == 0 && url.getHost() != null && url.getHost().indexOf(':') >= 0
                && !url.getHost().startsWith("[")) {
            return true;
        }
        if (url.getHost() == null && url.getPort() > 0) {
            // like Apache Dubbo's, the text form writes a port only after a host
            return true;
        }
        for (java.util.Map.Entry<String, String> p : url.getParameters().entrySet()) {
            String key = p.getKey();
            String value = p.getValue();
            if (key.indexOf('&') >= 0 || key.indexOf(';') >= 0 || key.indexOf('=') >= 0
                    || value != null && (value.indexOf('&') >= 0 || value.indexOf(';') >= 0)) {
                return true;
            }
        }
        return false;
    }
}
