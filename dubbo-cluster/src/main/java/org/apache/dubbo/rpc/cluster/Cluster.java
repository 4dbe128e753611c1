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

    /**
     * Joins the providers of {@code directory} into one invoker.
     *
     * @param buildFilterChain whether to put the consumer's cluster filters around it
     */
    @Adaptive
    <T> Invoker<T> join(Directory<T> directory, boolean buildFilterChain) throws RpcException;

    /** {@link #join(Directory, boolean)} with the cluster filters. */
    @Adaptive
    default <T> Invoker<T> join(Directory<T> directory) throws RpcException {
        return join(directory, true);
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
