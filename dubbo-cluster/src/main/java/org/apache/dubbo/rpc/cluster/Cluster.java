package org.apache.dubbo.rpc.cluster;

import org.apache.dubbo.common.extension.Adaptive;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.common.extension.SPI;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.model.ScopeModel;

/**
 * A fault-tolerance strategy: joins the providers of a {@link Directory} into one invoker that picks a provider
 * for each call and decides what a failure means (retry elsewhere, fail, ignore, retry later, ...). Chosen by the
 * reference's {@code cluster} attribute.
 */
@SPI(Cluster.DEFAULT)
public interface Cluster {

    String DEFAULT = "failover";

    @Adaptive
    <T> Invoker<T> join(Directory<T> directory) throws RpcException;

    /**
     * Like {@link #join(Directory)}. Consumer filters here wrap each provider invoker (the protocol applies them
     * when it refers a provider), so there is no cluster-level chain to build and the flag changes nothing.
     */
    @Adaptive
    default <T> Invoker<T> join(Directory<T> directory, boolean buildFilterChain) throws RpcException {
        return join(directory);
    }

    /**
     * The cluster extension named {@code name} ({@link #DEFAULT} when empty), with its wrappers (mock); a null
     * scope model means the process-wide loader.
     */
    static Cluster getCluster(ScopeModel scopeModel, String name) {
        return getCluster(scopeModel, name, true);
    }

    static Cluster getCluster(ScopeModel scopeModel, String name, boolean wrap) {
        String effective = name == null || name.isEmpty() ? DEFAULT : name;
        ExtensionLoader<Cluster> loader = scopeModel != null ? scopeModel.getExtensionLoader(Cluster.class)
                : ExtensionLoader.getExtensionLoader(Cluster.class);
        return loader.getExtension(effective, wrap);
    }
}
