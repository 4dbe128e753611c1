package org.apache.dubbo.registry.integration;

import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.cluster.Directory;

/** A reference's providers at one registry: the cluster invoker over them and the directory it lists. */
final class ReferredCluster<T> {

    final Invoker<T> invoker;
    final Directory<T> directory;

    ReferredCluster(Invoker<T> invoker, Directory<T> directory) {
        this.invoker = invoker;
        this.directory = directory;
    }

    int providers() {
        return directory.getAllInvokers().size();
    }
}
