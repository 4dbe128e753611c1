package org.apache.dubbo.config;

import java.util.List;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.cluster.Cluster;
import org.apache.dubbo.rpc.cluster.StaticDirectory;

/**
 * Puts a reference's invokers behind a cluster: direct URLs behind the strategy the reference asks for
 * ({@code cluster}, default failover), so retries, load balancing, sticky and mock apply even to a single direct
 * URL; several registries behind {@code zone-aware} (or the first registry's {@code cluster}), as each registry's
 * invoker already is a cluster of its providers.
 */
final class Clusters {

    private Clusters() {
    }

    static <T> Invoker<T> join(Class<T> type, URL consumerUrl, List<Invoker<T>> invokers) {
        return join(type, consumerUrl, invokers, consumerUrl.getParameter("cluster", "failover"), true);
    }

    /**
     * {@code invokers} are seen under their registry URLs. Each is a cluster that already runs the cluster filters,
     * so, as in Apache Dubbo, the outer one does not run them again.
     */
    static <T> Invoker<T> joinRegistries(Class<T> type, URL consumerUrl, List<Invoker<T>> invokers) {
        return join(type, consumerUrl, invokers, invokers.get(0).getUrl().getParameter("cluster", "zone-aware"),
                false);
    }

    private static <T> Invoker<T> join(Class<T> type, URL consumerUrl, List<Invoker<T>> invokers, String name,
                                       boolean clusterFilters) {
        ExtensionLoader<Cluster> loader = ExtensionLoader.getExtensionLoader(Cluster.class);
        if (!loader.hasExtension(name)) {
            throw new IllegalStateException("<dubbo:reference interface=\"" + type.getName() + "\" cluster=\"" + name
                    + "\" />: unknown cluster; supported: " + loader.getSupportedExtensions());
        }
        return loader.getExtension(name).join(new StaticDirectory<>(consumerUrl, invokers), clusterFilters);
    }
}
