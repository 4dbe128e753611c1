package org.apache.dubbo.config.utils;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.apache.dubbo.config.ReferenceConfigBase;

/**
 * A reference cache keyed by {@code [group/]interface[:version]}: references to the same service share the proxy of
 * the first one. {@link #getCache()} is the JVM-wide default instance.
 */
public class SimpleReferenceCache implements ReferenceCache {

    private static final SimpleReferenceCache DEFAULT = new SimpleReferenceCache("_DEFAULT_");

    private final String name;
    private final Map<String, ReferenceConfigBase<?>> references = new LinkedHashMap<>();
    private final Map<String, Object> proxies = new LinkedHashMap<>();

    protected SimpleReferenceCache(String name) {
        this.name = name;
    }

    public static SimpleReferenceCache getCache() {
        return DEFAULT;
    }

    public static SimpleReferenceCache newCache(String name) {
        return new SimpleReferenceCache(name);
    }

    public String getName() {
        return name;
    }

    private static String key(ReferenceConfigBase<?> rc) {
        StringBuilder sb = new StringBuilder();
        if (rc.getGroup() != null && !rc.getGroup().isEmpty()) {
            sb.append(rc.getGroup()).append('/');
        }
        sb.append(rc.getInterface());
        if (rc.getVersion() != null && !rc.getVersion().isEmpty()) {
            sb.append(':').append(rc.getVersion());
        }
        return sb.toString();
    }

    @Override
    @SuppressWarnings("unchecked")
    public synchronized <T> T get(ReferenceConfigBase<T> referenceConfig) {
        String key = key(referenceConfig);
        Object proxy = proxies.get(key);
        if (proxy == null) {
            proxy = referenceConfig.get();
            proxies.put(key, proxy);
            references.put(key, referenceConfig);
        }
        return (T) proxy;
    }

    @Override
    public synchronized <T> T get(Class<T> type) {
        for (Map.Entry<String, Object> e : proxies.entrySet()) {
            if (type.isInstance(e.getValue()) && type.getName().equals(references.get(e.getKey()).getInterface())) {
                return type.cast(e.getValue());
            }
        }
        return null;
    }

    @Override
    public synchronized <T> void destroy(ReferenceConfigBase<T> referenceConfig) {
        String key = key(referenceConfig);
        ReferenceConfigBase<?> cached = references.remove(key);
        proxies.remove(key);
        if (cached != null) {
            cached.destroy();
        }
    }

    @Override
    public synchronized void destroyAll() {
        List<ReferenceConfigBase<?>> all = new ArrayList<>(references.values());
        references.clear();
        proxies.clear();
        for (ReferenceConfigBase<?> rc : all) {
            rc.destroy();
        }
    }
}
