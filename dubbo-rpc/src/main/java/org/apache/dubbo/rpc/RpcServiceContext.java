package org.apache.dubbo.rpc;

import java.net.InetSocketAddress;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.Future;

import org.apache.dubbo.common.URL;

/**
 * What is known about the call in progress on this thread: which side we are, the URL, method, arguments,
 * the two addresses, the invoker, and (consumer side) the future of an asynchronous call.
 */
public class RpcServiceContext extends RpcContext {

    private URL url;
    private URL consumerUrl;
    private String methodName;
    private Class<?>[] parameterTypes;
    private Object[] arguments;
    private InetSocketAddress localAddress;
    private InetSocketAddress remoteAddress;
    private String remoteApplicationName;
    private Invoker<?> invoker;
    private List<Invoker<?>> invokers = Collections.emptyList();
    private Invocation invocation;
    private CompletableFuture<?> future;
    private boolean providerSide;
    private Object request;
    private Object response;
    private List<URL> urls;
    private Boolean localInvoke;
    private boolean needPrintRouterSnapshot;

    protected RpcServiceContext() {
    }

    @Override
    public URL getUrl() {
        return url;
    }

    @Override
    public void setUrl(URL url) {
        this.url = url;
    }

    @Override
    public URL getConsumerUrl() {
        return consumerUrl;
    }

    @Override
    public void setConsumerUrl(URL consumerUrl) {
        this.consumerUrl = consumerUrl;
    }

    /** The URLs set with {@link #setUrls}, else the current call's URL (none outside a call). */
    @Override
    public List<URL> getUrls() {
        if (urls != null) {
            return urls;
        }
        return url == null ? Collections.emptyList() : Collections.singletonList(url);
    }

    @Override
    public void setUrls(List<URL> urls) {
        this.urls = urls;
    }

    @Override
    public String getMethodName() {
        return methodName;
    }

    @Override
    public void setMethodName(String methodName) {
        this.methodName = methodName;
    }

    @Override
    public Class<?>[] getParameterTypes() {
        return parameterTypes;
    }

    @Override
    public void setParameterTypes(Class<?>[] parameterTypes) {
        this.parameterTypes = parameterTypes;
    }

    @Override
    public Object[] getArguments() {
        return arguments;
    }

    @Override
    public void setArguments(Object[] arguments) {
        this.arguments = arguments;
    }

    @Override
    public InetSocketAddress getLocalAddress() {
        return localAddress;
    }

    @Override
    public RpcServiceContext setLocalAddress(InetSocketAddress address) {
        this.localAddress = address;
        return this;
    }

    @Override
    public RpcServiceContext setLocalAddress(String host, int port) {
        this.localAddress = InetSocketAddress.createUnresolved(host, port < 0 ? 0 : port);
        return this;
    }

    @Override
    public String getLocalAddressString() {
        return localAddress == null ? null : getLocalHost() + ":" + getLocalPort();
    }

    @Override
    public String getLocalHost() {
        return host(localAddress);
    }

    @Override
    public int getLocalPort() {
        return localAddress == null ? 0 : localAddress.getPort();
    }

    @Override
    public String getLocalHostName() {
        return localAddress == null ? null : localAddress.getHostName();
    }

    @Override
    public InetSocketAddress getRemoteAddress() {
        return remoteAddress;
    }

    @Override
    public RpcServiceContext setRemoteAddress(InetSocketAddress address) {
        this.remoteAddress = address;
        return this;
    }

    @Override
    public RpcServiceContext setRemoteAddress(String host, int port) {
        this.remoteAddress = InetSocketAddress.createUnresolved(host, port < 0 ? 0 : port);
        return this;
    }

    @Override
    public String getRemoteAddressString() {
        return remoteAddress == null ? null : getRemoteHost() + ":" + getRemotePort();
    }

    @Override
    public String getRemoteHost() {
        return host(remoteAddress);
    }

    @Override
    public int getRemotePort() {
        return remoteAddress == null ? 0 : remoteAddress.getPort();
    }

    @Override
    public String getRemoteHostName() {
        return remoteAddress == null ? null : remoteAddress.getHostName();
    }

    @Override
    public String getRemoteApplicationName() {
        return remoteApplicationName;
    }

    @Override
    public RpcServiceContext setRemoteApplicationName(String name) {
        this.remoteApplicationName = name;
        return this;
    }

    @Override
    public boolean isProviderSide() {
        return providerSide;
    }

    @Override
    public boolean isConsumerSide() {
        return !providerSide;
    }

    public void setProviderSide(boolean providerSide) {
        this.providerSide = providerSide;
    }

    @Override
    public Invoker<?> getInvoker() {
        return invoker;
    }

    @Override
    public RpcServiceContext setInvoker(Invoker<?> invoker) {
        this.invoker = invoker;
        return this;
    }

    @Override
    public List<Invoker<?>> getInvokers() {
        return invokers;
    }

    @Override
    public RpcServiceContext setInvokers(List<Invoker<?>> invokers) {
        this.invokers = invokers == null ? Collections.emptyList() : invokers;
        return this;
    }

    @Override
    public Invocation getInvocation() {
        return invocation;
    }

    @Override
    public RpcServiceContext setInvocation(Invocation invocation) {
        this.invocation = invocation;
        if (invocation != null) {
            this.methodName = invocation.getMethodName();
            this.parameterTypes = invocation.getParameterTypes();
            this.arguments = invocation.getArguments();
        }
        return this;
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> Future<T> getFuture() {
        return (Future<T>) future;
    }

    @Override
    @SuppressWarnings("unchecked")
    public <T> CompletableFuture<T> getCompletableFuture() {
        return (CompletableFuture<T>) future;
    }

    @Override
    public void setFuture(CompletableFuture<?> future) {
        this.future = future;
    }

    @Override
    public <T> CompletableFuture<T> asyncCall(Callable<T> callable) {
        try {
            setAttachment(AsyncCalls.ASYNC_KEY, "true");
            T value = callable.call();
            CompletableFuture<?> started = future;
            if (started != null) {
                @SuppressWarnings("unchecked")
                CompletableFuture<T> typed = (CompletableFuture<T>) started;
                return typed;
            }
            return CompletableFuture.completedFuture(value);
        } catch (Exception e) {
            CompletableFuture<T> failed = new CompletableFuture<>();
            failed.completeExceptionally(e instanceof CompletionException ? e.getCause() : e);
            return failed;
        } finally {
            RpcContext.getClientAttachment().removeAttachment(AsyncCalls.ASYNC_KEY);
        }
    }

    @Override
    public void asyncCall(Runnable runnable) {
        try {
            setAttachment(AsyncCalls.RETURN_KEY, "false");
            runnable.run();
        } finally {
            RpcContext.getClientAttachment().removeAttachment(AsyncCalls.RETURN_KEY);
        }
    }

    @Override
    public String getGroup() {
        return url == null ? null : url.getGroup();
    }

    @Override
    public String getVersion() {
        return url == null ? null : url.getVersion();
    }

    @Override
    public String getInterfaceName() {
        return url == null ? null : url.getServiceInterface();
    }

    @Override
    public String getProtocol() {
        return url == null ? null : url.getProtocol();
    }

    @Override
    public String getServiceKey() {
        return url == null ? null : url.getServiceKey();
    }

    @Override
    public String getProtocolServiceKey() {
        return url == null ? null : url.getProtocolServiceKey();
    }

    @Override
    public Object getRequest() {
        return request;
    }

    @Override
    public <T> T getRequest(Class<T> type) {
        return type.isInstance(request) ? type.cast(request) : null;
    }

    @Override
    public <T> T getResponse(Class<T> type) {
        return type.isInstance(response) ? type.cast(response) : null;
    }

    /** Whether the call runs in this JVM (injvm); {@code null} when nobody said. */
    public Boolean getLocalInvoke() {
        return localInvoke;
    }

    public RpcServiceContext setLocalInvoke(boolean localInvoke) {
        this.localInvoke = localInvoke;
        return this;
    }

    /** Kept for Apache Dubbo's router snapshot logging switch; our routers do not print snapshots. */
    public boolean isNeedPrintRouterSnapshot() {
        return needPrintRouterSnapshot;
    }

    public void setNeedPrintRouterSnapshot(boolean needPrintRouterSnapshot) {
        this.needPrintRouterSnapshot = needPrintRouterSnapshot;
    }

    @Override
    public void setRequest(Object request) {
        this.request = request;
    }

    @Override
    public Object getResponse() {
        return response;
    }

    @Override
    public void setResponse(Object response) {
        this.response = response;
    }

    /** A copy when {@code needCopy}, else this context itself. */
    public RpcServiceContext copyOf(boolean needCopy) {
        return needCopy ? copyOf() : this;
    }

    public RpcServiceContext copyOf() {
        RpcServiceContext c = new RpcServiceContext();
        c.urls = urls;
        c.localInvoke = localInvoke;
        c.needPrintRouterSnapshot = needPrintRouterSnapshot;
        c.url = url;
        c.consumerUrl = consumerUrl;
        c.methodName = methodName;
        c.parameterTypes = parameterTypes;
        c.arguments = arguments;
        c.localAddress = localAddress;
        c.remoteAddress = remoteAddress;
        c.remoteApplicationName = remoteApplicationName;
        c.invoker = invoker;
        c.invokers = invokers;
        c.invocation = invocation;
        c.future = future;
        c.providerSide = providerSide;
        c.request = request;
        c.response = response;
        return c;
    }

    private static String host(InetSocketAddress address) {
        if (address == null) {
            return null;
        }
        return address.getAddress() == null ? address.getHostString() : address.getAddress().getHostAddress();
    }
}
