package org.apache.dubbo.cache.support.jcache;

import java.util.concurrent.TimeUnit;

import javax.cache.CacheManager;
import javax.cache.Caching;
import javax.cache.configuration.MutableConfiguration;
import javax.cache.expiry.CreatedExpiryPolicy;
import javax.cache.expiry.Duration;
import javax.cache.spi.CachingProvider;

import org.apache.dubbo.cache.Cache;
import org.apache.dubbo.cache.support.CacheSettings;
import org.apache.dubbo.common.URL;

/**
 * A JSR-107 cache of the application's provider (the default one, or the provider class named by {@code jcache}),
 * named {@code <address>.<service key>.<method>}, whose entries expire {@code cache.write.expire} milliseconds
 * (default 60000) after they were written. Needs {@code javax.cache:cache-api} and a provider on the class path.
 */
public class JCache implements Cache {

    static final int DEFAULT_EXPIRE_MILLIS = 60_000;

    private final javax.cache.Cache<Object, Object> store;

    public JCache(URL url) {
        String method = url.getParameter("method");
        String name = url.getAddress() + "." + url.getServiceKey() + "." + method;
        String providerClass = url.getParameter("jcache");
        CachingProvider provider = providerClass == null || providerClass.isEmpty() ? Caching.getCachingProvider()
                : Caching.getCachingProvider(providerClass);
        CacheManager manager = provider.getCacheManager();
        javax.cache.Cache<Object, Object> existing = manager.getCache(name);
        if (existing != null) {
            this.store = existing;
            return;
        }
        int expire = CacheSettings.positiveInt(url, "cache.write.expire", DEFAULT_EXPIRE_MILLIS, 1);
        MutableConfiguration<Object, Object> config = new MutableConfiguration<>()
                .setTypes(Object.class, Object.class)
                .setExpiryPolicyFactory(CreatedExpiryPolicy.factoryOf(new Duration(TimeUnit.MILLISECONDS, expire)))
                .setStoreByValue(false)
                .setManagementEnabled(true)
                .setStatisticsEnabled(true);
        javax.cache.Cache<Object, Object> created;
        try {
            created = manager.createCache(name, config);
        } catch (javax.cache.CacheException e) {
            // created meanwhile by another reference to the same service
            created = manager.getCache(name);
            if (created == null) {
                throw e;
            }
        }
        this.store = created;
    }

    @Override
    public void put(Object key, Object value) {
        store.put(key, value);
    }

    @Override
    public Object get(Object key) {
        return store.get(key);
    }
}
