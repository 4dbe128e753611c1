package org.apache.dubbo.rpc.cluster.support;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.common.utils.NetUtils;
import org.apache.dubbo.rpc.AppResponse;
import org.apache.dubbo.rpc.Invocation;
import org.apache.dubbo.rpc.Invoker;
import org.apache.dubbo.rpc.Result;
import org.apache.dubbo.rpc.RpcContext;
import org.apache.dubbo.rpc.RpcException;
import org.apache.dubbo.rpc.RpcStatus;
import org.apache.dubbo.rpc.cluster.ClusterInvoker;
import org.apache.dubbo.rpc.cluster.ClusterSettings;
import org.apache.dubbo.rpc.cluster.Directory;
import org.apache.dubbo.rpc.cluster.LoadBalance;
import org.apache.dubbo.rpc.cluster.StaticDirectory;

/**
 * What every cluster strategy shares: listing the directory, choosing the load balancer, selecting a provider
 * (sticky, skipping unavailable and already tried ones) and making one counted call ({@link #invokeOnce}).
 * A strategy implements {@link #doInvoke} and decides what a failure means.
 */
public abstract class AbstractClusterInvoker<T> implements ClusterInvoker<T> {

    /** Where the providers come from; set by the constructor. */
    protected Directory<T> directory;
    /** Whether {@link #isAvailable()} consults the directory (the default) or always answers true. */
    protected boolean availableCheck = true;
    private URL url;
    private volatile Invoker<T> stickyInvoker;
    private volatile boolean destroyed;

    /** For subclasses that assign {@link #directory} themselves before the first call. */
    public AbstractClusterInvoker() {
    }

    public AbstractClusterInvoker(Directory<T> directory) {
        this(directory, null);
    }

    /**
     * @param url the URL whose settings the strategy reads; the directory's consumer URL when null
     */
    public AbstractClusterInvoker(Directory<T> directory, URL url) {
        if (directory == null) {
            throw new IllegalArgumentException("A cluster invoker needs a directory");
        }
        this.directory = directory;
        this.url = url;
        this.availableCheck = url == null || url.getParameter("cluster.availablecheck", true);
    }

    @Override
    public Class<T> getInterface() {
        return directory.getInterface();
    }

    /** The consumer URL: where the reference's settings are. */
    @Override
    public URL getUrl() {
        if (url != null) {
            return url;
        }
        URL consumerUrl = directory.getConsumerUrl();
        return consumerUrl != null ? consumerUrl : directory.getUrl();
    }

    @Override
    public URL getRegistryUrl() {
        return directory.getUrl();
    }

    @Override
    public Directory<T> getDirectory() {
        return directory;
    }

    @Override
    public boolean isDestroyed() {
        return destroyed;
    }

    @Override
    public boolean isAvailable() {
        if (!availableCheck) {
            return true;
        }
        Invoker<T> sticky = stickyInvoker;
        if (sticky != null) {
            return sticky.isAvailable();
        }
        return directory.isAvailable();
    }

    @Override
    public void destroy() {
        if (!destroyed) {
            destroyed = true;
            directory.destroy();
        }
    }

    @Override
    public Result invoke(Invocation invocation) throws RpcException {
        checkWhetherDestroyed();
        // Calls may leave this thread (forking, failback), so the caller's attachments go with the invocation.
        Map<String, Object> callerAttachments = RpcContext.getClientAttachment().getObjectAttachments();
        for (Map.Entry<String, Object> e : callerAttachments.entrySet()) {
            invocation.setObjectAttachmentIfAbsent(e.getKey(), e.getValue());
        }
        List<Invoker<T>> invokers = list(invocation);
        return doInvoke(invocation, invokers, initLoadBalance(invokers, invocation));
    }

    /** @throws RpcException if this invoker has been destroyed */
    protected void checkWhetherDestroyed() {
        if (destroyed) {
            throw new RpcException("The cluster invoker of " + serviceName() + " on the consumer "
                    + NetUtils.getLocalHost() + " is destroyed; it cannot be invoked any more");
        }
    }

    /** The directory's invokers for {@code invocation}. */
    protected List<Invoker<T>> list(Invocation invocation) throws RpcException {
        return directory.list(invocation);
    }

    /** The load balancer configured for the invoked method; see {@link #loadBalance}. */
    protected LoadBalance initLoadBalance(List<Invoker<T>> invokers, Invocation invocation) {
        return loadBalance(invokers, invocation);
    }

    /**
     * Calls {@code invoker} once as the cluster strategies do (counted in {@link RpcStatus}, the invoker recorded
     * on the invocation); for strategies written by users.
     *
     * @return the result, holding the business exception if there is one
     * @throws RpcException when the call itself failed
     */
    protected Result invokeWithContext(Invoker<T> invoker, Invocation invocation) {
        return asResult(invokeOnce(invoker, invocation), invocation);
    }

    /**
     * Like {@link #invokeWithContext} without waiting for the result: the returned result completes when the
     * provider answers. The URL is accepted for Apache Dubbo compatibility.
     */
    protected Result invokeWithContextAsync(Invoker<T> invoker, Invocation invocation, URL consumerUrl) {
        return new org.apache.dubbo.rpc.AsyncRpcResult(invokeOnce(invoker, invocation), invocation);
    }

    /**
     * Makes the call with the strategy's semantics.
     *
     * @param invokers    the directory's invokers for this invocation (possibly empty)
     * @param loadbalance the load balancer configured for the invoked method
     */
    protected abstract Result doInvoke(Invocation invocation, List<Invoker<T>> invokers, LoadBalance loadbalance)
            throws RpcException;

    /** The load balancer named by {@code loadbalance} of the invoked method (default {@code random}). */
    protected LoadBalance loadBalance(List<Invoker<T>> invokers, Invocation invocation) {
        String name = setting(invokers, invocation, ClusterSettings.LOADBALANCE);
        return ExtensionLoader.getExtensionLoader(LoadBalance.class)
                .getExtension(name == null ? ClusterSettings.DEFAULT_LOADBALANCE : name);
    }

    /** A per-method setting; see {@link ClusterSettings#lookup}. */
    protected String setting(List<Invoker<T>> invokers, Invocation invocation, String key) {
        return ClusterSettings.lookup(getUrl(), invokers, ClusterSettings.methodName(invocation), key);
    }

    protected int intSetting(List<Invoker<T>> invokers, Invocation invocation, String key, int defaultValue) {
        return ClusterSettings.toInt(key, setting(invokers, invocation, key), defaultValue);
    }

    /**
     * @throws RpcException with code {@link RpcException#NO_INVOKER_AVAILABLE_AFTER_FILTER} when there is no
     *                      invoker or none is available
     */
    protected void checkInvokers(List<Invoker<T>> invokers, Invocation invocation) throws RpcException {
        if (invokers == null || invokers.isEmpty()) {
            throw noProvider(invocation, "the provider list is empty. Please check if the providers have been "
                    + "started and registered");
        }
        for (Invoker<T> invoker : invokers) {
            if (invoker.isAvailable()) {
                return;
            }
        }
        throw noProvider(invocation, "none of the " + invokers.size() + " providers " + addresses(invokers)
                + " is available");
    }

    protected RpcException noProvider(Invocation invocation, String detail) {
        return new RpcException(RpcException.NO_INVOKER_AVAILABLE_AFTER_FILTER, "Failed to invoke the method "
                + ClusterSettings.methodName(invocation) + " in the service " + serviceName()
                + ". No provider available for the service " + serviceName() + " from " + source()
                + " on the consumer " + NetUtils.getLocalHost() + ": " + detail + ".");
    }

    /**
     * Selects the provider for the next call: the sticky one if {@code sticky} is set and it is usable, else the
     * load balancer's choice among available invokers not in {@code selected}; when every available invoker was
     * already selected, one of those again.
     *
     * @param selected invokers already tried for this invocation (may be null)
     * @throws RpcException with code {@link RpcException#NO_INVOKER_AVAILABLE_AFTER_FILTER} when none is available
     */
    protected Invoker<T> select(LoadBalance loadbalance, Invocation invocation, List<Invoker<T>> invokers,
                                List<Invoker<T>> selected) throws RpcException {
        if (invokers == null || invokers.isEmpty()) {
            throw noProvider(invocation, "the provider list is empty");
        }
        boolean sticky = ClusterSettings.toBoolean(setting(invokers, invocation, ClusterSettings.STICKY), false);
        Invoker<T> current = stickyInvoker;
        if (current != null && !invokers.contains(current)) {
            stickyInvoker = null;
            current = null;
        }
        if (sticky && current != null && !contains(selected, current) && current.isAvailable()) {
            return current;
        }
        Invoker<T> chosen = doSelect(loadbalance, invocation, invokers, selected);
        if (chosen == null) {
            throw noProvider(invocation, "none of the " + invokers.size() + " providers " + addresses(invokers)
                    + " is available");
        }
        if (sticky) {
            stickyInvoker = chosen;
        }
        return chosen;
    }

    private Invoker<T> doSelect(LoadBalance loadbalance, Invocation invocation, List<Invoker<T>> invokers,
                                List<Invoker<T>> selected) {
        Invoker<T> chosen = loadbalance.select(invokers, getUrl(), invocation);
        if (chosen != null && chosen.isAvailable() && !contains(selected, chosen)) {
            return chosen;
        }
        List<Invoker<T>> untried = new ArrayList<>(invokers.size());
        List<Invoker<T>> tried = new ArrayList<>(invokers.size());
        for (Invoker<T> invoker : invokers) {
            if (invoker.isAvailable()) {
                (contains(selected, invoker) ? tried : untried).add(invoker);
            }
        }
        List<Invoker<T>> candidates = untried.isEmpty() ? tried : untried;
        if (candidates.isEmpty()) {
            return null;
        }
        return candidates.size() == 1 ? candidates.get(0) : loadbalance.select(candidates, getUrl(), invocation);
    }

    private static <T> boolean contains(List<Invoker<T>> selected, Invoker<T> invoker) {
        return selected != null && selected.contains(invoker);
    }

    /**
     * Calls {@code invoker} once, counting the call in {@link RpcStatus} until its result is complete. Never
     * throws: a failure, thrown or completed later, is an exceptionally completed outcome (see
     * {@link InvocationOutcome}). For a synchronous invocation the outcome is complete on return.
     */
    protected CompletableFuture<AppResponse> invokeOnce(Invoker<T> invoker, Invocation invocation) {
        URL url = invoker.getUrl();
        String method = ClusterSettings.methodName(invocation);
        invocation.addInvokedInvoker(invoker);
        RpcStatus.beginCount(url, method);
        long start = System.nanoTime();
        CompletableFuture<AppResponse> outcome;
        try {
            outcome = InvocationOutcome.of(invoker.invoke(invocation), invocation);
        } catch (Throwable t) {
            outcome = InvocationOutcome.failed(InvocationOutcome.toRpcException(t));
        }
        outcome.whenComplete((response, error) -> RpcStatus.endCount(url, method,
                TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start), error == null));
        return outcome;
    }

    /** The result handed to the caller; see {@link InvocationOutcome#toResult}. */
    protected static Result asResult(CompletableFuture<AppResponse> outcome, Invocation invocation)
            throws RpcException {
        return InvocationOutcome.toResult(outcome, invocation);
    }

    /** The service in messages: its key ({@code group/interface:version}) or its interface. */
    protected String serviceName() {
        String key = getUrl() == null ? null : getUrl().getServiceKey();
        return key != null ? key : getInterface().getName();
    }

    /** Where the providers came from, for messages. */
    protected String source() {
        if (directory instanceof StaticDirectory) {
            return "urls " + addresses(directory.getAllInvokers());
        }
        URL registry = directory.getUrl();
        return "registry " + (registry == null ? "(none)" : registry.getAddress());
    }

    protected static String addresses(List<? extends Invoker<?>> invokers) {
        List<String> addresses = new ArrayList<>(invokers.size());
        for (Invoker<?> invoker : invokers) {
            URL url = invoker.getUrl();
            addresses.add(url == null ? String.valueOf(invoker) : url.getAddress());
        }
        return addresses.toString();
    }

    @Override
    public String toString() {
        return getClass().getSimpleName() + "[" + serviceName() + " -> " + directory + "]";
    }
}
