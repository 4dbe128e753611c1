package org.apache.dubbo.cache;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

import org.apache.dubbo.cache.support.expiring.ExpiringCache;
import org.apache.dubbo.cache.support.jcache.JCache;
import org.apache.dubbo.cache.support.lfu.LfuCache;
import org.apache.dubbo.cache.support.lru.LruCache;
import org.apache.dubbo.cache.support.threadlocal.ThreadLocalCache;
import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.rpc.RpcInvocation;
import org.junit.jupiter.api.Test;

class CachesTest {

    private static URL url(String parameters) {
        return URL.valueOf("dubbo://127.0.0.1:20880/demo.Catalog?method=find" + parameters);
    }

    @Test
    void lruDropsTheLeastRecentlyUsedBeyondItsSize() {
        Cache cache = new LruCache(url("&find.cache.size=2"));
        cache.put("a", 1);
        cache.put("b", 2);
        assertEquals(1, cache.get("a"));
        cache.put("c", 3);
        assertNull(cache.get("b"), "b was the least recently used");
        assertEquals(1, cache.get("a"));
        assertEquals(3, cache.get("c"));
    }

    @Test
    void aBadSizeIsRefusedNamingTheKey() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new LruCache(url("&cache.size=lots")));
        assertTrue(e.getMessage().contains("cache.size=\"lots\""), e::getMessage);
    }

    @Test
    void threadLocalValuesAreSeenOnlyByTheirThread() throws Exception {
        Cache cache = new ThreadLocalCache(url(""));
        cache.put("k", "here");
        ExecutorService other = Executors.newSingleThreadExecutor();
        try {
            assertNull(other.submit(() -> cache.get("k")).get());
        } finally {
            other.shutdownNow();
        }
        assertEquals("here", cache.get("k"));
    }

    @Test
    void expiringEntriesAreGoneAfterTheirTimeToLive() throws Exception {
        Cache cache = new ExpiringCache(url("&cache.seconds=1&cache.interval=1"));
        cache.put("k", "v");
        assertEquals("v", cache.get("k"));
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (cache.get("k") != null) {
            assertTrue(System.nanoTime() < deadline, "entry never expired");
            Thread.sleep(50);
        }
        Cache forever = new ExpiringCache(url("&cache.seconds=0"));
        forever.put("k", "v");
        assertEquals("v", forever.get("k"));
    }

    @Test
    void lfuEvictsTheLeastReadShareWhenFull() {
        Cache cache = new LfuCache(url("&cache.size=4&cache.evictionFactor=0.5"));
        for (String k : new String[] {"a", "b", "c", "d"}) {
            cache.put(k, k);
        }
        for (int i = 0; i < 3; i++) {
            cache.get("a");
            cache.get("b");
        }
        cache.put("e", "e");
        assertEquals("a", cache.get("a"));
        assertEquals("b", cache.get("b"));
        assertNull(cache.get("c"));
        assertNull(cache.get("d"));
        assertEquals("e", cache.get("e"));
        assertThrows(IllegalArgumentException.class, () -> new LfuCache(url("&cache.evictionFactor=2")));
    }

    @Test
    void jcacheUsesTheJsr107ProviderOnTheClassPath() {
        Cache cache = new JCache(url("&cache.write.expire=60000"));
        cache.put("k", "v");
        assertEquals("v", cache.get("k"));
        Cache same = new JCache(url(""));
        assertEquals("v", same.get("k"), "same service and method: the same named JSR-107 cache");
    }

    @Test
    void factoriesAreExtensionsAndKeepOneCachePerMethod() {
        ExtensionLoader<CacheFactory> loader = ExtensionLoader.getExtensionLoader(CacheFactory.class);
        assertEquals("lru", loader.getDefaultExtensionName());
        for (String name : new String[] {"lru", "threadlocal", "expiring", "lfu", "jcache"}) {
            CacheFactory factory = loader.getExtension(name);
            URL url = URL.valueOf("dubbo://127.0.0.1:20880/demo.Catalog");
            RpcInvocation find = new RpcInvocation("find", "demo.Catalog", null, new Class<?>[0], new Object[0]);
            RpcInvocation list = new RpcInvocation("list", "demo.Catalog", null, new Class<?>[0], new Object[0]);
            Cache first = factory.getCache(url, find);
            assertNotNull(first, name);
            assertSame(first, factory.getCache(url, find), name);
            assertTrue(first != factory.getCache(url, list), name + ": one cache per method");
        }
    }

    @Test
    void aCacheIsSafeUnderConcurrentUse() throws Exception {
        Cache cache = new LruCache(url("&cache.size=100"));
        CompletableFuture<?>[] writers = new CompletableFuture<?>[4];
        for (int t = 0; t < writers.length; t++) {
            int offset = t;
            writers[t] = CompletableFuture.runAsync(() -> {
                for (int i = 0; i < 1000; i++) {
                    cache.put(offset + ":" + i, i);
                    cache.get(offset + ":" + (i / 2));
                }
            });
        }
        CompletableFuture.allOf(writers).get();
        cache.put("after", "ok");
        assertEquals("ok", cache.get("after"));
    }
}
