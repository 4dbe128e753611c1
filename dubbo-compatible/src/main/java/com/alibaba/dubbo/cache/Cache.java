package com.alibaba.dubbo.cache;

/**
 * Dubbo 2.6's cache of call results: the current {@link org.apache.dubbo.cache.Cache} under its old name, so a 2.6
 * cache implementation is one of ours as it stands.
 */
@Deprecated
public interface Cache extends org.apache.dubbo.cache.Cache {
}
