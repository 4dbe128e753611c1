package org.apache.dubbo.remoting.codec;

/**
 * Interprets the protocol-version string of a request body (wire spec, section 3.3): response attachments are
 * sent only to callers whose version lies in [2.0.2, 2.0.99]; pre-2.6.3 clients sent their jar version
 * (2.5.x, 2.6.x), which falls outside on purpose.
 */
public final class ProtocolVersion {

    private static final int LOWEST_WITH_ATTACHMENTS = 2000200;
    private static final int HIGHEST_WITH_ATTACHMENTS = 2009900;

    private ProtocolVersion() {
    }

    private static final String CURRENT = "2.0.2";

    public static boolean supportsResponseAttachments(String version) {
        if (CURRENT.equals(version)) {
            return true; // what every Dubbo since 2.6.3 sends: skip the parse on the per-response path
        }
        int v = toInt(version);
        return v >= LOWEST_WITH_ATTACHMENTS && v <= HIGHEST_WITH_ATTACHMENTS;
    }

    /** "2.0.2" → 2000200: each dotted part as two digits, three-part versions times 100; -1 if unparseable. */
    static int toInt(String version) {
        if (version == null || version.isEmpty()) {
            return -1;
        }
        int value = 0;
        int parts = 0;
        int start = 0;
        while (start <= version.length()) {
            int end = version.indexOf('.', start);
            if (end < 0) {
                end = version.length();
            }
            int digits = 0;
            int n = 0;
            while (start + digits < end && Character.isDigit(version.charAt(start + digits))) {
                if (digits < 2) {
                    n = n * 10 + Character.digit(version.charAt(start + digits), 10);
                }
                digits++;
            }
            if (digits == 0) {
                return -1;
            }
            value = value * 100 + n;
            parts++;
            start = end + 1;
        }
        if (parts == 3) {
            value *= 100;
        }
        return value;
    }
}
