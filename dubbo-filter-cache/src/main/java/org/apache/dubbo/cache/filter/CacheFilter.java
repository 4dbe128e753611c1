package org.apache.dubbo.cache.filter;

import java.io.Serializable;

import com.alibaba.fastjson2.JSON;
import org.apache.dubbo.cache.Cache;
import org.apache.dubbo.cache.CacheFactory;
import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.Activate;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.rpc.AsyncRpcResult;
import org.apache.dubbo.rpc.Filter;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcException;

/**
 * The result cache of a consumer or provider method with a {@code cache} setting ({@code cache="lru"},
 * {@code <dubbo:method name="find" cache="expiring"/>}, ...): a call whose arguments were seen before is answered
 * from the cache without reaching the service; otherwise the result, once it arrived without an exception, is
 * stored (null results too). The key is the arguments joined by commas: primitives, strings and nulls as text,
 * other objects as JSON.
 */
@Activate(group = {"consumer", "provider"}, value = "cache")
public class CacheFilter implements Filter {

    private static final String CACHE_KEY = "cache";

    private volatile CacheFactory cacheFactory;

    /** Uses {@code factory} for every method instead of the one the {@code cache} setting names. */
    public void setCacheFactory(CacheFactory cacheFactory) {
        this.cacheFactory = cacheFactory;
    }

    @Override
    public Result invoke(Invoker<?> invoker, Invocation invocation) throws RpcException {
        URL url = invoker.getUrl();
        String setting = url.getMethodParameter(invocation.getMethodName(), CACHE_KEY);
        if (isOff(setting)) {
            return invoker.invoke(invocation);
        }
        Cache cache = factory(setting, url).getCache(url, invocation);
        if (cache == null) {
            return invoker.invoke(invocation);
        }
        String key = argumentKey(invocation.getArguments());
        Object cached = cache.get(key);
        if (cached != null) {
            Object value = cached instanceof ValueWrapper ? ((ValueWrapper) cached).get() : cached;
            return AsyncRpcResult.newDefaultAsyncResult(value, invocation);
        }
        Result result = invoker.invoke(invocation);
        return result.whenCompleteWithContext((response, error) -> {
            if (error == null && response != null && !response.hasException()) {
                cache.put(key, new ValueWrapper(response.getValue()));
            }
        });
    }

    private CacheFactory factory(String setting, URL url) {
        CacheFactory configured = cacheFactory;
        if (configured != null) {
            return configured;
        }
        ExtensionLoader<CacheFactory> loader = ExtensionLoader.getExtensionLoader(CacheFactory.class);
        if ("true".equalsIgnoreCase(setting) || "default".equalsIgnoreCase(setting)) {
            return loader.getDefaultExtension();
        }
        if (!loader.hasExtension(setting)) {
            throw new RpcException("Unknown cache=\"" + setting + "\" on " + url.getServiceKey() + "; known: "
                    + loader.getSupportedExtensions() + " (or a CacheFactory extension of your own)");
        }
        return loader.getExtension(setting);
    }

    private static boolean isOff(String setting) {
        return setting == null || setting.isEmpty() || "false".equalsIgnoreCase(setting) || "0".equals(setting)
                || "null".equalsIgnoreCase(setting) || "N/A".equalsIgnoreCase(setting);
    }

    /** The cache key of a call: its arguments as text, comma-separated. */
    static String argumentKey(Object[] arguments) {
        StringBuilder key = new StringBuilder();
        if (arguments == null) {
            return "";
        }
        for (Object argument : arguments) {
            if (key.length() > 0) {
                key.append(',');
            }
            if (argument == null || argument instanceof String || argument instanceof Number
                    || argument instanceof Boolean || argument instanceof Character) {
                key.append(argument);
            } else {
                key.append(JSON.toJSONString(argument));
            }
        }
        return key.toString();
    }

    /** A stored result, so that a null result is cached too. */
    static final class ValueWrapper implements Serializable {
        private static final long serialVersionUID = -1777337318019193256L;
        private final Object value;

        ValueWrapper(Object value) {
            this.value = value;
        }

        Object get() {
            return value;
        }
    }
}
