package org.apache.dubbo.cache.support.jcache;

import org.apache.dubbo.cache.Cache;
import org.apache.dubbo.cache.support.AbstractCacheFactory;
import org.apache.dubbo.common.URL;

/** {@code cache="jcache"}: see {@link JCache}. */
public class JCacheFactory extends AbstractCacheFactory {

    @Override
    protected Cache createCache(URL url) {
        try {
            return new JCache(url);
        } catch (NoClassDefFoundError e) {
            throw new IllegalStateException("cache=\"jcache\" on " + url.getServiceKey() + " needs the JSR-107 API"
                    + " (javax.cache:cache-api) and a caching provider on the class path", e);
        }
    }
}
