package org.apache.dubbo.cache;

/**
 * A store of call results, one per service method (see {@link CacheFactory}). Keys are the call's arguments
 * rendered as a string; a stored value is never null (the cache filter wraps null results).
 */
public interface Cache {

    void put(Object key, Object value);

    /** The stored value, or null if there is none (any more). */
    Object get(Object key);
}
