package org.apache.dubbo.config.utils;

import org.apache.dubbo.config.ReferenceConfigBase;

/** Caches reference proxies so that equal references share one proxy (and one invoker). */
public interface ReferenceCache {

    <T> T get(ReferenceConfigBase<T> referenceConfig);

    <T> T get(Class<T> type);

    <T> void destroy(ReferenceConfigBase<T> referenceConfig);

    void destroyAll();
}
