package org.apache.dubbo.metrics.rpc;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.LongConsumer;

/**
 * The call statistics of one method of one service on one side: totals by outcome (Apache Dubbo's categories),
 * calls in progress, and response times. Updated on the calling thread with contention-free adders; meters read it.
 */
public final class MethodStats {

    private final MethodKey key;
    final LongAdder total = new LongAdder();
    final LongAdder succeeded = new LongAdder();
    final LongAdder failed = new LongAdder();
    final LongAdder businessFailed = new LongAdder();
    final LongAdder timeout = new LongAdder();
    final LongAdder limit = new LongAdder();
    final LongAdder network = new LongAdder();
    final LongAdder serviceUnavailable = new LongAdder();
    final LongAdder codec = new LongAdder();
    final LongAdder unknown = new LongAdder();
    final AtomicInteger processing = new AtomicInteger();
    final LongAdder rtSumMillis = new LongAdder();
    final LongAdder rtCount = new LongAdder();
    private final AtomicLong rtMin = new AtomicLong(Long.MAX_VALUE);
    private final AtomicLong rtMax = new AtomicLong();
    private volatile long rtLast;
    private volatile LongConsumer histogram;

    MethodStats(MethodKey key) {
        this.key = key;
    }

    public MethodKey key() {
        return key;
    }

    /** Where each response time (nanoseconds) is also recorded, e.g. a histogram timer; null for none. */
    public void histogram(LongConsumer sink) {
        this.histogram = sink;
    }

    void started() {
        total.increment();
        processing.incrementAndGet();
    }

    void finished(long nanos, Outcome outcome) {
        processing.decrementAndGet();
        long millis = nanos / 1_000_000;
        rtLast = millis;
        rtSumMillis.add(millis);
        rtCount.increment();
        long min = rtMin.get();
        while (millis < min && !rtMin.compareAndSet(min, millis)) {
            min = rtMin.get();
        }
        long max = rtMax.get();
        while (millis > max && !rtMax.compareAndSet(max, millis)) {
            max = rtMax.get();
        }
        LongConsumer h = histogram;
        if (h != null) {
            h.accept(nanos);
        }
        switch (outcome) {
            case SUCCEEDED:
                succeeded.increment();
                return;
            case BUSINESS:
                businessFailed.increment();
                break;
            case TIMEOUT:
                timeout.increment();
                break;
            case LIMIT:
                limit.increment();
                break;
            case NETWORK:
                network.increment();
                break;
            case SERVICE_UNAVAILABLE:
                serviceUnavailable.increment();
                break;
            case CODEC:
                codec.increment();
                break;
            default:
                unknown.increment();
                break;
        }
        failed.increment();
    }

    public long total() {
        return total.sum();
    }

    public long succeeded() {
        return succeeded.sum();
    }

    /** Every failed call, whatever the cause. */
    public long failed() {
        return failed.sum();
    }

    /** The service threw (a business exception). */
    public long businessFailed() {
        return businessFailed.sum();
    }

    public long timeout() {
        return timeout.sum();
    }

    public long limit() {
        return limit.sum();
    }

    public long network() {
        return network.sum();
    }

    public long serviceUnavailable() {
        return serviceUnavailable.sum();
    }

    public long codec() {
        return codec.sum();
    }

    public long unknown() {
        return unknown.sum();
    }

    public int processing() {
        return processing.get();
    }

    public long rtLastMillis() {
        return rtLast;
    }

    public long rtMinMillis() {
        long min = rtMin.get();
        return min == Long.MAX_VALUE ? 0 : min;
    }

    public long rtMaxMillis() {
        return rtMax.get();
    }

    public long rtSumMillis() {
        return rtSumMillis.sum();
    }

    public double rtAvgMillis() {
        long n = rtCount.sum();
        return n == 0 ? 0 : (double) rtSumMillis.sum() / n;
    }

    /** How a call ended, in Apache Dubbo's failure categories. */
    public enum Outcome { SUCCEEDED, BUSINESS, TIMEOUT, LIMIT, NETWORK, SERVICE_UNAVAILABLE, CODEC, UNKNOWN }
}
