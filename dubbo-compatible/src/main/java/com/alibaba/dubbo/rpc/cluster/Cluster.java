package com.alibaba.dubbo.rpc.cluster;

import com.alibaba.dubbo.rpc.Invoker;
import com.alibaba.dubbo.rpc.RpcException;
import org.apache.dubbo.compatible.LegacyClusterInvoker;
import org.apache.dubbo.compatible.LegacyDirectory;
import org.apache.dubbo.compatible.LegacyForms;

/**
 * Dubbo 2.6's cluster extension point. Registered in {@code META-INF/dubbo/com.alibaba.dubbo.rpc.cluster.Cluster}
 * (or under the current interface's name) and named by a reference's {@code cluster} setting, it joins the
 * reference's providers into the invoker the reference calls: the current
 * {@link #join(org.apache.dubbo.rpc.cluster.Directory, boolean)} hands the directory over in its 2.6 form and puts
 * the reference's cluster filters in front of the invoker it returns, as for a current cluster. (Apache Dubbo
 * 3.3.5's form of this method returns null, so a 2.6 cluster cannot serve a reference there.)
 */
@Deprecated
public interface Cluster extends org.apache.dubbo.rpc.cluster.Cluster {

    <T> Invoker<T> join(Directory<T> directory) throws RpcException;

    @Override
    default <T> org.apache.dubbo.rpc.Invoker<T> join(org.apache.dubbo.rpc.cluster.Directory<T> directory,
                                                     boolean buildFilterChain)
            throws org.apache.dubbo.rpc.RpcException {
        Directory<T> legacy = directory instanceof Directory ? (Directory<T>) directory
                : new LegacyDirectory<>(directory);
        org.apache.dubbo.rpc.Invoker<T> joined = LegacyForms.current(join(legacy));
        if (joined == null) {
            throw new IllegalStateException("The Dubbo 2.6 cluster " + getClass().getName()
                    + " joined no invoker for " + directory.getInterface().getName());
        }
        return LegacyClusterInvoker.of(directory, joined, buildFilterChain);
    }
}
