package com.alibaba.dubbo.compat.extensions;

import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;

import com.alibaba.dubbo.cache.Cache;
import com.alibaba.dubbo.cache.support.AbstractCacheFactory;
import com.alibaba.dubbo.common.URL;

/** A Dubbo 2.6 cache factory (registered as {@code legacymap}): map-backed caches, recording the URLs it made them for. */
public class LegacyMapCacheFactory extends AbstractCacheFactory {

    public static final Queue<URL> CREATED_FOR = new ConcurrentLinkedQueue<>();

    @Override
    protected Cache createCache(URL url) {
        CREATED_FOR.add(url);
        Map<Object, Object> store = new ConcurrentHashMap<>();
        return new Cache() {
            @Override
            public void put(Object key, Object value) {
                store.put(key, value);
            }

            @Override
            public Object get(Object key) {
                return store.get(key);
            }
        };
    }
}
