package org.apache.dubbo.cache.support;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

import org.apache.dubbo.cache.Cache;
import org.apache.dubbo.cache.CacheFactory;
import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.Invocation;

/**
 * One cache per service and method, created on first use by {@link #createCache(URL)} with the URL the call
 * runs under plus {@code method=<name>}, so that per-method settings ({@code <method>.cache.size}) are found.
 */
public abstract class AbstractCacheFactory implements CacheFactory {

    private final ConcurrentMap<String, Cache> caches = new ConcurrentHashMap<>();

    @Override
    public Cache getCache(URL url, Invocation invocation) {
        URL methodUrl = url.addParameter("method", invocation.getMethodName());
        String key = url.getServiceKey() + invocation.getMethodName();
        Cache cache = caches.get(key);
        if (cache == null) {
            cache = caches.computeIfAbsent(key, k -> createCache(methodUrl));
        }
        return cache;
    }

    protected abstract Cache createCache(URL url);
}
