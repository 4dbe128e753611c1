package org.apache.dubbo.rpc.filter;

import java.util.Map;

import org.apache.dubbo.common.extension.Activate;
import org.apache.dubbo.rpc.BaseFilter;
import org.apache.dubbo.rpc.Filter;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcContext;
import org.apache.dubbo.rpc.RpcContextAttachment;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.RpcServiceContext;
import org.apache.dubbo.rpc.ServiceContextHandover;
import org.apache.dubbo.rpc.support.RpcKeys;

/**
 * Consumer side: sends the attachments the caller set on {@link RpcContext#getClientAttachment()} (then clears
 * them: they belong to this one call, unless the caller said {@code clearAfterEachInvoke(false)}), fills a service
 * context for the call (the caller's is restored afterwards), and makes the response's attachments readable through
 * {@link RpcContext#getServerContext()}.
 */
@Activate(group = RpcKeys.CONSUMER, order = -10000)
public class ConsumerContextFilter implements Filter, BaseFilter.Listener {

    @Override
    public Result invoke(Invoker<?> invoker, Invocation invocation) throws RpcException {
        // the call gets a service context of its own; the caller's (empty, or the provider's context of a call
        // being served) is back once this returns, as with Apache Dubbo 3
        RpcServiceContext callerService = ServiceContextHandover.setAside();
        RpcServiceContext service = RpcContext.getServiceContext();
        service.setProviderSide(false);
        service.setInvoker(invoker);
        service.setInvocation(invocation);
        service.setUrl(invoker.getUrl());
        service.setRemoteAddress(invoker.getUrl().getHost(), invoker.getUrl().getPort());
        service.setFuture(null);
        Map<String, Object> callerAttachments = RpcContext.getClientAttachment().getObjectAttachments();
        for (Map.Entry<String, Object> e : callerAttachments.entrySet()) {
            invocation.setObjectAttachmentIfAbsent(e.getKey(), e.getValue());
        }
        RpcContext.removeClientResponseContext();
        try {
            return invoker.invoke(invocation);
        } finally {
            RpcContextAttachment clientAttachment = RpcContext.getClientAttachment();
            if (clientAttachment.canRemove()) {
                clientAttachment.clearAttachments();
            }
            ServiceContextHandover.giveBack(callerService);
        }
    }

    @Override
    public void onResponse(Result appResponse, Invoker<?> invoker, Invocation invocation) {
        RpcContext.getClientResponseContext().setObjectAttachments(appResponse.getObjectAttachments());
    }

    @Override
    public void onError(Throwable t, Invoker<?> invoker, Invocation invocation) {
    }

}
