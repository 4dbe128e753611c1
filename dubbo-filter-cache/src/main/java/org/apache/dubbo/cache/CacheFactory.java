package org.apache.dubbo.cache;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.SPI;
import org.apache.dubbo.rpc.Invocation;

/**
 * Makes the {@link Cache} of a service method. The method's {@code cache} setting names the factory
 * ({@code lru}, the default for {@code cache="true"}, {@code threadlocal}, {@code expiring}, {@code lfu},
 * {@code jcache}, or a user's own in {@code META-INF/dubbo/org.apache.dubbo.cache.CacheFactory}).
 */
@SPI("lru")
public interface CacheFactory {

    /** The cache of the invoked method at {@code url}: the same instance for every call of that method. */
    Cache getCache(URL url, Invocation invocation);
}
