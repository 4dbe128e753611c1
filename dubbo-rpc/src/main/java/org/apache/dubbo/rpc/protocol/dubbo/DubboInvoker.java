package org.apache.dubbo.rpc.protocol.dubbo;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.serialize.Serializations;
import org.apache.dubbo.remoting.RemotingException;
import org.apache.dubbo.remoting.TimeoutException;
import org.apache.dubbo.remoting.codec.InvocationBody;
import org.apache.dubbo.remoting.codec.ParameterDescriptors;
import org.apache.dubbo.remoting.codec.ResponseStatus;
import org.apache.dubbo.remoting.codec.ResultBody;
import org.apache.dubbo.remoting.exchange.CallOptions;
import org.apache.dubbo.remoting.exchange.ClientPool;
import org.apache.dubbo.remoting.exchange.ExchangeClient;
import org.apache.dubbo.remoting.exchange.ResponseErrorException;
import org.apache.dubbo.remoting.exchange.ResponseFuture;
import org.apache.dubbo.rpc.AppResponse;
import org.apache.dubbo.rpc.AsyncRpcResult;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.InvokeMode;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.RpcInvocation;
import org.apache.dubbo.rpc.ThreadlessExecutor;
import org.apache.dubbo.rpc.support.ConsumerExecutor;
import org.apache.dubbo.rpc.support.RpcKeys;

/**
 * A remote provider reached over the dubbo protocol. Encodes the call on the caller's thread, sends it on one of
 * the reference's connections (round-robin when there are several), and returns at once with a result that the
 * caller waits on (synchronous: the caller decodes the response itself) or that completes on the consumer executor
 * (asynchronous).
 */
final class DubboInvoker<T> implements Invoker<T> {

    private final Class<T> type;
    private final URL url;
    /** Where asynchronous calls' responses are decoded and completed ({@link ConsumerExecutor#of}). */
    private final Executor responses;
    private final ClientPool.Clients clients;
    private final String version;
    private final String serialization;
    private final Integer payload;
    /** Attachments every call carries, read from the URL once: group, token, application (each null when unset). */
    private final String group;
    private final String token;
    private final String application;
    /** Whether some method has callback arguments (exported on the connection a call goes out on). */
    private final boolean callbacks;
    private final java.util.function.Consumer<Invoker<?>> onDestroy;
    private volatile boolean destroyed;
    /** What the last call's timeout needed (its attachment text, its call options), reused while it stays the same. */
    private volatile PerTimeout lastTimeout;

    /** The connections this invoker calls through (diagnostics and tests). */
    ClientPool.Clients clients() {
        return clients;
    }

    DubboInvoker(Class<T> type, URL url, ClientPool.Clients clients, Executor responses,
                 java.util.function.Consumer<Invoker<?>> onDestroy) {
        this.type = type;
        this.url = url;
        this.clients = clients;
        this.responses = responses;
        this.onDestroy = onDestroy;
        this.version = url.getParameter(RpcKeys.VERSION, RpcKeys.DEFAULT_VERSION);
        this.serialization = chooseSerialization(url);
        String p = url.getParameter(RpcKeys.PAYLOAD);
        this.payload = p == null ? null : Integer.valueOf(p);
        this.group = nonEmpty(url.getParameter(RpcKeys.GROUP));
        this.token = nonEmpty(url.getParameter(RpcKeys.TOKEN));
        this.application = url.getParameter(RpcKeys.APPLICATION);
        this.callbacks = CallbackKeys.anyCallback(url);
    }

    private static String nonEmpty(String value) {
        return value == null || value.isEmpty() ? null : value;
    }

    /**
     * The serialization of our requests: hessian2 whenever the provider accepts it (its {@code prefer.serialization}
     * list or {@code serialization} names it, or names nothing) — every Dubbo version reads hessian2, and a 3.2
     * provider advertising {@code fastjson2,hessian2} accepts it too; otherwise the first of those names we support.
     */
    static String chooseSerialization(URL url) {
        java.util.List<String> candidates = new java.util.ArrayList<>();
        String prefer = url.getParameter("prefer.serialization");
        if (prefer != null) {
            for (String name : prefer.split(",")) {
                if (!name.trim().isEmpty()) {
                    candidates.add(name.trim());
                }
            }
        }
        String single = url.getParameter(RpcKeys.SERIALIZATION);
        if (single != null && !single.trim().isEmpty()) {
            candidates.add(single.trim());
        }
        if (candidates.isEmpty() || candidates.contains(Serializations.DEFAULT_NAME)) {
            return Serializations.DEFAULT_NAME;
        }
        for (String name : candidates) {
            if (Serializations.isKnown(name)) {
                return name;
            }
        }
        throw new RpcException("The provider " + url.getAddress() + " accepts only serializations " + candidates
                + ", none of which this consumer supports (" + Serializations.all().keySet() + ")");
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
        return !destroyed && clients.isAvailable();
    }

    @Override
    public void destroy() {
        if (destroyed) {
            return;
        }
        destroyed = true;
        clients.release(url.getParameter("shutdown.wait", 3000));
        onDestroy.accept(this);
    }

    @Override
    public Result invoke(Invocation invocation) throws RpcException {
        if (destroyed) {
            throw new RpcException("Invoker for " + url.getServiceKey() + " at " + url.getAddress()
                    + " is destroyed; the reference or its provider is gone");
        }
        RpcInvocation rpc = invocation instanceof RpcInvocation ? (RpcInvocation) invocation
                : new RpcInvocation(invocation);
        String method = rpc.getMethodName();
        int timeout = timeout(rpc);
        rpc.setAttachment(RpcKeys.PATH, url.getPath());
        rpc.setAttachment(RpcKeys.INTERFACE, url.getServiceInterface());
        rpc.setAttachment(RpcKeys.VERSION, version);
        if (group != null) {
            rpc.setAttachment(RpcKeys.GROUP, group);
        }
        PerTimeout perTimeout = perTimeout(timeout);
        rpc.setAttachment(RpcKeys.TIMEOUT, perTimeout.text);
        if (token != null) {
            rpc.setAttachment(RpcKeys.TOKEN, token);
        }
        if (application != null) {
            rpc.setAttachmentIfAbsent(RpcKeys.REMOTE_APPLICATION, application);
        }
        ExchangeClient client = clients.select();
        Object[] arguments = callbacks ? ConsumerCallbacks.encode(rpc, url, client) : rpc.getArguments();
        Map<String, Object> attachments = wireAttachments(rpc);
        String descriptor = rpc.getParameterTypesDesc() != null ? rpc.getParameterTypesDesc()
                : ParameterDescriptors.of(rpc.getParameterTypes());
        InvocationBody body = new InvocationBody(InvocationBody.DUBBO_PROTOCOL_VERSION, url.getServiceInterface(),
                version, method, descriptor, rpc.getParameterTypes(), arguments, attachments);
        CallOptions options = perTimeout.options;
        try {
            if (isOneWay(rpc)) {
                CompletableFuture<Void> written = client.send(body, options);
                if (url.getMethodParameter(method, RpcKeys.SENT, false)) {
                    awaitSent(written, timeout, method);
                }
                return AsyncRpcResult.newDefaultAsyncResult(rpc);
            }
            ResponseFuture response = client.request(body, options);
            CompletableFuture<AppResponse> result = new CompletableFuture<>();
            ThreadlessExecutor threadless = rpc.getInvokeMode() == InvokeMode.SYNC ? new ThreadlessExecutor() : null;
            Executor executor = threadless != null ? threadless : responses;
            response.whenCompleteAsync((r, error) -> {
                if (error != null) {
                    result.completeExceptionally(toRpcException(error, method));
                    return;
                }
                try {
                    ResultBody decoded = r.decode(rpc.getReturnType(), rpc.getGenericReturnType());
                    AppResponse app = decoded.hasException() ? new AppResponse(decoded.exception())
                            : new AppResponse(decoded.value());
                    app.setObjectAttachments(decoded.attachments());
                    result.complete(app);
                } catch (ResponseErrorException e) {
                    result.completeExceptionally(toRpcException(e, method));
                }
            }, executor);
            if (url.getMethodParameter(method, RpcKeys.SENT, false)) {
                awaitSent(response.sent(), timeout, method);
            }
            AsyncRpcResult asyncResult = new AsyncRpcResult(result, rpc);
            if (threadless != null) {
                asyncResult.setExecutor(threadless, timeout + 5000L);
            }
            return asyncResult;
        } catch (RemotingException e) {
            throw toRpcException(e, method);
        }
    }

    /**
     * The attachments the request carries: the invocation's own, minus the consumer-local {@code async} and
     * {@code return}. The invocation's map is written as it is when it is a plain {@link HashMap} without those keys
     * (the usual case: the request is encoded before this call returns, and the map goes on the wire as hessian's
     * untyped map either way); otherwise a {@link HashMap} copy without them.
     */
    private static Map<String, Object> wireAttachments(RpcInvocation rpc) {
        Map<String, Object> own = rpc.getObjectAttachments();
        if (own.getClass() == HashMap.class && !own.containsKey(RpcKeys.ASYNC) && !own.containsKey(RpcKeys.RETURN)) {
            return own;
        }
        Map<String, Object> copy = new HashMap<>(own);
        copy.remove(RpcKeys.ASYNC);
        copy.remove(RpcKeys.RETURN);
        return copy;
    }

    private PerTimeout perTimeout(int timeout) {
        PerTimeout last = lastTimeout;
        if (last == null || last.timeout != timeout) {
            last = new PerTimeout(timeout, CallOptions.timeout(timeout)
                    .serialization(Serializations.byName(serialization)).payload(payload));
            lastTimeout = last;
        }
        return last;
    }

    /** A timeout with its attachment text and call options (immutable, so shared by the calls that use it). */
    private static final class PerTimeout {
        final int timeout;
        final String text;
        final CallOptions options;

        PerTimeout(int timeout, CallOptions options) {
            this.timeout = timeout;
            this.text = String.valueOf(timeout);
            this.options = options;
        }
    }

    private int timeout(RpcInvocation rpc) {
        Object explicit = rpc.getObjectAttachment(RpcKeys.TIMEOUT);
        if (explicit != null) {
            try {
                int t = Integer.parseInt(explicit.toString().trim());
                if (t > 0) {
                    return t;
                }
            } catch (NumberFormatException ignored) {
                // fall back to the configured timeout
            }
        }
        return url.getMethodPositiveParameter(rpc.getMethodName(), RpcKeys.TIMEOUT, RpcKeys.DEFAULT_TIMEOUT);
    }

    private boolean isOneWay(RpcInvocation rpc) {
        if ("false".equals(rpc.getAttachment(RpcKeys.RETURN))) {
            return true;
        }
        return !url.getMethodParameter(rpc.getMethodName(), RpcKeys.RETURN, true);
    }

    private void awaitSent(CompletableFuture<Void> written, int timeout, String method) {
        try {
            written.get(timeout, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new RpcException("Interrupted while sending " + method + " to " + url.getAddress(), e);
        } catch (ExecutionException e) {
            throw toRpcException(e.getCause(), method);
        } catch (java.util.concurrent.TimeoutException e) {
            throw new RpcException(RpcException.TIMEOUT_EXCEPTION, "Sending " + method + " to " + url.getAddress()
                    + " did not finish within " + timeout + " ms (sent=true)");
        }
    }

    private RpcException toRpcException(Throwable error, String method) {
        Throwable e = error instanceof CompletionException && error.getCause() != null ? error.getCause() : error;
        if (e instanceof RpcException) {
            return (RpcException) e;
        }
        String where = "method: " + method + ", provider: " + url.toIdentityString();
        if (e instanceof TimeoutException) {
            return new RpcException(RpcException.TIMEOUT_EXCEPTION, "Invoke remote method timeout. " + where
                    + ", cause: " + e.getMessage(), e);
        }
        if (e instanceof ResponseErrorException
                && ((ResponseErrorException) e).status() == ResponseStatus.SERIALIZATION_ERROR) {
            return new RpcException(RpcException.SERIALIZATION_EXCEPTION, "Failed to invoke remote method: " + method
                    + ", provider: " + url.toIdentityString() + ", cause: " + e.getMessage(), e);
        }
        return new RpcException(RpcException.NETWORK_EXCEPTION, "Failed to invoke remote method: " + method
                + ", provider: " + url.toIdentityString() + ", cause: " + e.getMessage(), e);
    }

    @Override
    public String toString() {
        return "DubboInvoker[" + url.toIdentityString() + "]";
    }
}
