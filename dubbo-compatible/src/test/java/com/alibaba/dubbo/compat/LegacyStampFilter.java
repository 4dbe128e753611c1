package com.alibaba.dubbo.compat;

import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;

import com.alibaba.dubbo.common.URL;
import com.alibaba.dubbo.common.extension.Activate;
import com.alibaba.dubbo.rpc.Filter;
import com.alibaba.dubbo.rpc.Invocation;
import com.alibaba.dubbo.rpc.Invoker;
import com.alibaba.dubbo.rpc.Result;
import com.alibaba.dubbo.rpc.RpcException;

/**
 * A Dubbo 2.6 provider filter, registered in META-INF/dubbo/com.alibaba.dubbo.rpc.Filter and activated with the
 * 2.6 {@code @Activate}: it records what it saw (in 2.6 types) and stamps every result with an attachment the
 * consumer can read.
 */
@Activate(group = "provider", order = -5000)
public class LegacyStampFilter implements Filter {

    static final Queue<String> SEEN = new ConcurrentLinkedQueue<>();

    @Override
    public Result invoke(Invoker<?> invoker, Invocation invocation) throws RpcException {
        URL url = invoker.getUrl();
        SEEN.add(invocation.getMethodName() + "@" + url.getPath());
        Result result = invoker.invoke(invocation);
        result.setAttachment("filtered", "yes");
        return result;
    }
}
