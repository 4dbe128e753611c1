package org.apache.dubbo.compatible;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.constants.CommonConstants;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.cluster.ClusterInvoker;
import org.apache.dubbo.rpc.cluster.Directory;
import org.apache.dubbo.rpc.support.FilterChain;

/**
 * The invoker a Dubbo 2.6 cluster joined, as the rest of the framework takes a cluster's invoker: a
 * {@link ClusterInvoker} of the directory, answering the consumer URL (where the reference's settings are, so that
 * cluster filters are activated from it) and, when asked, with the reference's cluster filters in front.
 */
public final class LegacyClusterInvoker<T> implements ClusterInvoker<T> {

    private final Directory<T> directory;
    private final Invoker<T> joined;
    private final Invoker<T> chain;
    private volatile boolean destroyed;

    private LegacyClusterInvoker(Directory<T> directory, Invoker<T> joined, Invoker<T> chain) {
        this.directory = directory;
        this.joined = joined;
        this.chain = chain;
    }

    /** {@code joined}, the 2.6 cluster's invoker over {@code directory}, behind the cluster filters if asked. */
    public static <T> ClusterInvoker<T> of(Directory<T> directory, Invoker<T> joined, boolean buildFilterChain) {
        LegacyClusterInvoker<T> bare = new LegacyClusterInvoker<>(directory, joined, joined);
        if (!buildFilterChain) {
            return bare;
        }
        return new LegacyClusterInvoker<>(directory, joined, FilterChain.buildCluster(bare,
                CommonConstants.REFERENCE_FILTER_KEY, CommonConstants.CONSUMER));
    }

    @Override
    public Result invoke(Invocation invocation) throws RpcException {
        return chain.invoke(invocation);
    }

    @Override
    public URL getUrl() {
        URL consumerUrl = directory.getConsumerUrl();
        return consumerUrl != null ? consumerUrl : joined.getUrl();
    }

    @Override
    public URL getRegistryUrl() {
        return directory.getUrl();
    }

    @Override
    public Directory<T> getDirectory() {
        return directory;
    }

    @Override
    public Class<T> getInterface() {
        return directory.getInterface();
    }

    @Override
    public boolean isAvailable() {
        return !destroyed && joined.isAvailable();
    }

    @Override
    public boolean isDestroyed() {
        return destroyed;
    }

    @Override
    public void destroy() {
        destroyed = true;
        joined.destroy();
    }

    @Override
    public String toString() {
        return "legacy cluster invoker " + joined;
    }
}
