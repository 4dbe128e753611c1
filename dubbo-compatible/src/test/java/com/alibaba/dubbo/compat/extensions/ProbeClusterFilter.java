package com.alibaba.dubbo.compat.extensions;

import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;

import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.cluster.filter.ClusterFilter;

/** A current cluster filter (registered as {@code probe}, active only where a reference names it): records calls. */
public class ProbeClusterFilter implements ClusterFilter {

    public static final Queue<String> SEEN = new ConcurrentLinkedQueue<>();

    @Override
    public Result invoke(Invoker<?> invoker, Invocation invocation) throws RpcException {
        SEEN.add(invocation.getMethodName());
        return invoker.invoke(invocation);
    }
}
