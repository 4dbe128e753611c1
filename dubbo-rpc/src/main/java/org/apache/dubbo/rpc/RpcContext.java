package org.apache.dubbo.rpc;

import java.net.InetSocketAddress;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Future;

import org.apache.dubbo.common.URL;

/**
 * Per-thread call context, with Dubbo 3's split and Dubbo 2's facade:
 * <ul>
 *   <li>{@link #getClientAttachment()}: attachments the next call made on this thread sends (cleared after it);</li>
 *   <li>{@link #getServerAttachment()}: attachments received with the request being served;</li>
 *   <li>{@link #getServerContext()}: provider side, attachments to send back with the response; consumer side,
 *       the attachments received with the last response;</li>
 *   <li>{@link #getServiceContext()}: addresses, URL, method, arguments, future of the current call;</li>
 *   <li>{@link #getContext()}: the 2.x-style facade over all of them.</li>
 * </ul>
 * Contexts are thread-local: a call that continues on another thread must carry them
 * ({@link AsyncContext#signalContextSwitch()}, {@link Result#whenCompleteWithContext}).
 */
public class RpcContext {

    private static final ThreadLocal<RpcContextAttachment> CLIENT_ATTACHMENT =
            ThreadLocal.withInitial(RpcContextAttachment::new);
    private static final ThreadLocal<RpcContextAttachment> SERVER_ATTACHMENT =
            ThreadLocal.withInitial(RpcContextAttachment::new);
    private static final ThreadLocal<RpcContextAttachment> CLIENT_RESPONSE =
            ThreadLocal.withInitial(RpcContextAttachment::new);
    private static final ThreadLocal<RpcContextAttachment> SERVER_RESPONSE =
            ThreadLocal.withInitial(RpcContextAttachment::new);
    private static final ThreadLocal<RpcServiceContext> SERVICE_CONTEXT =
            ThreadLocal.withInitial(RpcServiceContext::new);
    private static final ThreadLocal<RpcServiceContext> CURRENT_SERVICE_CONTEXT = new ThreadLocal<>();

    private static final RpcContext AGENT = new RpcContext();
    private static final RpcServerContextAttachment SERVER_CONTEXT_VIEW = new RpcServerContextAttachment();

    protected RpcContext() {
    }

    /** The 2.x-style facade; its methods act on this thread's contexts. */
    @Deprecated
    public static RpcContext getContext() {
        return AGENT;
    }

    public static RpcContextAttachment getClientAttachment() {
        return CLIENT_ATTACHMENT.get();
    }

    public static RpcContextAttachment getServerAttachment() {
        return SERVER_ATTACHMENT.get();
    }

    /** Reads come from the last response received, writes go to the response being prepared. */
    public static RpcContextAttachment getServerContext() {
        return SERVER_CONTEXT_VIEW;
    }

    public static RpcContextAttachment getClientResponseContext() {
        return CLIENT_RESPONSE.get();
    }

    public static RpcContextAttachment getServerResponseContext() {
        return SERVER_RESPONSE.get();
    }

    public static RpcServiceContext getServiceContext() {
        return SERVICE_CONTEXT.get();
    }

    /** The context of the invocation this thread is executing right now (null outside one). */
    public static RpcServiceContext getCurrentServiceContext() {
        return CURRENT_SERVICE_CONTEXT.get();
    }

    static void setCurrentServiceContext(RpcServiceContext context) {
        if (context == null) {
            CURRENT_SERVICE_CONTEXT.remove();
        } else {
            CURRENT_SERVICE_CONTEXT.set(context);
        }
    }

    public static void removeClientAttachment() {
        CLIENT_ATTACHMENT.remove();
    }

    public static void removeServerAttachment() {
        SERVER_ATTACHMENT.remove();
    }

    public static void removeClientResponseContext() {
        CLIENT_RESPONSE.remove();
    }

    public static void removeServerResponseContext() {
        SERVER_RESPONSE.remove();
    }

    public static void removeServiceContext() {
        SERVICE_CONTEXT.remove();
    }

    /** Takes this thread's service context off it, as it is; the next {@link #getServiceContext()} makes a new one. */
    static RpcServiceContext takeServiceContext() {
        RpcServiceContext context = SERVICE_CONTEXT.get();
        SERVICE_CONTEXT.remove();
        return context;
    }

    /** Makes {@code context} (that same object) this thread's service context again. */
    static void putServiceContext(RpcServiceContext context) {
        SERVICE_CONTEXT.set(context);
    }

    public static void removeServerContext() {
        SERVER_RESPONSE.remove();
    }

    /** Clears every context of this thread. */
    public static void removeContext() {
        CLIENT_ATTACHMENT.remove();
        SERVER_ATTACHMENT.remove();
        CLIENT_RESPONSE.remove();
        SERVER_RESPONSE.remove();
        SERVICE_CONTEXT.remove();
        CURRENT_SERVICE_CONTEXT.remove();
    }

    /** Saves this thread's contexts so they can be restored after a nested call or on another thread. */
    public static RestoreContext storeContext() {
        return new RestoreContext();
    }

    /** A snapshot of this thread's service context, to put back with {@link #restoreServiceContext}. */
    public static RestoreServiceContext storeServiceContext() {
        return new RestoreServiceContext();
    }

    public static void restoreServiceContext(RestoreServiceContext saved) {
        if (saved != null) {
            saved.restore();
        }
    }

    /** Saves every context of this thread, then clears them. */
    protected static RestoreContext clearAndStoreContext() {
        RestoreContext saved = new RestoreContext();
        removeContext();
        return saved;
    }

    protected static void restoreContext(RestoreContext saved) {
        if (saved != null) {
            saved.restore();
        }
    }

    /** Records {@code url} as the consumer URL of the current call. */
    public static void setRpcContext(URL url) {
        getServiceContext().setConsumerUrl(url);
    }

    /** Starts provider-side asynchronous execution: the method may return now and answer later. */
    public static AsyncContext startAsync() throws IllegalStateException {
        return getServerAttachment().startAsyncContext();
    }

    // ---- facade: attachments ----

    public String getAttachment(String key) {
        String v = getClientAttachment().getAttachment(key);
        return v != null ? v : getServerAttachment().getAttachment(key);
    }

    public Object getObjectAttachment(String key) {
        Object v = getClientAttachment().getObjectAttachment(key);
        return v != null ? v : getServerAttachment().getObjectAttachment(key);
    }

    public RpcContext setAttachment(String key, String value) {
        getClientAttachment().setAttachment(key, value);
        return this;
    }

    public RpcContext setAttachment(String key, Object value) {
        getClientAttachment().setAttachment(key, value);
        return this;
    }

    public RpcContext setObjectAttachment(String key, Object value) {
        getClientAttachment().setObjectAttachment(key, value);
        return this;
    }

    public RpcContext removeAttachment(String key) {
        getClientAttachment().removeAttachment(key);
        return this;
    }

    public Map<String, String> getAttachments() {
        Map<String, String> all = getServerAttachment().getAttachments();
        all.putAll(getClientAttachment().getAttachments());
        return all;
    }

    public Map<String, Object> getObjectAttachments() {
        Map<String, Object> all = new java.util.HashMap<>(getServerAttachment().getObjectAttachments());
        all.putAll(getClientAttachment().getObjectAttachments());
        return all;
    }

    public RpcContext setAttachments(Map<String, String> attachments) {
        getClientAttachment().setAttachments(attachments);
        return this;
    }

    public RpcContext setObjectAttachments(Map<String, Object> attachments) {
        getClientAttachment().setObjectAttachments(attachments);
        return this;
    }

    public void clearAttachments() {
        getClientAttachment().clearAttachments();
    }

    /** Local value, never sent. */
    public Object get(String key) {
        return getClientAttachment().get(key);
    }

    public RpcContext set(String key, Object value) {
        getClientAttachment().set(key, value);
        return this;
    }

    public RpcContext remove(String key) {
        getClientAttachment().remove(key);
        return this;
    }

    public Map<String, Object> get() {
        return getClientAttachment().get();
    }

    // ---- facade: service context ----

    public URL getUrl() {
        return getServiceContext().getUrl();
    }

    public void setUrl(URL url) {
        getServiceContext().setUrl(url);
    }

    public String getMethodName() {
        return getServiceContext().getMethodName();
    }

    public Class<?>[] getParameterTypes() {
        return getServiceContext().getParameterTypes();
    }

    public Object[] getArguments() {
        return getServiceContext().getArguments();
    }

    // ---- facade: setters of the service context (RpcServiceContext overrides each of them) ----

    public List<URL> getUrls() {
        return getServiceContext().getUrls();
    }

    public void setUrls(List<URL> urls) {
        getServiceContext().setUrls(urls);
    }

    public void setMethodName(String methodName) {
        getServiceContext().setMethodName(methodName);
    }

    public void setParameterTypes(Class<?>[] parameterTypes) {
        getServiceContext().setParameterTypes(parameterTypes);
    }

    public void setArguments(Object[] arguments) {
        getServiceContext().setArguments(arguments);
    }

    public RpcContext setLocalAddress(InetSocketAddress address) {
        getServiceContext().setLocalAddress(address);
        return this;
    }

    public RpcContext setLocalAddress(String host, int port) {
        getServiceContext().setLocalAddress(host, port);
        return this;
    }

    public RpcContext setRemoteAddress(InetSocketAddress address) {
        getServiceContext().setRemoteAddress(address);
        return this;
    }

    public RpcContext setRemoteAddress(String host, int port) {
        getServiceContext().setRemoteAddress(host, port);
        return this;
    }

    public RpcContext setRemoteApplicationName(String name) {
        getServiceContext().setRemoteApplicationName(name);
        return this;
    }

    public List<Invoker<?>> getInvokers() {
        return getServiceContext().getInvokers();
    }

    public RpcContext setInvokers(List<Invoker<?>> invokers) {
        getServiceContext().setInvokers(invokers);
        return this;
    }

    public RpcContext setInvoker(Invoker<?> invoker) {
        getServiceContext().setInvoker(invoker);
        return this;
    }

    public RpcContext setInvocation(Invocation invocation) {
        getServiceContext().setInvocation(invocation);
        return this;
    }

    public void setConsumerUrl(URL consumerUrl) {
        getServiceContext().setConsumerUrl(consumerUrl);
    }

    public Object getRequest() {
        return getServiceContext().getRequest();
    }

    public <T> T getRequest(Class<T> type) {
        return getServiceContext().getRequest(type);
    }

    public void setRequest(Object request) {
        getServiceContext().setRequest(request);
    }

    public Object getResponse() {
        return getServiceContext().getResponse();
    }

    public <T> T getResponse(Class<T> type) {
        return getServiceContext().getResponse(type);
    }

    public void setResponse(Object response) {
        getServiceContext().setResponse(response);
    }

    /**
     * Whether the framework clears these attachments after each call (the default). On the facade: the client
     * attachments, which {@code clearAfterEachInvoke(false)} keeps for every later call of this thread.
     */
    public boolean canRemove() {
        return getClientAttachment().canRemove();
    }

    public void clearAfterEachInvoke(boolean remove) {
        getClientAttachment().clearAfterEachInvoke(remove);
    }

    public InetSocketAddress getLocalAddress() {
        return getServiceContext().getLocalAddress();
    }

    public String getLocalAddressString() {
        return getServiceContext().getLocalAddressString();
    }

    public String getLocalHost() {
        return getServiceContext().getLocalHost();
    }

    public int getLocalPort() {
        return getServiceContext().getLocalPort();
    }

    public String getLocalHostName() {
        return getServiceContext().getLocalHostName();
    }

    public InetSocketAddress getRemoteAddress() {
        return getServiceContext().getRemoteAddress();
    }

    public String getRemoteAddressString() {
        return getServiceContext().getRemoteAddressString();
    }

    public String getRemoteHost() {
        return getServiceContext().getRemoteHost();
    }

    public int getRemotePort() {
        return getServiceContext().getRemotePort();
    }

    public String getRemoteHostName() {
        return getServiceContext().getRemoteHostName();
    }

    public String getRemoteApplicationName() {
        return getServiceContext().getRemoteApplicationName();
    }

    public boolean isProviderSide() {
        return getServiceContext().isProviderSide();
    }

    public boolean isConsumerSide() {
        return getServiceContext().isConsumerSide();
    }

    public boolean isServerSide() {
        return isProviderSide();
    }

    public boolean isClientSide() {
        return isConsumerSide();
    }

    public Invoker<?> getInvoker() {
        return getServiceContext().getInvoker();
    }

    public Invocation getInvocation() {
        return getServiceContext().getInvocation();
    }

    public <T> Future<T> getFuture() {
        return getServiceContext().getFuture();
    }

    public <T> CompletableFuture<T> getCompletableFuture() {
        return getServiceContext().getCompletableFuture();
    }

    public void setFuture(CompletableFuture<?> future) {
        getServiceContext().setFuture(future);
    }

    public <T> CompletableFuture<T> asyncCall(Callable<T> callable) {
        return getServiceContext().asyncCall(callable);
    }

    public void asyncCall(Runnable runnable) {
        getServiceContext().asyncCall(runnable);
    }

    public String getGroup() {
        return getServiceContext().getGroup();
    }

    public String getVersion() {
        return getServiceContext().getVersion();
    }

    public String getInterfaceName() {
        return getServiceContext().getInterfaceName();
    }

    public String getProtocol() {
        return getServiceContext().getProtocol();
    }

    public String getServiceKey() {
        return getServiceContext().getServiceKey();
    }

    public String getProtocolServiceKey() {
        return getServiceContext().getProtocolServiceKey();
    }

    public URL getConsumerUrl() {
        return getServiceContext().getConsumerUrl();
    }

    public boolean isAsyncStarted() {
        return getServerAttachment().isAsyncStarted();
    }

    public boolean stopAsync() {
        return getServerAttachment().stopAsync();
    }

    public AsyncContext getAsyncContext() {
        return getServerAttachment().getAsyncContext();
    }

    protected void setAsyncContext(AsyncContext asyncContext) {
        getServerAttachment().setAsyncContext(asyncContext);
    }

    /** A snapshot of a thread's service context (a copy: later changes to the live one do not reach it). */
    public static class RestoreServiceContext {
        private final RpcServiceContext serviceContext = getServiceContext().copyOf(true);

        protected void restore() {
            SERVICE_CONTEXT.set(serviceContext.copyOf(true));
        }
    }

    /**
     * A snapshot of every context of a thread, restorable on any thread. Every call takes one (most are never
     * restored), so an empty attachment context is not copied: it is restored as a new empty one, created on the
     * first restore and kept, so that callbacks restoring the same snapshot one after another share it as they
     * would share a copy.
     */
    public static class RestoreContext {
        private RpcContextAttachment clientAttachment = snapshot(getClientAttachment());
        private RpcContextAttachment serverAttachment = snapshot(getServerAttachment());
        private RpcContextAttachment clientResponse = snapshot(getClientResponseContext());
        private RpcContextAttachment serverResponse = snapshot(getServerResponseContext());
        private final RpcServiceContext serviceContext = getServiceContext().copyOf();

        public void restore() {
            if (clientAttachment == null) {
                clientAttachment = new RpcContextAttachment();
            }
            if (serverAttachment == null) {
                serverAttachment = new RpcContextAttachment();
            }
            if (clientResponse == null) {
                clientResponse = new RpcContextAttachment();
            }
            if (serverResponse == null) {
                serverResponse = new RpcContextAttachment();
            }
            CLIENT_ATTACHMENT.set(clientAttachment);
            SERVER_ATTACHMENT.set(serverAttachment);
            CLIENT_RESPONSE.set(clientResponse);
            SERVER_RESPONSE.set(serverResponse);
            SERVICE_CONTEXT.set(serviceContext);
        }

        private static RpcContextAttachment snapshot(RpcContextAttachment current) {
            return current.isEmpty() ? null : current.copyOf(true);
        }
    }
}
