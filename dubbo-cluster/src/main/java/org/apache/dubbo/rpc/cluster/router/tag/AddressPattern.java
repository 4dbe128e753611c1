package org.apache.dubbo.rpc.cluster.router.tag;

/**
 * The provider addresses of a tag rule: {@code 10.0.0.5:20880}, {@code 10.0.0.5} (any port),
 * {@code 10.0.0.*:20880} or {@code 10.0.1-9.*} (wildcard and range segments), {@code 10.0.0.0/24} (IPv4 CIDR),
 * {@code 0.0.0.0:20880} (any host on that port).
 */
final class AddressPattern {

    private AddressPattern() {
    }

    static boolean matches(String pattern, String host, int port) {
        if (pattern == null || host == null) {
            return false;
        }
        String hostPattern = pattern.trim();
        String portPattern = null;
        int colon = hostPattern.lastIndexOf(':');
        if (colon > 0 && hostPattern.indexOf(':') == colon) {
            portPattern = hostPattern.substring(colon + 1);
            hostPattern = hostPattern.substring(0, colon);
        }
        if (portPattern != null && !"*".equals(portPattern) && !portPattern.equals(String.valueOf(port))) {
            return false;
        }
        if ("0.0.0.0".equals(hostPattern) || "*".equals(hostPattern)) {
            return portPattern != null || "*".equals(hostPattern);
        }
        if (hostPattern.contains("/")) {
            return inCidr(hostPattern, host);
        }
        String[] patternSegments = hostPattern.split("\\.");
        String[] hostSegments = host.split("\\.");
        if (patternSegments.length != hostSegments.length) {
            return hostPattern.equals(host);
        }
        for (int i = 0; i < patternSegments.length; i++) {
            if (!segmentMatches(patternSegments[i], hostSegments[i])) {
                return false;
            }
        }
        return true;
    }

    private static boolean segmentMatches(String pattern, String segment) {
        if ("*".equals(pattern) || pattern.equals(segment)) {
            return true;
        }
        int dash = pattern.indexOf('-');
        if (dash > 0) {
            try {
                int low = Integer.parseInt(pattern.substring(0, dash));
                int high = Integer.parseInt(pattern.substring(dash + 1));
                int value = Integer.parseInt(segment);
                return value >= low && value <= high;
            } catch (NumberFormatException e) {
                return false;
            }
        }
        return false;
    }

    private static boolean inCidr(String cidr, String host) {
        int slash = cidr.indexOf('/');
        long network = ipv4(cidr.substring(0, slash));
        long address = ipv4(host);
        if (network < 0 || address < 0) {
            return false;
        }
        int bits;
        try {
            bits = Integer.parseInt(cidr.substring(slash + 1).trim());
        } catch (NumberFormatException e) {
            return false;
        }
        if (bits < 0 || bits > 32) {
            return false;
        }
        long mask = bits == 0 ? 0 : (0xFFFFFFFFL << (32 - bits)) & 0xFFFFFFFFL;
        return (network & mask) == (address & mask);
    }

    private static long ipv4(String text) {
        String[] parts = text.trim().split("\\.");
        if (parts.length != 4) {
            return -1;
        }
        long value = 0;
        for (String part : parts) {
            try {
                int octet = Integer.parseInt(part);
                if (octet < 0 || octet > 255) {
                    return -1;
                }
                value = (value << 8) | octet;
            } catch (NumberFormatException e) {
                return -1;
            }
        }
        return value;
    }
}
