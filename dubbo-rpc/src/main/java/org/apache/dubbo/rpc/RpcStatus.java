package org.apache.dubbo.rpc;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

import org.apache.dubbo.common.URL;

/**
 * Call statistics of one provider URL and of each of its methods: calls in flight, calls finished, failures and
 * elapsed times. The cluster counts every call it makes ({@link #beginCount} before, {@link #endCount} when the
 * result is complete), so load balancers can prefer idle or fast providers. Statistics live for the process.
 */
public class RpcStatus {

    private static final ConcurrentMap<String, RpcStatus> SERVICE_STATISTICS = new ConcurrentHashMap<>();
    private static final ConcurrentMap<String, ConcurrentMap<String, RpcStatus>> METHOD_STATISTICS =
            new ConcurrentHashMap<>();

    private final ConcurrentMap<String, Object> values = new ConcurrentHashMap<>();
    private final AtomicInteger active = new AtomicInteger();
    private final AtomicLong total = new AtomicLong();
    private final AtomicInteger failed = new AtomicInteger();
    private final AtomicLong totalElapsed = new AtomicLong();
    private final AtomicLong failedElapsed = new AtomicLong();
    private final AtomicLong maxElapsed = new AtomicLong();
    private final AtomicLong failedMaxElapsed = new AtomicLong();
    private final AtomicLong succeededMaxElapsed = new AtomicLong();
    /** Set when {@link #removeStatus} dropped this object: calls are counted in a new one from then on. */
    private volatile boolean removed;

    private RpcStatus() {
    }

    /** The statistics of every method of the provider at {@code url} together. */
    public static RpcStatus getStatus(URL url) {
        return SERVICE_STATISTICS.computeIfAbsent(url.toIdentityString(), k -> new RpcStatus());
    }

    public static void removeStatus(URL url) {
        RpcStatus status = SERVICE_STATISTICS.remove(url.toIdentityString());
        if (status != null) {
            status.removed = true;
        }
    }

    /** The statistics of one method of the provider at {@code url}. */
    public static RpcStatus getStatus(URL url, String methodName) {
        return METHOD_STATISTICS.computeIfAbsent(url.toIdentityString(), k -> new ConcurrentHashMap<>())
                .computeIfAbsent(methodName, k -> new RpcStatus());
    }

    public static void removeStatus(URL url, String methodName) {
        ConcurrentMap<String, RpcStatus> methods = METHOD_STATISTICS.get(url.toIdentityString());
        RpcStatus status = methods == null ? null : methods.remove(methodName);
        if (status != null) {
            status.removed = true;
        }
    }

    public static void beginCount(URL url, String methodName) {
        beginCount(url, methodName, Integer.MAX_VALUE);
    }

    /**
     * Counts a call as started unless {@code max} calls of the method are already in flight.
     *
     * @return whether the call was counted (and may proceed)
     */
    public static boolean beginCount(URL url, String methodName, int max) {
        RpcStatus method = getStatus(url, methodName);
        if (method.active.incrementAndGet() > max) {
            method.active.decrementAndGet();
            return false;
        }
        getStatus(url).active.incrementAndGet();
        return true;
    }

    /** Counts a call started with {@link #beginCount} as finished. */
    public static void endCount(URL url, String methodName, long elapsed, boolean succeeded) {
        getStatus(url).finish(elapsed, succeeded);
        getStatus(url, methodName).finish(elapsed, succeeded);
    }

    private void finish(long elapsed, boolean succeeded) {
        active.decrementAndGet();
        total.incrementAndGet();
        totalElapsed.addAndGet(elapsed);
        raise(maxElapsed, elapsed);
        if (succeeded) {
            raise(succeededMaxElapsed, elapsed);
        } else {
            failed.incrementAndGet();
            failedElapsed.addAndGet(elapsed);
            raise(failedMaxElapsed, elapsed);
        }
    }

    private static void raise(AtomicLong max, long value) {
        long current = max.get();
        while (value > current && !max.compareAndSet(current, value)) {
            current = max.get();
        }
    }

    public void set(String key, Object value) {
        values.put(key, value);
    }

    public Object get(String key) {
        return values.get(key);
    }

    /**
     * Whether {@link #removeStatus} dropped this object, so that {@link #getStatus} now gives another: for callers
     * that keep statistics objects (the load balancers keep those of a directory's providers).
     */
    public boolean isRemoved() {
        return removed;
    }

    /** Calls in flight. */
    public int getActive() {
        return active.get();
    }

    public long getTotal() {
        return total.get();
    }

    public long getTotalElapsed() {
        return totalElapsed.get();
    }

    public long getAverageElapsed() {
        long count = getTotal();
        return count == 0 ? 0 : getTotalElapsed() / count;
    }

    public long getMaxElapsed() {
        return maxElapsed.get();
    }

    public int getFailed() {
        return failed.get();
    }

    public long getFailedElapsed() {
        return failedElapsed.get();
    }

    public long getFailedAverageElapsed() {
        long count = getFailed();
        return count == 0 ? 0 : getFailedElapsed() / count;
    }

    public long getFailedMaxElapsed() {
        return failedMaxElapsed.get();
    }

    public long getSucceeded() {
        return getTotal() - getFailed();
    }

    public long getSucceededElapsed() {
        return getTotalElapsed() - getFailedElapsed();
    }

    public long getSucceededAverageElapsed() {
        long count = getSucceeded();
        return count == 0 ? 0 : getSucceededElapsed() / count;
    }

    public long getSucceededMaxElapsed() {
        return succeededMaxElapsed.get();
    }

    /** Calls per second of elapsed call time (all calls when they took less than a second together). */
    public long getAverageTps() {
        long elapsed = getTotalElapsed();
        return elapsed >= 1000L ? getTotal() / (elapsed / 1000L) : getTotal();
    }
}
