package org.apache.dubbo.interop;

import java.util.concurrent.atomic.AtomicInteger;

import com.alibaba.dubbo.rpc.Filter;
import com.alibaba.dubbo.rpc.Invocation;
import com.alibaba.dubbo.rpc.Invoker;
import com.alibaba.dubbo.rpc.Result;
import com.alibaba.dubbo.rpc.RpcException;

/**
 * A Dubbo 2.6 filter without {@code @Activate}: it runs only where a service names it ({@code filter=legacycounting}),
 * so the other interop tests in this JVM never meet it.
 */
public class LegacyCountingFilter implements Filter {

    static final AtomicInteger CALLS = new AtomicInteger();

    @Override
    public Result invoke(Invoker<?> invoker, Invocation invocation) throws RpcException {
        CALLS.incrementAndGet();
        return invoker.invoke(invocation);
    }
}
