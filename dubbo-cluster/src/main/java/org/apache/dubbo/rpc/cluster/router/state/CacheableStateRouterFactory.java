package org.apache.dubbo.rpc.cluster.router.state;

import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

import org.apache.dubbo.common.URL;

/** A {@link StateRouterFactory} that makes one router per service key and hands it to every later request. */
public abstract class CacheableStateRouterFactory implements StateRouterFactory {

    private final ConcurrentMap<String, StateRouter<?>> routers = new ConcurrentHashMap<>();

    @Override
    @SuppressWarnings("unchecked")
    public <T> StateRouter<T> getRouter(Class<T> interfaceClass, URL url) {
        return (StateRouter<T>) routers.computeIfAbsent(url.getServiceKey(), k -> createRouter(interfaceClass, url));
    }

    protected abstract <T> StateRouter<T> createRouter(Class<T> interfaceClass, URL url);
}
