package com.example.ext;

import org.apache.dubbo.common.constants.CommonConstants;
import org.apache.dubbo.common.extension.Activate;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.cluster.filter.ClusterFilter;

/** Activated for consumers whose URL has {@code tagged}: marks each call once, before a provider is chosen. */
@Activate(group = CommonConstants.CONSUMER, value = "tagged")
public class TaggingClusterFilter implements ClusterFilter {

    @Override
    public Result invoke(Invoker<?> invoker, Invocation invocation) throws RpcException {
        Counters.hit("cluster-filter");
        invocation.setAttachment("tagged-by", "cluster-filter");
        return invoker.invoke(invocation);
    }
}
