package org.apache.dubbo.rpc.filter;

import org.apache.dubbo.common.extension.Activate;
import org.apache.dubbo.rpc.Filter;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcContext;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.support.RpcKeys;

/**
 * Provider side, active when the service has a {@code token}: a call must carry the same token (consumers learn
 * it from the provider's URL), else it is refused as forbidden.
 */
@Activate(group = RpcKeys.PROVIDER, value = RpcKeys.TOKEN)
public class TokenFilter implements Filter {

    @Override
    public Result invoke(Invoker<?> invoker, Invocation invocation) throws RpcException {
        String expected = invoker.getUrl().getParameter(RpcKeys.TOKEN);
        if (expected != null && !expected.isEmpty()) {
            Object given = invocation.getObjectAttachment(RpcKeys.TOKEN);
            if (!expected.equals(given)) {
                throw new RpcException(RpcException.FORBIDDEN_EXCEPTION, "Invalid token! Forbid invoke remote service "
                        + invoker.getInterface().getName() + " method " + invocation.getMethodName() + "() from consumer "
                        + RpcContext.getServiceContext().getRemoteAddressString() + " to provider "
                        + invoker.getUrl().getAddress() + ", consumer incorrect token is " + given);
            }
        }
        return invoker.invoke(invocation);
    }
}
