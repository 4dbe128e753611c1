package org.apache.dubbo.rpc.cluster;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.rpc.Invoker;

/** The invoker a reference proxy calls: one over all providers of a {@link Directory}. */
public interface ClusterInvoker<T> extends Invoker<T> {

    /** The URL of the directory: the registry's, or the consumer's for a static directory. */
    URL getRegistryUrl();

    Directory<T> getDirectory();

    boolean isDestroyed();

    /** Whether the providers come from application-level (instance) discovery. */
    default boolean isServiceDiscovery() {
        return false;
    }

    /** Whether there are provider invokers to call. */
    default boolean hasProxyInvokers() {
        Directory<T> directory = getDirectory();
        return directory != null && !directory.getAllInvokers().isEmpty();
    }
}
