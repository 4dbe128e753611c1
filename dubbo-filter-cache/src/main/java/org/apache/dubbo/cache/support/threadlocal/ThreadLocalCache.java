package org.apache.dubbo.cache.support.threadlocal;

import java.util.HashMap;
import java.util.Map;

import org.apache.dubbo.cache.Cache;
import org.apache.dubbo.common.URL;

/**
 * One unbounded store per thread: a thread sees only the results it fetched itself (for example, the same lookup
 * repeated while one request is being handled on that thread).
 */
public class ThreadLocalCache implements Cache {

    private final ThreadLocal<Map<Object, Object>> store = ThreadLocal.withInitial(HashMap::new);

    public ThreadLocalCache(URL url) {
    }

    @Override
    public void put(Object key, Object value) {
        store.get().put(key, value);
    }

    @Override
    public Object get(Object key) {
        return store.get().get(key);
    }
}
