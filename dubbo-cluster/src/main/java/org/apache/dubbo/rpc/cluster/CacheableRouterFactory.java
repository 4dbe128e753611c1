package org.apache.dubbo.rpc.cluster;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

import org.apache.dubbo.common.URL;

/** A {@link RouterFactory} that makes one router per service key and hands it to every later request. */
public abstract class CacheableRouterFactory implements RouterFactory {

    private final ConcurrentMap<String, Router> routers = new ConcurrentHashMap<>();

    @Override
    public Router getRouter(URL url) {
        return routers.computeIfAbsent(url.getServiceKey(), k -> createRouter(url));
    }

    protected abstract Router createRouter(URL url);
}
