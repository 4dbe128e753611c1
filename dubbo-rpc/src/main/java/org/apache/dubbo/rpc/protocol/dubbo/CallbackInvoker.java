package org.apache.dubbo.rpc.protocol.dubbo;

import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.serialize.Serialization;
import org.apache.dubbo.remoting.RemotingException;
import org.apache.dubbo.remoting.TimeoutException;
import org.apache.dubbo.remoting.codec.InvocationBody;
import org.apache.dubbo.remoting.codec.ParameterDescriptors;
import org.apache.dubbo.remoting.codec.ResultBody;
import org.apache.dubbo.remoting.exchange.CallOptions;
import org.apache.dubbo.remoting.exchange.PeerChannel;
import org.apache.dubbo.remoting.exchange.ResponseErrorException;
import org.apache.dubbo.rpc.AppResponse;
import org.apache.dubbo.rpc.AsyncRpcResult;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.RpcInvocation;
import org.apache.dubbo.rpc.support.ConsumerExecutor;
import org.apache.dubbo.rpc.support.RpcKeys;

/**
 * Calls a consumer's callback over the connection the consumer registered it on. The request names the callback
 * interface in {@code path} (no version), its instance in {@code callback.service.instid} and the service's
 * {@code group}, as Apache Dubbo's provider writes it; the timeout is the service's.
 */
final class CallbackInvoker<T> implements Invoker<T> {

    private final Class<T> type;
    private final URL url;
    private final PeerChannel channel;
    private final String instanceId;
    private final Serialization serialization;
    private volatile boolean destroyed;

    CallbackInvoker(Class<T> type, URL url, PeerChannel channel, String instanceId, Serialization serialization) {
        this.type = type;
        this.url = url;
        this.channel = channel;
        this.instanceId = instanceId;
        this.serialization = serialization;
    }

    @Override
    public Class<T> getInterface() {
        return type;
    }

    @Override
    public URL getUrl() {
        return url;
    }

    @Override
    public boolean isAvailable() {
        return !destroyed && channel.isActive();
    }

    @Override
    public void destroy() {
        destroyed = true;
    }

    @Override
    public Result invoke(Invocation invocation) throws RpcException {
        String method = invocation.getMethodName();
        if (destroyed) {
            throw new RpcException("The callback " + type.getName() + "." + instanceId + " of " + channel.remoteAddress()
                    + " was released (callback=false); it cannot be called any more");
        }
        RpcInvocation rpc = invocation instanceof RpcInvocation ? (RpcInvocation) invocation
                : new RpcInvocation(invocation);
        Map<String, Object> attachments = rpc.copyObjectAttachments();
        attachments.remove(RpcKeys.ASYNC);
        attachments.remove(RpcKeys.RETURN);
        attachments.remove(RpcKeys.INTERFACE);
        attachments.remove(RpcKeys.VERSION);
        attachments.put(RpcKeys.PATH, type.getName());
        attachments.put(CallbackKeys.INSTANCE_ID, instanceId);
        String group = url.getParameter(RpcKeys.GROUP);
        if (group != null && !group.isEmpty()) {
            attachments.put(RpcKeys.GROUP, group);
        }
        String application = url.getParameter(RpcKeys.APPLICATION);
        if (application != null) {
            attachments.putIfAbsent(RpcKeys.REMOTE_APPLICATION, application);
        }
        int timeout = url.getMethodPositiveParameter(method, RpcKeys.TIMEOUT, RpcKeys.DEFAULT_TIMEOUT);
        InvocationBody body = new InvocationBody(InvocationBody.DUBBO_PROTOCOL_VERSION, type.getName(), null, method,
                ParameterDescriptors.of(rpc.getParameterTypes()), rpc.getParameterTypes(), rpc.getArguments(),
                attachments);
        CompletableFuture<AppResponse> result = new CompletableFuture<>();
        try {
            channel.request(body, CallOptions.timeout(timeout).serialization(serialization))
                    .whenCompleteAsync((response, error) -> {
                        if (error != null) {
                            result.completeExceptionally(failure(error, method));
                            return;
                        }
                        try {
                            ResultBody decoded = response.decode(rpc.getReturnType(), rpc.getGenericReturnType());
                            AppResponse app = decoded.hasException() ? new AppResponse(decoded.exception())
                                    : new AppResponse(decoded.value());
                            app.setObjectAttachments(decoded.attachments());
                            result.complete(app);
                        } catch (ResponseErrorException e) {
                            result.completeExceptionally(failure(e, method));
                        }
                    }, ConsumerExecutor.shared());
        } catch (RemotingException e) {
            throw failure(e, method);
        }
        return new AsyncRpcResult(result, rpc);
    }

    private RpcException failure(Throwable error, String method) {
        Throwable e = error instanceof CompletionException && error.getCause() != null ? error.getCause() : error;
        String where = "Failed to invoke the callback method " + method + " of " + type.getName() + " on consumer "
                + channel.remoteAddress() + ", cause: " + e.getMessage();
        if (e instanceof TimeoutException) {
            return new RpcException(RpcException.TIMEOUT_EXCEPTION, where, e);
        }
        return new RpcException(RpcException.NETWORK_EXCEPTION, where, e);
    }

    @Override
    public String toString() {
        return "CallbackInvoker[" + type.getName() + "." + instanceId + " at " + channel.remoteAddress() + "]";
    }
}
