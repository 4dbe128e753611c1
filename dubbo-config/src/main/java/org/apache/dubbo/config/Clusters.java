package org.apache.dubbo.config;

import java.util.List;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.cluster.Cluster;
import org.apache.dubbo.rpc.cluster.StaticDirectory;

/**
 * Puts a reference's invokers (one per direct URL or per registry) behind the cluster strategy it asks for
 * ({@code cluster}, default failover), so retries, load balancing, sticky and mock apply even to a single direct URL.
 */
final class Clusters {

    private Clusters() {
    }

    static <T> Invoker<T> join(Class<T> type, URL consumerUrl, List<Invoker<T>> invokers) {
        String name = consumerUrl.getParameter("cluster", "failover");
        ExtensionLoader<Cluster> loader = ExtensionLoader.getExtensionLoader(Cluster.class);
        if (!loader.hasExtension(name)) {
            throw new IllegalStateException("<dubbo:reference interface=\"" + type.getName() + "\" cluster=\"" + name
                    + "\" />: unknown cluster; supported: " + loader.getSupportedExtensions());
        }
        return loader.getExtension(name).join(new StaticDirectory<>(consumerUrl, invokers));
    }
}
