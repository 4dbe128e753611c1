package org.apache.dubbo.rpc.filter;

import org.apache.dubbo.common.extension.Activate;
import org.apache.dubbo.rpc.Filter;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.support.RpcKeys;

/**
 * Consumer side of generic invocation: a reference with {@code generic=...} sends its {@code $invoke} calls with the
 * {@code generic} attachment, which tells the provider how to convert arguments and result.
 */
@Activate(group = RpcKeys.CONSUMER, value = RpcKeys.GENERIC, order = 20000)
public class GenericImplFilter implements Filter {

    @Override
    public Result invoke(Invoker<?> invoker, Invocation invocation) throws RpcException {
        String generic = invoker.getUrl().getParameter(RpcKeys.GENERIC);
        if (RpcKeys.isGeneric(generic) && GenericFilter.isGenericCall(invocation)) {
            invocation.setAttachment(RpcKeys.GENERIC, generic);
        }
        return invoker.invoke(invocation);
    }
}
