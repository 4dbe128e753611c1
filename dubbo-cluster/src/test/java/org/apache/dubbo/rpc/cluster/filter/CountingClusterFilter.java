package org.apache.dubbo.rpc.cluster.filter;

import java.util.concurrent.atomic.AtomicInteger;

import org.apache.dubbo.common.extension.Activate;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcException;

/** Active for consumers whose URL has {@code counted}; counts the calls it sees. */
@Activate(group = "consumer", value = "counted")
public class CountingClusterFilter implements ClusterFilter {

    public static final AtomicInteger CALLS = new AtomicInteger();

    @Override
    public Result invoke(Invoker<?> invoker, Invocation invocation) throws RpcException {
        CALLS.incrementAndGet();
        invocation.setAttachment("seen-by", "cluster-filter");
        return invoker.invoke(invocation);
    }
}
