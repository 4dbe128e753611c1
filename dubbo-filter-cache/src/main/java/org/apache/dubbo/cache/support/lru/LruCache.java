package org.apache.dubbo.cache.support.lru;

import java.util.LinkedHashMap;
import java.util.Map;

import org.apache.dubbo.cache.Cache;
import org.apache.dubbo.cache.support.CacheSettings;
import org.apache.dubbo.common.URL;

/**
 * Keeps the {@code cache.size} (default 1000) most recently used results; the least recently used one makes room
 * for a new one.
 */
public class LruCache implements Cache {

    static final int DEFAULT_SIZE = 1000;

    private final Map<Object, Object> store;

    public LruCache(URL url) {
        int size = CacheSettings.positiveInt(url, "cache.size", DEFAULT_SIZE, 1);
        this.store = new LinkedHashMap<Object, Object>(Math.min(size, 1024), 0.75f, true) {
            private static final long serialVersionUID = 1L;

            @Override
            protected boolean removeEldestEntry(Map.Entry<Object, Object> eldest) {
                return size() > size;
            }
        };
    }

    @Override
    public void put(Object key, Object value) {
        synchronized (store) {
            store.put(key, value);
        }
    }

    @Override
    public Object get(Object key) {
        synchronized (store) {
            return store.get(key);
        }
    }
}
