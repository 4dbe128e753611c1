package org.apache.dubbo.config.api;

import java.util.concurrent.atomic.AtomicInteger;

import org.apache.dubbo.common.extension.Activate;
import org.apache.dubbo.rpc.Filter;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcException;

/** A user filter declared in META-INF/dubbo, active on consumers by default. */
@Activate(group = "consumer")
public class CountingFilter implements Filter {

    public static final AtomicInteger CALLS = new AtomicInteger();

    @Override
    public Result invoke(Invoker<?> invoker, Invocation invocation) throws RpcException {
        CALLS.incrementAndGet();
        return invoker.invoke(invocation);
    }
}
