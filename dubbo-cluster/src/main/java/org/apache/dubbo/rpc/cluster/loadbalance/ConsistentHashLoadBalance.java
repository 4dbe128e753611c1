package org.apache.dubbo.rpc.cluster.loadbalance;

import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.cluster.ClusterSettings;

/**
 * {@code consistenthash}: calls with the same key arguments go to the same provider, and when a provider leaves
 * only its keys move. Providers sit on a ring of MD5 hashes ({@code hash.nodes} virtual nodes each, default
 * 160); the key is made of the arguments at the indexes listed in {@code hash.arguments} (default {@code 0}, the
 * first). The ring of a service method is rebuilt when its provider list changes.
 */
public class ConsistentHashLoadBalance extends AbstractLoadBalance {

    public static final String NAME = "consistenthash";

    private final ConcurrentMap<String, HashRing<?>> rings = new ConcurrentHashMap<>();

    @Override
    @SuppressWarnings("unchecked")
    protected <T> Invoker<T> doSelect(List<Invoker<T>> invokers, URL url, Invocation invocation) {
        String method = ClusterSettings.methodName(invocation);
        String key = invokers.get(0).getUrl().getServiceKey() + "." + method;
        HashRing<T> ring = (HashRing<T>) rings.get(key);
        if (ring == null || !ring.isFor(invokers)) {
            String nodes = ClusterSettings.lookup(url, invokers, method, ClusterSettings.HASH_NODES);
            String arguments = ClusterSettings.lookup(url, invokers, method, ClusterSettings.HASH_ARGUMENTS);
            ring = new HashRing<>(invokers,
                    ClusterSettings.toInt(ClusterSettings.HASH_NODES, nodes, ClusterSettings.DEFAULT_HASH_NODES),
                    argumentIndexes(arguments == null ? ClusterSettings.DEFAULT_HASH_ARGUMENTS : arguments));
            rings.put(key, ring);
        }
        return ring.select(ClusterSettings.arguments(invocation));
    }

    private static int[] argumentIndexes(String list) {
        String[] parts = list.split(",");
        int[] indexes = new int[parts.length];
        for (int i = 0; i < parts.length; i++) {
            indexes[i] = ClusterSettings.toInt(ClusterSettings.HASH_ARGUMENTS, parts[i].trim(), 0);
            if (indexes[i] < 0) {
                throw new IllegalStateException("Invalid " + ClusterSettings.HASH_ARGUMENTS + "=" + list
                        + ": argument indexes cannot be negative");
            }
        }
        return indexes;
    }
}
