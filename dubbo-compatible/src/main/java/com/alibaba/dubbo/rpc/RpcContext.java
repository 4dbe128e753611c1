package com.alibaba.dubbo.rpc;

import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Future;

import com.alibaba.dubbo.common.URL;
import org.apache.dubbo.rpc.RpcServiceContext;
import org.apache.dubbo.compatible.LegacyForms;

/**
 * Dubbo 2.6's call context, a view of the current one: attachments and values belong to the context it was taken
 * from ({@link #getContext()}: what the next call sends and, on a provider, what the call received;
 * {@link #getServerContext()}: what the provider sends back), and the facts about the call (addresses, URL,
 * method, invokers, future) to the thread's {@link org.apache.dubbo.rpc.RpcContext#getServiceContext()}, exactly as
 * the current API answers them.
 */
@Deprecated
public class RpcContext {

    private final org.apache.dubbo.rpc.RpcContext delegate;

    public RpcContext(org.apache.dubbo.rpc.RpcContext delegate) {
        this.delegate = delegate;
    }

    public static RpcContext getContext() {
        return new RpcContext(org.apache.dubbo.rpc.RpcContext.getContext());
    }

    public static RpcContext getServerContext() {
        return new RpcContext(org.apache.dubbo.rpc.RpcContext.getServerContext());
    }

    public static RpcContext getClientResponseContext() {
        return new RpcContext(org.apache.dubbo.rpc.RpcContext.getClientResponseContext());
    }

    public static RpcContext getServerResponseContext() {
        return new RpcContext(org.apache.dubbo.rpc.RpcContext.getServerResponseContext());
    }

    public static void removeClientResponseContext() {
        org.apache.dubbo.rpc.RpcContext.removeClientResponseContext();
    }

    public static void removeServerResponseContext() {
        org.apache.dubbo.rpc.RpcContext.removeServerResponseContext();
    }

    public static void removeServerContext() {
        org.apache.dubbo.rpc.RpcContext.removeServerContext();
    }

    public static void removeContext() {
        org.apache.dubbo.rpc.RpcContext.removeContext();
    }

    private static RpcServiceContext service() {
        return org.apache.dubbo.rpc.RpcContext.getServiceContext();
    }

    public Object getRequest() {
        return service().getRequest();
    }

    @SuppressWarnings("unchecked")
    public <T> T getRequest(Class<T> type) {
        Object request = getRequest();
        return type.isInstance(request) ? (T) request : null;
    }

    public void setRequest(Object request) {
        service().setRequest(request);
    }

    public Object getResponse() {
        return service().getResponse();
    }

    @SuppressWarnings("unchecked")
    public <T> T getResponse(Class<T> type) {
        Object response = getResponse();
        return type.isInstance(response) ? (T) response : null;
    }

    public void setResponse(Object response) {
        service().setResponse(response);
    }

    public boolean isProviderSide() {
        return service().isProviderSide();
    }

    public boolean isConsumerSide() {
        return service().isConsumerSide();
    }

    public List<URL> getUrls() {
        List<org.apache.dubbo.common.URL> urls = service().getUrls();
        if (urls == null) {
            return Collections.emptyList();
        }
        List<URL> legacy = new ArrayList<>(urls.size());
        for (org.apache.dubbo.common.URL url : urls) {
            legacy.add(LegacyForms.url(url));
        }
        return legacy;
    }

    /**
     * The URLs of a call come from its invokers in Dubbo Tuned and cannot be set apart from them; 2.6 code that
     * set them (a custom cluster) must set the invokers instead.
     */
    public void setUrls(List<URL> urls) {
        throw new UnsupportedOperationException("RpcContext.setUrls: a call's URLs are its invokers' URLs; set the"
                + " invokers (org.apache.dubbo.rpc.RpcContext.getServiceContext().setInvokers) instead");
    }

    public URL getUrl() {
        return LegacyForms.url(service().getUrl());
    }

    public void setUrl(URL url) {
        service().setUrl(url);
    }

    public String getMethodName() {
        return service().getMethodName();
    }

    public void setMethodName(String methodName) {
        service().setMethodName(methodName);
    }

    public Class<?>[] getParameterTypes() {
        return service().getParameterTypes();
    }

    public void setParameterTypes(Class<?>[] parameterTypes) {
        service().setParameterTypes(parameterTypes);
    }

    public Object[] getArguments() {
        return service().getArguments();
    }

    public void setArguments(Object[] arguments) {
        service().setArguments(arguments);
    }

    public RpcContext setLocalAddress(String host, int port) {
        service().setLocalAddress(host, port);
        return this;
    }

    public InetSocketAddress getLocalAddress() {
        return service().getLocalAddress();
    }

    public RpcContext setLocalAddress(InetSocketAddress address) {
        service().setLocalAddress(address);
        return this;
    }

    public String getLocalAddressString() {
        return service().getLocalAddressString();
    }

    public String getLocalHostName() {
        return service().getLocalHostName();
    }

    public RpcContext setRemoteAddress(String host, int port) {
        service().setRemoteAddress(host, port);
        return this;
    }

    public InetSocketAddress getRemoteAddress() {
        return service().getRemoteAddress();
    }

    public RpcContext setRemoteAddress(InetSocketAddress address) {
        service().setRemoteAddress(address);
        return this;
    }

    public String getRemoteAddressString() {
        return service().getRemoteAddressString();
    }

    public String getRemoteHostName() {
        return service().getRemoteHostName();
    }

    public String getLocalHost() {
        return service().getLocalHost();
    }

    public int getLocalPort() {
        return service().getLocalPort();
    }

    public String getRemoteHost() {
        return service().getRemoteHost();
    }

    public int getRemotePort() {
        return service().getRemotePort();
    }

    public String getAttachment(String key) {
        return delegate.getAttachment(key);
    }

    public RpcContext setAttachment(String key, String value) {
        delegate.setAttachment(key, value);
        return this;
    }

    public RpcContext removeAttachment(String key) {
        delegate.removeAttachment(key);
        return this;
    }

    public Map<String, String> getAttachments() {
        return delegate.getAttachments();
    }

    public RpcContext setAttachments(Map<String, String> attachments) {
        delegate.setAttachments(attachments);
        return this;
    }

    public void clearAttachments() {
        delegate.clearAttachments();
    }

    public Map<String, Object> get() {
        return delegate.get();
    }

    public RpcContext set(String key, Object value) {
        delegate.set(key, value);
        return this;
    }

    public RpcContext remove(String key) {
        delegate.remove(key);
        return this;
    }

    public Object get(String key) {
        return delegate.get(key);
    }

    public Invocation getInvocation() {
        org.apache.dubbo.rpc.Invocation invocation = service().getInvocation();
        return LegacyForms.invocation(invocation);
    }

    public boolean isServerSide() {
        return isProviderSide();
    }

    public boolean isClientSide() {
        return isConsumerSide();
    }

    public Invoker<?> getInvoker() {
        org.apache.dubbo.rpc.Invoker<?> invoker = service().getInvoker();
        return LegacyForms.invoker(invoker);
    }

    public List<Invoker<?>> getInvokers() {
        List<org.apache.dubbo.rpc.Invoker<?>> invokers = service().getInvokers();
        if (invokers == null) {
            return Collections.emptyList();
        }
        List<Invoker<?>> legacy = new ArrayList<>(invokers.size());
        for (org.apache.dubbo.rpc.Invoker<?> invoker : invokers) {
            legacy.add(LegacyForms.invoker(invoker));
        }
        return legacy;
    }

    /** Runs {@code callable} as an asynchronous call: calls it makes are asynchronous, and its future is returned. */
    public <T> Future<T> asyncCall(Callable<T> callable) {
        return service().asyncCall(callable);
    }

    public void asyncCall(Runnable runnable) {
        service().asyncCall(runnable);
    }

    @SuppressWarnings("unchecked")
    public <T> Future<T> getFuture() {
        return (Future<T>) service().getFuture();
    }

    public void setFuture(CompletableFuture<?> future) {
        service().setFuture(future);
    }
}
