package org.apache.dubbo.remoting.exchange;

import java.security.SecureRandom;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;

/**
 * JVM-wide request ids: a counter starting at a random 64-bit value and wrapping from {@code Long.MAX_VALUE} to
 * {@code Long.MIN_VALUE}, as Dubbo 3 does (wire spec 1.4); a secure random start when
 * {@code dubbo.application.use-secure-random-request-id=true}.
 */
public final class RequestIds {

    private static final AtomicLong NEXT = new AtomicLong(
            Boolean.getBoolean("dubbo.application.use-secure-random-request-id") ? new SecureRandom().nextLong()
                    : ThreadLocalRandom.current().nextLong());

    private RequestIds() {
    }

    public static long next() {
        return NEXT.getAndIncrement();
    }
}
