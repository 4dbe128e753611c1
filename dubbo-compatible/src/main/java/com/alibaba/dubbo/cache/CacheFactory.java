package com.alibaba.dubbo.cache;

import com.alibaba.dubbo.common.URL;
import com.alibaba.dubbo.rpc.Invocation;
import org.apache.dubbo.compatible.LegacyForms;

/**
 * Dubbo 2.6's cache factory. Registered in {@code META-INF/dubbo/com.alibaba.dubbo.cache.CacheFactory} (or under
 * the current interface's name) and named by a method's {@code cache} setting, it serves the cache filter: the
 * filter calls the current {@link #getCache(org.apache.dubbo.common.URL, org.apache.dubbo.rpc.Invocation)}, which
 * hands the URL and the invocation over in their 2.6 forms.
 */
@Deprecated
public interface CacheFactory extends org.apache.dubbo.cache.CacheFactory {

    Cache getCache(URL url, Invocation invocation);

    @Override
    default org.apache.dubbo.cache.Cache getCache(org.apache.dubbo.common.URL url,
                                                  org.apache.dubbo.rpc.Invocation invocation) {
        return getCache(LegacyForms.url(url), LegacyForms.invocation(invocation));
    }
}
