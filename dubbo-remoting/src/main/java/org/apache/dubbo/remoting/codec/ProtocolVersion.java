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

    public static boolean supportsResponseAttachments(String version) {
        int v = toInt(version);
        return v >= LOWEST_WITH_ATTACHMENTS && v <= HIGHEST_WITH_ATTACHMENTS;
    }

    /** "2.0.2" → 2000200: each dotted part as two digits, three-part versions times 100; -1 if unparseable. */
    static int toInt(String version) {
        if (version == null || version.isEmpty()) {
            return -1;
        }
        String[] parts = version.split("\\.");
        int value = 0;
        for (String part : parts) {
            int digits = 0;
            while (digits < part.length() && Character.isDigit(part.charAt(digits))) {
                digits++;
            }
            if (digits == 0) {
                return -1;
            }
            int n;
            try {
                n = Integer.parseInt(part.substring(0, Math.min(digits, 2)));
            } catch (NumberFormatException e) {
                return -1;
            }
            value = value * 100 + n;
        }
        if (parts.length == 3) {
            value *= 100;
        }
        return value;
    }
}
