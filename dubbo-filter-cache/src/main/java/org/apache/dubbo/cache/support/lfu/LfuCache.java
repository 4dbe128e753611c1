package org.apache.dubbo.cache.support.lfu;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.apache.dubbo.cache.Cache;
import org.apache.dubbo.cache.support.CacheSettings;
import org.apache.dubbo.common.URL;

/**
 * Keeps up to {@code cache.size} (default 1000) results; when full, the {@code cache.evictionFactor} share
 * (default 0.75) of them that were read least often is dropped at once, as Apache Dubbo's LFU cache does.
 */
public class LfuCache implements Cache {

    static final int DEFAULT_SIZE = 1000;
    static final float DEFAULT_EVICTION_FACTOR = 0.75f;

    private final Map<Object, Entry> store = new HashMap<>();
    private final int capacity;
    private final int evictionCount;

    public LfuCache(URL url) {
        this.capacity = CacheSettings.positiveInt(url, "cache.size", DEFAULT_SIZE, 1);
        String factor = CacheSettings.string(url, "cache.evictionFactor");
        float evictionFactor;
        try {
            evictionFactor = factor == null ? DEFAULT_EVICTION_FACTOR : Float.parseFloat(factor.trim());
        } catch (NumberFormatException e) {
            evictionFactor = -1;
        }
        if (!(evictionFactor > 0 && evictionFactor <= 1)) {
            throw new IllegalArgumentException("Invalid cache.evictionFactor=\"" + factor + "\" for the cache of "
                    + url.getServiceKey() + ": expected a number in (0, 1]");
        }
        this.evictionCount = Math.max(1, (int) (capacity * evictionFactor));
    }

    @Override
    public synchronized void put(Object key, Object value) {
        Entry entry = store.get(key);
        if (entry != null) {
            entry.value = value;
            return;
        }
        if (store.size() >= capacity) {
            evict();
        }
        store.put(key, new Entry(value));
    }

    @Override
    public synchronized Object get(Object key) {
        Entry entry = store.get(key);
        if (entry == null) {
            return null;
        }
        entry.reads++;
        return entry.value;
    }

    private void evict() {
        List<Map.Entry<Object, Entry>> entries = new ArrayList<>(store.entrySet());
        entries.sort((a, b) -> Long.compare(a.getValue().reads, b.getValue().reads));
        for (int i = 0; i < evictionCount && i < entries.size(); i++) {
            store.remove(entries.get(i).getKey());
        }
    }

    private static final class Entry {
        Object value;
        long reads;

        Entry(Object value) {
            this.value = value;
        }
    }
}
