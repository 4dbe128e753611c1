package org.apache.dubbo.registry.support;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.utils.NamedThreadFactory;
import org.apache.dubbo.registry.NotifyListener;
import org.apache.dubbo.registry.Registry;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.io.File;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;

import static org.apache.dubbo.registry.support.RegistryKeys.CHECK;
import static org.apache.dubbo.registry.support.RegistryKeys.CONSUMER_PROTOCOL;
import static org.apache.dubbo.registry.support.RegistryKeys.DEFAULT_CATEGORY;
import static org.apache.dubbo.registry.support.RegistryKeys.DYNAMIC;
import static org.apache.dubbo.registry.support.RegistryKeys.EMPTY_PROTOCOL;

/**
 * The bookkeeping every registry needs so that a registry outage does not lose anything: it remembers what was
 * registered and subscribed, retries failed operations in the background, re-applies everything when the
 * registry asks for it (after a new session), and keeps the local cache file of notified URLs.
 *
 * <p>Subclasses implement the {@code do*} operations against the registry server, once and without retrying.
 * {@link #doSubscribe(URL, NotifyListener)} must deliver the current lists through
 * {@link #notify(URL, NotifyListener, List)} before it returns, and keep delivering changes until
 * {@link #doUnsubscribe(URL, NotifyListener)}.
 *
 * <p>Failure handling (registry spec 6.5). An {@link IllegalArgumentException} from a {@code do*} operation means
 * the URL itself is unusable: it is always thrown, never retried. Otherwise, with {@code check} meaning the
 * registry URL's {@code check} and the operation URL's {@code check} (both default true):
 * <ul>
 * <li>register: with check, and unless the URL is a consumer ({@code consumer://} or port 0), the failure is
 * thrown; otherwise it is logged and retried every {@code retry.period} ms (default 5000) until it succeeds or
 * {@code retry.times} attempts failed (default -1: never give up);</li>
 * <li>subscribe: URLs from the cache file, if any, are notified and the failure is only logged; else with check it
 * is thrown; in both cases the subscription is retried;</li>
 * <li>unregister and unsubscribe: retried.</li>
 * </ul>
 *
 * <p>One daemon thread per registry, created on first use, runs retries and recoveries; subclasses use it through
 * {@link #executor()} for their own events. Cache file writes run on the one thread all registries share for them
 * ({@link RegistryCacheFile}), so that rewriting a large file never holds up notifications.
 */
public abstract class RetryingRegistry implements Registry {

    private static final Logger logger = LoggerFactory.getLogger(RetryingRegistry.class);

    private final URL url;
    private final boolean check;
    private final int retryPeriod;
    private final int retryTimes;
    private final ScheduledThreadPoolExecutor executor;
    private final RegistryCacheFile cacheFile;

    private final Object registrationLock = new Object();
    /** Guarded by {@link #registrationLock}. */
    private final Set<URL> registered = new LinkedHashSet<>();
    private final ConcurrentMap<URL, Integer> failedRegistrations = new ConcurrentHashMap<>();
    private final ConcurrentMap<URL, Integer> failedUnregistrations = new ConcurrentHashMap<>();

    private final Object subscriptionLock = new Object();
    /** Guarded by {@link #subscriptionLock}. */
    private final Map<URL, Set<NotifyListener>> subscribed = new LinkedHashMap<>();
    private final ConcurrentMap<Subscriber, Integer> failedSubscriptions = new ConcurrentHashMap<>();
    private final ConcurrentMap<Subscriber, Integer> failedUnsubscriptions = new ConcurrentHashMap<>();

    /**
     * Last notified lists: subscribed URL, then the URL the lists belong to (the subscribed URL itself, or one
     * interface of an {@code interface=*} subscription), then category.
     */
    private final ConcurrentMap<URL, ConcurrentMap<URL, Map<String, List<URL>>>> notified =
            new ConcurrentHashMap<>();

    private final AtomicBoolean retryScheduled = new AtomicBoolean();
    private final AtomicBoolean destroyed = new AtomicBoolean();

    /**
     * @throws IllegalArgumentException if {@code url} is null, {@code retry.period} is not positive or the cache
     *                                  file's directory cannot be created
     */
    protected RetryingRegistry(URL url) {
        if (url == null) {
            throw new IllegalArgumentException("registry url == null");
        }
        this.url = url;
        this.check = url.getParameter(CHECK, true);
        this.retryPeriod = RegistryParameters.positiveInt(url, RegistryKeys.RETRY_PERIOD,
                RegistryKeys.DEFAULT_RETRY_PERIOD);
        this.retryTimes = url.getParameter(RegistryKeys.RETRY_TIMES, RegistryKeys.DEFAULT_RETRY_TIMES);
        // Threads start on first use, so a subclass constructor that fails leaves no thread behind.
        this.executor = new ScheduledThreadPoolExecutor(1,
                new NamedThreadFactory("DubboRegistry-" + url.getAddress(), true));
        this.executor.setRemoveOnCancelPolicy(true);
        this.executor.setExecuteExistingDelayedTasksAfterShutdownPolicy(false);
        this.cacheFile = RegistryCacheFile.open(url);
    }

    // ------------------------------------------------------------------ operations against the server

    /** Publishes {@code url} once. */
    protected abstract void doRegister(URL url) throws Exception;

    /** Withdraws {@code url} once; withdrawing something absent succeeds. */
    protected abstract void doUnregister(URL url) throws Exception;

    /**
     * Starts (or restarts, replacing the previous watch of the same pair) watching {@code url} for
     * {@code listener}, notifying the current lists before returning.
     */
    protected abstract void doSubscribe(URL url, NotifyListener listener) throws Exception;

    /** Stops watching {@code url} for {@code listener}. */
    protected abstract void doUnsubscribe(URL url, NotifyListener listener) throws Exception;

    /** Reads the URLs matching {@code url} once, without {@code empty://} markers. */
    protected abstract List<URL> doLookup(URL url) throws Exception;

    /** Releases the connection; called once by {@link #destroy()} after everything was withdrawn. */
    protected abstract void doDestroy();

    // ------------------------------------------------------------------ RegistryService

    @Override
    public URL getUrl() {
        return url;
    }

    @Override
    public void register(URL url) {
        requireArgument(url, "register url");
        requireNotDestroyed();
        synchronized (registrationLock) {
            registered.add(url);
            failedRegistrations.remove(url);
            failedUnregistrations.remove(url);
            try {
                doRegister(url);
            } catch (IllegalArgumentException e) {
                registered.remove(url);
                throw e;
            } catch (Exception e) {
                if (check && url.getParameter(CHECK, true) && !isConsumer(url)) {
                    registered.remove(url);
                    throw new IllegalStateException("Failed to register " + url + " to registry " + getAddress()
                            + ": " + e.getMessage(), e);
                }
                logger.warn("Failed to register {} to registry {}, retrying every {} ms: {}", url, getAddress(),
                        retryPeriod, e.toString());
                failedRegistrations.put(url, 0);
                scheduleRetry();
            }
        }
    }

    @Override
    public void unregister(URL url) {
        requireArgument(url, "unregister url");
        requireNotDestroyed();
        synchronized (registrationLock) {
            registered.remove(url);
            failedRegistrations.remove(url);
            failedUnregistrations.remove(url);
            try {
                doUnregister(url);
            } catch (Exception e) {
                logger.warn("Failed to unregister {} from registry {}, retrying every {} ms: {}", url, getAddress(),
                        retryPeriod, e.toString());
                failedUnregistrations.put(url, 0);
                scheduleRetry();
            }
        }
    }

    @Override
    public void subscribe(URL url, NotifyListener listener) {
        requireArgument(url, "subscribe url");
        requireArgument(listener, "subscribe listener");
        requireNotDestroyed();
        Subscriber subscriber = new Subscriber(url, listener);
        synchronized (subscriptionLock) {
            subscribed.computeIfAbsent(url, u -> new LinkedHashSet<>()).add(listener);
            failedSubscriptions.remove(subscriber);
            failedUnsubscriptions.remove(subscriber);
            try {
                doSubscribe(url, listener);
            } catch (IllegalArgumentException e) {
                removeSubscribed(url, listener);
                throw e;
            } catch (Exception e) {
                List<URL> cached = cachedUrls(url);
                if (!cached.isEmpty()) {
                    logger.warn("Failed to subscribe {} at registry {}, using {} URLs from cache file {}: {}", url,
                            getAddress(), cached.size(), cacheFile.file(), e.toString());
                    deliver(url, listener, url, cached, false, null);
                } else if (check && url.getParameter(CHECK, true)) {
                    removeSubscribed(url, listener);
                    throw new IllegalStateException("Failed to subscribe " + url + " at registry " + getAddress()
                            + ": " + e.getMessage(), e);
                } else {
                    logger.warn("Failed to subscribe {} at registry {}, retrying every {} ms: {}", url, getAddress(),
                            retryPeriod, e.toString());
                }
                failedSubscriptions.put(subscriber, 0);
                scheduleRetry();
            }
        }
    }

    @Override
    public void unsubscribe(URL url, NotifyListener listener) {
        requireArgument(url, "unsubscribe url");
        requireArgument(listener, "unsubscribe listener");
        requireNotDestroyed();
        Subscriber subscriber = new Subscriber(url, listener);
        synchronized (subscriptionLock) {
            removeSubscribed(url, listener);
            failedSubscriptions.remove(subscriber);
            failedUnsubscriptions.remove(subscriber);
            try {
                doUnsubscribe(url, listener);
            } catch (Exception e) {
                logger.warn("Failed to unsubscribe {} at registry {}, retrying every {} ms: {}", url, getAddress(),
                        retryPeriod, e.toString());
                failedUnsubscriptions.put(subscriber, 0);
                scheduleRetry();
            }
        }
    }

    /**
     * Reads the registry; when it cannot be read, falls back to the last URLs notified for {@code url}, then to
     * the cache file.
     */
    @Override
    public List<URL> lookup(URL url) {
        requireArgument(url, "lookup url");
        requireNotDestroyed();
        try {
            return doLookup(url);
        } catch (Exception e) {
            List<URL> fallback = withoutEmpty(flatten(getNotified(url)));
            if (fallback.isEmpty()) {
                fallback = withoutEmpty(cachedUrls(url));
            }
            if (fallback.isEmpty()) {
                throw new IllegalStateException("Failed to look up " + url + " at registry " + getAddress() + ": "
                        + e.getMessage(), e);
            }
            logger.warn("Failed to look up {} at registry {}, answering from the last known list: {}", url,
                    getAddress(), e.toString());
            return fallback;
        }
    }

    /**
     * Withdraws every dynamic registration ({@code dynamic=false} entries stay, as they must outlive the process),
     * stops every subscription, writes the cache file and closes the connection. Idempotent.
     */
    @Override
    public void destroy() {
        if (!destroyed.compareAndSet(false, true)) {
            return;
        }
        synchronized (registrationLock) {
            for (URL registeredUrl : registered) {
                if (registeredUrl.getParameter(DYNAMIC, true)) {
                    try {
                        doUnregister(registeredUrl);
                    } catch (Exception e) {
                        logger.warn("Failed to unregister {} from registry {} on destroy: {}", registeredUrl,
                                getAddress(), e.toString());
                    }
                }
            }
            registered.clear();
            failedRegistrations.clear();
            failedUnregistrations.clear();
        }
        synchronized (subscriptionLock) {
            for (Map.Entry<URL, Set<NotifyListener>> entry : subscribed.entrySet()) {
                for (NotifyListener listener : entry.getValue()) {
                    try {
                        doUnsubscribe(entry.getKey(), listener);
                    } catch (Exception e) {
                        logger.warn("Failed to unsubscribe {} at registry {} on destroy: {}", entry.getKey(),
                                getAddress(), e.toString());
                    }
                }
            }
            subscribed.clear();
            failedSubscriptions.clear();
            failedUnsubscriptions.clear();
        }
        // Queued tasks see the destroyed flag; closing the cache file waits for a write in progress, writes what
        // changed since and stops any later write.
        executor.shutdown();
        if (cacheFile != null) {
            cacheFile.close();
        }
        try {
            doDestroy();
        } finally {
            notified.clear();
        }
    }

    /** Whether {@link #destroy()} was called. */
    public boolean isDestroyed() {
        return destroyed.get();
    }

    // ------------------------------------------------------------------ state, for subclasses and tests

    /** The URLs registered through this registry and not unregistered since; a snapshot. */
    public Set<URL> getRegistered() {
        synchronized (registrationLock) {
            return Collections.unmodifiableSet(new LinkedHashSet<>(registered));
        }
    }

    /** The subscriptions made through this registry and not cancelled since; a snapshot. */
    public Map<URL, Set<NotifyListener>> getSubscribed() {
        synchronized (subscriptionLock) {
            Map<URL, Set<NotifyListener>> copy = new LinkedHashMap<>();
            for (Map.Entry<URL, Set<NotifyListener>> entry : subscribed.entrySet()) {
                copy.put(entry.getKey(), Collections.unmodifiableSet(new LinkedHashSet<>(entry.getValue())));
            }
            return Collections.unmodifiableMap(copy);
        }
    }

    /** Registrations waiting for a retry; a snapshot. */
    public Set<URL> getFailedRegistered() {
        // under the lock: a retry takes an entry out and puts it back while it tries
        synchronized (registrationLock) {
            return Collections.unmodifiableSet(new LinkedHashSet<>(failedRegistrations.keySet()));
        }
    }

    /** The last list notified per category for a subscribed URL; empty when none. */
    public Map<String, List<URL>> getNotified(URL subscribedUrl) {
        ConcurrentMap<URL, Map<String, List<URL>>> scopes = notified.get(subscribedUrl);
        Map<String, List<URL>> categories = scopes == null ? null : scopes.get(subscribedUrl);
        return categories == null ? Collections.<String, List<URL>>emptyMap()
                : Collections.unmodifiableMap(new LinkedHashMap<>(categories));
    }

    /** The cache file, or null when {@code file-cache=false}. */
    public File getCacheFile() {
        return cacheFile == null ? null : cacheFile.file();
    }

    /** The registry's own thread, for events of the subclass (watch callbacks, delayed notifications). */
    protected final ScheduledExecutorService executor() {
        return executor;
    }

    /**
     * Delivers the current URLs of a subscription, one listener call per category, in order of first appearance;
     * records them for {@link #lookup(URL)} and the cache file. Ignored once the subscription was cancelled. A
     * listener that throws is logged, not propagated.
     */
    protected final void notify(URL subscribedUrl, NotifyListener listener, List<URL> urls) {
        deliver(subscribedUrl, listener, subscribedUrl, urls, true, null);
    }

    /**
     * Like {@link #notify(URL, NotifyListener, List)}, for a subclass whose watches outlive their subscription for
     * a moment: {@code current} is asked while no subscribe or unsubscribe can run, and a false answer drops the
     * notification (it came from a watch that a re-subscription replaced). {@code scopeUrl} is the URL the lists
     * belong to, the subscribed URL or, for an {@code interface=*} subscription, one interface's URL; it keys the
     * cache file entry.
     */
    protected final void notify(URL subscribedUrl, NotifyListener listener, URL scopeUrl, List<URL> urls,
                                BooleanSupplier current) {
        deliver(subscribedUrl, listener, scopeUrl, urls, true, current);
    }

    /**
     * Re-applies every registration and subscription, now, on the registry thread: the server lost them (a new
     * session replaced an expired one). Failures join the retry queue.
     */
    protected final void recover() {
        runOnRegistryThread(() -> {
            logger.info("Recovering {} registrations and {} subscriptions at registry {}", getRegistered().size(),
                    getSubscribed().size(), getAddress());
            for (URL registeredUrl : getRegistered()) {
                synchronized (registrationLock) {
                    if (registered.contains(registeredUrl)) {
                        attemptRegister(registeredUrl, 0);
                    }
                }
            }
            resubscribeNow();
        });
    }

    /**
     * Re-reads every subscription, now, on the registry thread: the connection came back in the same session, so
     * registrations are intact but changes during the outage may have been missed.
     */
    protected final void resubscribe() {
        runOnRegistryThread(this::resubscribeNow);
    }

    /** Runs the retry queue now rather than at the next period, for example right after the first connection. */
    protected final void retryNow() {
        runOnRegistryThread(this::retryFailed);
    }

    /** Queues a subscription whose watch broke (for example a re-read failed) for the next retry. */
    protected final void retryLater(URL subscribedUrl, NotifyListener listener) {
        if (isSubscribed(subscribedUrl, listener)) {
            failedSubscriptions.putIfAbsent(new Subscriber(subscribedUrl, listener), 0);
            scheduleRetry();
        }
    }

    /** {@code host:port} of the registry, for messages. */
    protected final String getAddress() {
        return url.getAddress();
    }

    // ------------------------------------------------------------------ internals

    private void deliver(URL subscribedUrl, NotifyListener listener, URL scopeUrl, List<URL> urls,
                         boolean fromRegistry, BooleanSupplier current) {
        if (urls == null || urls.isEmpty()) {
            return;
        }
        Map<String, List<URL>> byCategory = new LinkedHashMap<>();
        for (URL u : urls) {
            byCategory.computeIfAbsent(u.getCategory(DEFAULT_CATEGORY), c -> new ArrayList<>()).add(u);
        }
        List<URL> scopeUrls;
        // Under the lock, so that a subscription cancelled or replaced meanwhile leaves no trace.
        synchronized (subscriptionLock) {
            if (!isSubscribed(subscribedUrl, listener) || (current != null && !current.getAsBoolean())) {
                return;
            }
            Map<String, List<URL>> state = notified.computeIfAbsent(subscribedUrl, u -> new ConcurrentHashMap<>())
                    .computeIfAbsent(scopeUrl, u -> new ConcurrentHashMap<>());
            for (Map.Entry<String, List<URL>> entry : byCategory.entrySet()) {
                state.put(entry.getKey(), Collections.unmodifiableList(entry.getValue()));
            }
            scopeUrls = flatten(state);
        }
        for (Map.Entry<String, List<URL>> entry : byCategory.entrySet()) {
            try {
                listener.notify(Collections.unmodifiableList(entry.getValue()));
            } catch (RuntimeException e) {
                logger.error("Listener {} failed on {} URLs of category {} for {}", listener,
                        entry.getValue().size(), entry.getKey(), scopeUrl, e);
            }
        }
        if (fromRegistry && cacheFile != null) {
            cacheFile.put(scopeUrl.getServiceKey(), scopeUrls);
        }
    }

    /** URLs of the cache file for this subscription, keeping only those it would match. */
    private List<URL> cachedUrls(URL subscribedUrl) {
        if (cacheFile == null) {
            return Collections.emptyList();
        }
        List<URL> matching = new ArrayList<>();
        for (URL cached : cacheFile.get(subscribedUrl.getServiceKey())) {
            if (SubscriptionMatcher.isMatch(subscribedUrl, cached)) {
                matching.add(cached);
            }
        }
        return matching;
    }

    private void resubscribeNow() {
        for (Map.Entry<URL, Set<NotifyListener>> entry : getSubscribed().entrySet()) {
            for (NotifyListener listener : entry.getValue()) {
                synchronized (subscriptionLock) {
                    if (isSubscribed(entry.getKey(), listener)) {
                        attemptSubscribe(new Subscriber(entry.getKey(), listener), 0);
                    }
                }
            }
        }
    }

    private void retryFailed() {
        retryScheduled.set(false);
        if (destroyed.get()) {
            return;
        }
        for (Map.Entry<URL, Integer> entry : new ArrayList<>(failedRegistrations.entrySet())) {
            synchronized (registrationLock) {
                if (failedRegistrations.remove(entry.getKey(), entry.getValue())) {
                    attemptRegister(entry.getKey(), entry.getValue() + 1);
                }
            }
        }
        for (Map.Entry<URL, Integer> entry : new ArrayList<>(failedUnregistrations.entrySet())) {
            synchronized (registrationLock) {
                if (failedUnregistrations.remove(entry.getKey(), entry.getValue())) {
                    attemptUnregister(entry.getKey(), entry.getValue() + 1);
                }
            }
        }
        for (Map.Entry<Subscriber, Integer> entry : new ArrayList<>(failedSubscriptions.entrySet())) {
            synchronized (subscriptionLock) {
                if (failedSubscriptions.remove(entry.getKey(), entry.getValue())) {
                    attemptSubscribe(entry.getKey(), entry.getValue() + 1);
                }
            }
        }
        for (Map.Entry<Subscriber, Integer> entry : new ArrayList<>(failedUnsubscriptions.entrySet())) {
            synchronized (subscriptionLock) {
                if (failedUnsubscriptions.remove(entry.getKey(), entry.getValue())) {
                    attemptUnsubscribe(entry.getKey(), entry.getValue() + 1);
                }
            }
        }
        if (!failedRegistrations.isEmpty() || !failedUnregistrations.isEmpty() || !failedSubscriptions.isEmpty()
                || !failedUnsubscriptions.isEmpty()) {
            scheduleRetry();
        }
    }

    /** Called holding {@link #registrationLock}; {@code attempt} 0 is a first try that must not count. */
    private void attemptRegister(URL registeredUrl, int attempt) {
        try {
            doRegister(registeredUrl);
            failedRegistrations.remove(registeredUrl);
            if (attempt > 0) {
                logger.info("Registered {} to registry {} after {} retries", registeredUrl, getAddress(), attempt);
            }
        } catch (Exception e) {
            requeue(failedRegistrations, registeredUrl, attempt, "register", e);
        }
    }

    private void attemptUnregister(URL registeredUrl, int attempt) {
        try {
            doUnregister(registeredUrl);
        } catch (Exception e) {
            requeue(failedUnregistrations, registeredUrl, attempt, "unregister", e);
        }
    }

    /** Called holding {@link #subscriptionLock}. */
    private void attemptSubscribe(Subscriber subscriber, int attempt) {
        try {
            doSubscribe(subscriber.url, subscriber.listener);
            failedSubscriptions.remove(subscriber);
        } catch (Exception e) {
            requeue(failedSubscriptions, subscriber, attempt, "subscribe", e);
        }
    }

    private void attemptUnsubscribe(Subscriber subscriber, int attempt) {
        try {
            doUnsubscribe(subscriber.url, subscriber.listener);
        } catch (Exception e) {
            requeue(failedUnsubscriptions, subscriber, attempt, "unsubscribe", e);
        }
    }

    private <K> void requeue(ConcurrentMap<K, Integer> queue, K key, int attempt, String operation, Exception e) {
        if (retryTimes > 0 && attempt >= retryTimes) {
            logger.error("Giving up to {} {} at registry {} after {} retries (retry.times={}): {}", operation, key,
                    getAddress(), attempt, retryTimes, e.toString());
            return;
        }
        logger.warn("Failed to {} {} at registry {} (retry {}), retrying in {} ms: {}", operation, key,
                getAddress(), attempt, retryPeriod, e.toString());
        queue.put(key, attempt);
        scheduleRetry();
    }

    private void scheduleRetry() {
        if (destroyed.get() || !retryScheduled.compareAndSet(false, true)) {
            return;
        }
        try {
            executor.schedule(this::retryFailed, retryPeriod, TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException e) {
            retryScheduled.set(false);
        }
    }

    private void runOnRegistryThread(Runnable task) {
        if (destroyed.get()) {
            return;
        }
        try {
            executor.execute(() -> {
                if (!destroyed.get()) {
                    task.run();
                }
            });
        } catch (RejectedExecutionException e) {
            logger.debug("Registry {} is shutting down, skipping a task", getAddress());
        }
    }

    private boolean isSubscribed(URL subscribedUrl, NotifyListener listener) {
        synchronized (subscriptionLock) {
            Set<NotifyListener> listeners = subscribed.get(subscribedUrl);
            return listeners != null && listeners.contains(listener);
        }
    }

    private void removeSubscribed(URL subscribedUrl, NotifyListener listener) {
        Set<NotifyListener> listeners = subscribed.get(subscribedUrl);
        if (listeners != null) {
            listeners.remove(listener);
            if (listeners.isEmpty()) {
                subscribed.remove(subscribedUrl);
                notified.remove(subscribedUrl);
            }
        }
    }

    private void requireNotDestroyed() {
        if (destroyed.get()) {
            throw new IllegalStateException("Registry " + url.getAddress() + " is destroyed");
        }
    }

    private static void requireArgument(Object value, String name) {
        if (value == null) {
            throw new IllegalArgumentException(name + " == null");
        }
    }

    private static boolean isConsumer(URL url) {
        return CONSUMER_PROTOCOL.equals(url.getProtocol()) || url.getPort() == 0;
    }

    private static List<URL> flatten(Map<String, List<URL>> categories) {
        if (categories == null) {
            return Collections.emptyList();
        }
        List<URL> all = new ArrayList<>();
        for (List<URL> urls : categories.values()) {
            all.addAll(urls);
        }
        return all;
    }

    private static List<URL> withoutEmpty(List<URL> urls) {
        List<URL> result = new ArrayList<>();
        for (URL u : urls) {
            if (!EMPTY_PROTOCOL.equals(u.getProtocol())) {
                result.add(u);
            }
        }
        return result;
    }

    @Override
    public String toString() {
        return getClass().getSimpleName() + "(" + url.getAddress() + ")";
    }
}
