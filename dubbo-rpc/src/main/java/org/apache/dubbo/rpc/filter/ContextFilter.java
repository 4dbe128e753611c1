package org.apache.dubbo.rpc.filter;

import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

import org.apache.dubbo.common.extension.Activate;
import org.apache.dubbo.rpc.BaseFilter;
import org.apache.dubbo.rpc.Filter;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcContext;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.RpcServiceContext;
import org.apache.dubbo.rpc.support.RpcKeys;

/**
 * Provider side: exposes the request's attachments (minus the framework's own keys) as
 * {@link RpcContext#getServerAttachment()}, fills the service context, sends back whatever the service put into
 * {@link RpcContext#getServerContext()}, and clears it all afterwards so pooled threads carry nothing over.
 */
@Activate(group = RpcKeys.PROVIDER, order = -10000)
public class ContextFilter implements Filter, BaseFilter.Listener {

    private static final Set<String> FRAMEWORK_KEYS = new HashSet<>(Arrays.asList(RpcKeys.PATH, RpcKeys.INTERFACE,
            RpcKeys.GROUP, RpcKeys.VERSION, RpcKeys.DUBBO, RpcKeys.TOKEN, RpcKeys.TIMEOUT, RpcKeys.TIMEOUT_COUNTDOWN,
            RpcKeys.ASYNC, RpcKeys.TAG, RpcKeys.FORCE_TAG));

    @Override
    public Result invoke(Invoker<?> invoker, Invocation invocation) throws RpcException {
        Map<String, Object> attachments = new HashMap<>();
        for (Map.Entry<String, Object> e : invocation.getObjectAttachments().entrySet()) {
            if (!FRAMEWORK_KEYS.contains(e.getKey())) {
                attachments.put(e.getKey(), e.getValue());
            }
        }
        RpcContext.getServerAttachment().setObjectAttachments(attachments);
        RpcServiceContext service = RpcContext.getServiceContext();
        service.setProviderSide(true);
        service.setInvoker(invoker);
        service.setInvocation(invocation);
        service.setUrl(invoker.getUrl());
        service.setRemoteApplicationName(invocation.getAttachment(RpcKeys.REMOTE_APPLICATION));
        try {
            return invoker.invoke(invocation);
        } finally {
            RpcContext.removeServerAttachment();
            RpcContext.removeServiceContext();
            RpcContext.removeClientAttachment();
        }
    }

    @Override
    public void onResponse(Result appResponse, Invoker<?> invoker, Invocation invocation) {
        appResponse.addObjectAttachments(RpcContext.getServerResponseContext().getObjectAttachments());
        RpcContext.removeServerResponseContext();
    }

    @Override
    public void onError(Throwable t, Invoker<?> invoker, Invocation invocation) {
        RpcContext.removeServerResponseContext();
    }
}
