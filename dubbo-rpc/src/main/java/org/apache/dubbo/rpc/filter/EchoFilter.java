package org.apache.dubbo.rpc.filter;

import org.apache.dubbo.common.extension.Activate;
import org.apache.dubbo.rpc.AsyncRpcResult;
import org.apache.dubbo.rpc.Filter;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.support.RpcKeys;

/** Answers {@code $echo(x)} with {@code x} without touching the service. */
@Activate(group = RpcKeys.PROVIDER, order = -110000)
public class EchoFilter implements Filter {

    @Override
    public Result invoke(Invoker<?> invoker, Invocation invocation) throws RpcException {
        if (RpcKeys.ECHO.equals(invocation.getMethodName()) && invocation.getArguments() != null
                && invocation.getArguments().length == 1) {
            return AsyncRpcResult.newDefaultAsyncResult(invocation.getArguments()[0], invocation);
        }
        return invoker.invoke(invocation);
    }
}
