package com.alibaba.dubbo.cache.support;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

import com.alibaba.dubbo.cache.Cache;
import com.alibaba.dubbo.cache.CacheFactory;
import com.alibaba.dubbo.common.URL;
import com.alibaba.dubbo.rpc.Invocation;
import org.apache.dubbo.compatible.LegacyForms;

/**
 * Dubbo 2.6's base for cache factories: one cache per service and method, made on first use by
 * {@link #createCache(URL)} with the call's URL plus {@code method=<name>} (so {@code <method>.cache.size} and the
 * like are found), as the current {@link org.apache.dubbo.cache.support.AbstractCacheFactory} does.
 */
@Deprecated
public abstract class AbstractCacheFactory implements CacheFactory {

    private final ConcurrentMap<String, Cache> caches = new ConcurrentHashMap<>();

    @Override
    public Cache getCache(URL url, Invocation invocation) {
        String method = invocation.getMethodName();
        return caches.computeIfAbsent(url.getServiceKey() + "#" + method,
                key -> createCache(url.addParameter("method", method)));
    }

    protected abstract Cache createCache(URL url);

    @Override
    public org.apache.dubbo.cache.Cache getCache(org.apache.dubbo.common.URL url,
                                                 org.apache.dubbo.rpc.Invocation invocation) {
        return getCache(LegacyForms.url(url), LegacyForms.invocation(invocation));
    }
}
