package com.alibaba.dubbo.compat.extensions;

import java.util.List;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;

import com.alibaba.dubbo.common.URL;
import com.alibaba.dubbo.rpc.Invocation;
import com.alibaba.dubbo.rpc.Invoker;
import com.alibaba.dubbo.rpc.Result;
import com.alibaba.dubbo.rpc.RpcException;
import com.alibaba.dubbo.rpc.cluster.Cluster;
import com.alibaba.dubbo.rpc.cluster.Directory;

/**
 * A Dubbo 2.6 cluster (registered as {@code legacyfirst}), written as 2.6 code wrote one: its invoker lists the
 * directory for each call, records what it saw and calls the first available provider, without retries.
 */
public class LegacyFirstCluster implements Cluster {

    public static final Queue<String> CALLS = new ConcurrentLinkedQueue<>();

    @Override
    public <T> Invoker<T> join(Directory<T> directory) throws RpcException {
        return new Invoker<T>() {
            @Override
            public Class<T> getInterface() {
                return directory.getInterface();
            }

            @Override
            public URL getUrl() {
                return directory.getUrl();
            }

            @Override
            public boolean isAvailable() {
                return directory.isAvailable();
            }

            @Override
            public void destroy() {
                directory.destroy();
            }

            @Override
            public Result invoke(Invocation invocation) throws RpcException {
                List<Invoker<T>> invokers = directory.list(invocation);
                CALLS.add(invocation.getMethodName() + " among " + invokers.size());
                for (Invoker<T> invoker : invokers) {
                    if (invoker.isAvailable()) {
                        return invoker.invoke(invocation);
                    }
                }
                throw new RpcException(RpcException.NO_INVOKER_AVAILABLE_AFTER_FILTER,
                        "no provider of " + directory.getInterface().getName());
            }
        };
    }
}
