package org.apache.dubbo.rpc.protocol.tri.wire;

import java.util.concurrent.TimeUnit;

/**
 * The {@code grpc-timeout} header: at most eight ASCII digits and a unit ({@code H M S m u n}). Parsing rejects
 * anything else with a message naming the value.
 */
public final class GrpcTimeout {

    private static final long MAX_VALUE = 99_999_999L;

    private GrpcTimeout() {
    }

    /** The timeout in nanoseconds. */
    public static long parseNanos(CharSequence value) {
        int n = value == null ? 0 : value.length();
        if (n < 2 || n > 9) {
            throw new IllegalArgumentException("Invalid grpc-timeout '" + value + "': expected 1 to 8 digits and a"
                    + " unit (H, M, S, m, u or n)");
        }
        long amount = 0;
        for (int i = 0; i < n - 1; i++) {
            char c = value.charAt(i);
            if (c < '0' || c > '9') {
                throw new IllegalArgumentException("Invalid grpc-timeout '" + value + "': not a number");
            }
            amount = amount * 10 + (c - '0');
        }
        switch (value.charAt(n - 1)) {
            case 'H':
                return TimeUnit.HOURS.toNanos(amount);
            case 'M':
                return TimeUnit.MINUTES.toNanos(amount);
            case 'S':
                return TimeUnit.SECONDS.toNanos(amount);
            case 'm':
                return TimeUnit.MILLISECONDS.toNanos(amount);
            case 'u':
                return TimeUnit.MICROSECONDS.toNanos(amount);
            case 'n':
                return amount;
            default:
                throw new IllegalArgumentException("Invalid grpc-timeout '" + value + "': unknown unit '"
                        + value.charAt(n - 1) + "'");
        }
    }

    /** The shortest exact-enough encoding of {@code nanos} (the finest unit whose value fits in eight digits). */
    public static String format(long nanos) {
        long value = Math.max(0, nanos);
        if (value <= MAX_VALUE) {
            return value + "n";
        }
        if ((value /= 1000) <= MAX_VALUE) {
            return value + "u";
        }
        if ((value /= 1000) <= MAX_VALUE) {
            return value + "m";
        }
        if ((value /= 1000) <= MAX_VALUE) {
            return value + "S";
        }
        if ((value /= 60) <= MAX_VALUE) {
            return value + "M";
        }
        return Math.min(value / 60, MAX_VALUE) + "H";
    }
}
