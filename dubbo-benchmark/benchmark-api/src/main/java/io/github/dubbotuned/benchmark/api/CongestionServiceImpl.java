package io.github.dubbotuned.benchmark.api;

import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.locks.LockSupport;

/** The provider's side of {@link CongestionService}: sleeps, answers with the payload twice, and times itself. */
public class CongestionServiceImpl implements CongestionService {

    /** Bounds of the random sleep, milliseconds (uniform, so the mean is half of it). */
    public static final int MAX_SLEEP_MILLIS = 300;

    /** Histogram resolution: 100 µs buckets up to 10 s; slower calls land in the last bucket. */
    private static final int BUCKET_MICROS = 100;
    private static final int BUCKETS = 100_000;

    private volatile AtomicLongArray buckets = new AtomicLongArray(BUCKETS);

    @Override
    public String process(String payload) {
        long start = System.nanoTime();
        long sleepNanos = ThreadLocalRandom.current().nextLong(MAX_SLEEP_MILLIS * 1_000_000L + 1);
        long deadline = start + sleepNanos;
        for (long left = sleepNanos; left > 0; left = deadline - System.nanoTime()) {
            LockSupport.parkNanos(left);
        }
        String answer = new StringBuilder(payload.length() * 2).append(payload).append(payload).toString();
        record((System.nanoTime() - start) / 1000);
        return answer;
    }

    @Override
    public ServiceTimes serviceTimes(boolean reset) {
        AtomicLongArray current = buckets;
        if (reset) {
            buckets = new AtomicLongArray(BUCKETS);
        }
        long count = 0;
        double sum = 0;
        for (int i = 0; i < BUCKETS; i++) {
            long n = current.get(i);
            count += n;
            sum += n * (i * (double) BUCKET_MICROS + BUCKET_MICROS / 2.0);
        }
        if (count == 0) {
            return new ServiceTimes(0, 0, 0, 0);
        }
        return new ServiceTimes(count, sum / count, percentile(current, count, 0.50), percentile(current, count, 0.99));
    }

    private void record(long micros) {
        int bucket = (int) Math.min(BUCKETS - 1, Math.max(0, micros / BUCKET_MICROS));
        buckets.incrementAndGet(bucket);
    }

    private static long percentile(AtomicLongArray histogram, long count, double quantile) {
        long rank = (long) Math.ceil(quantile * count);
        long seen = 0;
        for (int i = 0; i < BUCKETS; i++) {
            seen += histogram.get(i);
            if (seen >= rank) {
                return (long) i * BUCKET_MICROS + BUCKET_MICROS / 2;
            }
        }
        return (long) (BUCKETS - 1) * BUCKET_MICROS;
    }
}
