package org.apache.dubbo.cache.support.expiring;

import java.util.Iterator;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

import org.apache.dubbo.cache.Cache;
import org.apache.dubbo.cache.support.CacheSettings;
import org.apache.dubbo.common.URL;

/**
 * Results live {@code cache.seconds} (default 180; 0 or less: forever) after they were stored. Expired entries are
 * never returned, and are swept out at most every {@code cache.interval} seconds (default 4) by the next write, so
 * the cache needs no thread of its own.
 */
public class ExpiringCache implements Cache {

    static final int DEFAULT_SECONDS = 180;
    static final int DEFAULT_INTERVAL = 4;

    private final Map<Object, Entry> store = new ConcurrentHashMap<>();
    private final long timeToLiveNanos;
    private final long sweepIntervalNanos;
    private volatile long lastSweep = System.nanoTime();

    public ExpiringCache(URL url) {
        int seconds = CacheSettings.positiveInt(url, "cache.seconds", DEFAULT_SECONDS, Integer.MIN_VALUE);
        int interval = CacheSettings.positiveInt(url, "cache.interval", DEFAULT_INTERVAL, 1);
        this.timeToLiveNanos = seconds <= 0 ? 0 : TimeUnit.SECONDS.toNanos(seconds);
        this.sweepIntervalNanos = TimeUnit.SECONDS.toNanos(interval);
    }

    @Override
    public void put(Object key, Object value) {
        long now = System.nanoTime();
        store.put(key, new Entry(value, now));
        if (timeToLiveNanos > 0 && now - lastSweep >= sweepIntervalNanos) {
            lastSweep = now;
            for (Iterator<Entry> it = store.values().iterator(); it.hasNext(); ) {
                if (expired(it.next(), now)) {
                    it.remove();
                }
            }
        }
    }

    @Override
    public Object get(Object key) {
        Entry entry = store.get(key);
        if (entry == null) {
            return null;
        }
        if (expired(entry, System.nanoTime())) {
            store.remove(key, entry);
            return null;
        }
        return entry.value;
    }

    private boolean expired(Entry entry, long now) {
        return timeToLiveNanos > 0 && now - entry.storedNanos >= timeToLiveNanos;
    }

    private static final class Entry {
        final Object value;
        final long storedNanos;

        Entry(Object value, long storedNanos) {
            this.value = value;
            this.storedNanos = storedNanos;
        }
    }
}
