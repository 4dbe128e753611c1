package org.apache.dubbo.rpc.protocol.dubbo;

import java.io.IOException;
import java.util.Map;
import java.util.concurrent.CompletionStage;

import org.apache.dubbo.remoting.RemotingException;
import org.apache.dubbo.remoting.codec.InvocationBody;
import org.apache.dubbo.remoting.codec.ResolvedMethod;
import org.apache.dubbo.remoting.codec.ResultBody;
import org.apache.dubbo.remoting.exchange.PeerChannel;
import org.apache.dubbo.remoting.exchange.RequestContext;
import org.apache.dubbo.remoting.exchange.RequestHandler;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.RpcContext;
import org.apache.dubbo.rpc.RpcInvocation;
import org.apache.dubbo.rpc.support.RpcKeys;

/**
 * Serves, on a consumer's connection, the calls its provider makes to the callbacks exported there
 * ({@link ConsumerCallbacks}): found by {@code group}, {@code path} and {@code callback.service.instid}, run behind the
 * provider filters like any service, answered on the same connection.
 */
final class CallbackRequestHandler implements RequestHandler {

    private final PeerChannel channel;

    CallbackRequestHandler(PeerChannel channel) {
        this.channel = channel;
    }

    @Override
    public ResolvedMethod resolve(String serviceName, String serviceVersion, String methodName, String descriptor)
            throws IOException {
        for (Invoker<?> exported : ConsumerCallbacks.exports(channel).values()) {
            if (exported.getInterface().getName().equals(serviceName)) {
                return new ExportedService(serviceName, exported.getInterface()).resolve(methodName, descriptor);
            }
        }
        throw new IOException("Service not found:" + serviceName + ", " + methodName + " (no callback of "
                + serviceName + " is exported on this connection)");
    }

    @Override
    public CompletionStage<ResultBody> handle(InvocationBody call, RequestContext context) throws Exception {
        Map<String, Object> attachments = call.attachments();
        Object path = attachments.getOrDefault(RpcKeys.PATH, call.serviceName());
        Object group = attachments.get(RpcKeys.GROUP);
        Object id = attachments.get(CallbackKeys.INSTANCE_ID);
        String key = CallbackKeys.exportKey(group == null ? null : group.toString(), String.valueOf(path),
                String.valueOf(id));
        Invoker<?> invoker = ConsumerCallbacks.exports(channel).get(key);
        if (invoker == null) {
            throw new RemotingException(context.localAddress(), context.remoteAddress(), "Not found exported service: "
                    + key + ":" + context.localAddress().getPort() + " in "
                    + new java.util.TreeSet<>(ConsumerCallbacks.exports(channel).keySet())
                    + ", may be version or group mismatch , channel: consumer: " + context.localAddress()
                    + " --> provider: " + context.remoteAddress() + ", message: " + call.methodName());
        }
        attachments.put(RpcKeys.DUBBO, call.dubboVersion());
        attachments.put(CallbackKeys.IS_CALLBACK_INVOKE, "true");
        RpcInvocation invocation = new RpcInvocation(call.methodName(), call.serviceName(), null,
                call.parameterTypes(), call.arguments());
        invocation.setParameterTypesDesc(call.parameterDescriptor());
        invocation.setObjectAttachments(attachments);
        invocation.setInvoker(invoker);
        RpcContext.getServiceContext().setRemoteAddress(context.remoteAddress()).setLocalAddress(context.localAddress());
        try {
            return Results.toResultBody(invoker.invoke(invocation));
        } finally {
            RpcContext.removeServiceContext();
        }
    }
}
