package org.apache.dubbo.registry.client;

import org.apache.curator.framework.api.CuratorWatcher;
import org.apache.dubbo.common.URL;
import org.apache.dubbo.metadata.MetadataInfo;
import org.apache.dubbo.registry.NotifyListener;
import org.apache.zookeeper.WatchedEvent;
import org.apache.zookeeper.Watcher;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

import static org.apache.dubbo.registry.support.RegistryKeys.CATEGORY;
import static org.apache.dubbo.registry.support.RegistryKeys.EMPTY_PROTOCOL;
import static org.apache.dubbo.registry.support.RegistryKeys.PROVIDERS_CATEGORY;

/**
 * One consumer subscription at application level (registry spec 5.1, 5.8):
 * <ol>
 * <li>the provider applications: the subscription's {@code provided-by} list, else the mapping node of the
 * interface, watched so that a mapping written later (or extended) is followed;</li>
 * <li>their instances, through the registry's {@link InstanceSource} (ZooKeeper's instance nodes, or a
 * {@link ServiceDiscovery} extension, which needs {@code provided-by});</li>
 * <li>the MetadataInfo of each distinct revision ({@link RevisionMetadata});</li>
 * <li>the provider URLs of the matching services, notified as one complete {@code providers} list —
 * {@code empty://...&category=providers} when there is none, nothing under {@code enable-empty-protection}.</li>
 * </ol>
 * Instances with revision {@code 0} or without address are ignored. When the metadata of some revisions cannot be
 * had, the others are used and the missing ones are tried again every {@code retry.period} ms; when none can be
 * had, the previous list stays until the retry succeeds. A list equal to the previous one is not notified again.
 */
final class ApplicationSubscription implements CuratorWatcher {

    private static final Logger logger = LoggerFactory.getLogger(ApplicationSubscription.class);

    static final String PROVIDED_BY = "provided-by";

    private final ServiceDiscoveryRegistry registry;
    private final URL url;
    private final NotifyListener listener;
    private final DiscoveryOptions options;
    /** The ZooKeeper mapping, or null with a {@link ServiceDiscovery} extension (then {@code provided-by} decides). */
    private final MetadataCenter center;
    private final InstanceSource watches;
    private final RevisionMetadata metadata;
    private final ScheduledExecutorService refresher;
    /** The {@code provided-by} applications, or null when the mapping decides. */
    private final Set<String> providedBy;

    private final Object lock = new Object();
    private volatile boolean cancelled;
    /** Guarded by {@link #lock}. */
    private Set<String> applications = Collections.emptySet();
    private List<URL> lastNotified;
    private boolean retryQueued;
    /** Revisions without metadata at the last computation, so that an unchanged situation is not logged again. */
    private int lastMissing;

    ApplicationSubscription(ServiceDiscoveryRegistry registry, URL url, NotifyListener listener,
                            DiscoveryOptions options, MetadataCenter center, InstanceSource watches,
                            RevisionMetadata metadata, ScheduledExecutorService refresher) {
        this.registry = registry;
        this.url = url;
        this.listener = listener;
        this.options = options;
        this.center = center;
        this.watches = watches;
        this.metadata = metadata;
        this.refresher = refresher;
        Set<String> provided = MetadataCenter.parseApps(url.getParameter(PROVIDED_BY));
        this.providedBy = provided.isEmpty() ? null : provided;
        if (providedBy == null && center == null) {
            throw new IllegalArgumentException("Cannot subscribe " + url.getServiceKey() + " at application level"
                    + " through a service discovery extension without " + PROVIDED_BY + ": only ZooKeeper holds the"
                    + " interface-to-application mapping here; set provided-by on the reference");
        }
    }

    /** Reads everything and notifies the current list before returning. */
    void start() throws Exception {
        synchronized (lock) {
            if (cancelled) {
                return;
            }
            follow(providedBy != null ? providedBy : center.mapping(url.getServiceInterface(), this));
            recompute();
        }
    }

    /** Recomputes and notifies from the instances last read, for example after one of them changed. */
    void refresh() {
        synchronized (lock) {
            if (!cancelled) {
                recompute();
            }
        }
    }

    /** After a reconnection: the mapping watch may be gone with the old session, so read the mapping again. */
    void reconnected() {
        execute(this::remap);
    }

    /**
     * Stops notifying at once and releases the watches on the refresher thread. The caller holds the registry's
     * subscription lock, and a computation in progress holds {@link #lock} while it waits for that lock to deliver;
     * taking {@link #lock} here would deadlock with it.
     */
    void cancel() {
        cancelled = true;
        try {
            refresher.execute(this::releaseWatches);
        } catch (RejectedExecutionException e) {
            // the registry is shutting down and no computation runs any more
            releaseWatches();
        }
    }

    private void releaseWatches() {
        synchronized (lock) {
            for (String application : applications) {
                watches.release(application, this);
            }
            applications = Collections.emptySet();
        }
    }

    /** The mapping node changed (or appeared). */
    @Override
    public void process(WatchedEvent event) {
        if (!cancelled && event.getType() != Watcher.Event.EventType.None) {
            execute(this::remap);
        }
    }

    private boolean isLive() {
        return !cancelled;
    }

    private void remap() {
        synchronized (lock) {
            if (cancelled) {
                return;
            }
            try {
                follow(providedBy != null ? providedBy : center.mapping(url.getServiceInterface(), this));
            } catch (Exception e) {
                logger.warn("Cannot read the applications providing {}; read again once ZooKeeper {} is back: {}",
                        url.getServiceInterface(), options.connectString, e.toString());
                return;
            }
            recompute();
        }
    }

    /** Called holding {@link #lock}: watches the applications in {@code wanted} and no others. */
    private void follow(Set<String> wanted) throws Exception {
        if (!wanted.equals(applications)) {
            logger.info("Subscription {} follows applications {}", url.getServiceKey(), wanted);
        }
        Set<String> next = new LinkedHashSet<>();
        try {
            for (String application : wanted) {
                if (applications.contains(application)) {
                    next.add(application);
                } else {
                    watches.acquire(application, this);
                    next.add(application);
                }
            }
        } finally {
            for (String application : applications) {
                if (!next.contains(application)) {
                    watches.release(application, this);
                }
            }
            applications = next;
        }
    }

    /** Called holding {@link #lock}. */
    private void recompute() {
        Map<String, List<DiscoveredInstance>> byRevision = new LinkedHashMap<>();
        for (String application : applications) {
            for (DiscoveredInstance instance : watches.instances(application)) {
                if (instance.isUsable()) {
                    byRevision.computeIfAbsent(application + "/" + instance.revision(), k -> new ArrayList<>())
                            .add(instance);
                }
            }
        }
        Map<String, MetadataInfo> metadataByRevision = new HashMap<>();
        for (Map.Entry<String, List<DiscoveredInstance>> entry : byRevision.entrySet()) {
            DiscoveredInstance first = entry.getValue().get(0);
            MetadataInfo info = metadata.get(first.application, first.revision(), entry.getValue());
            if (info != null) {
                metadataByRevision.put(entry.getKey(), info);
            }
        }
        int missing = byRevision.size() - metadataByRevision.size();
        boolean changed = missing != lastMissing;
        lastMissing = missing;
        if (missing > 0) {
            scheduleRetry();
            if (metadataByRevision.isEmpty()) {
                if (changed) {
                    logger.warn("No metadata for any of the {} revisions of {}; keeping the previous providers of "
                            + "{} and retrying every {} ms", missing, applications, url.getServiceKey(),
                            options.retryPeriodMs);
                }
                return;
            }
            if (changed) {
                logger.warn("No metadata for {} of {} revisions of {}; using the others and retrying every {} ms",
                        missing, byRevision.size(), applications, options.retryPeriodMs);
            }
        }
        notifyProviders(ProviderUrls.matching(url, byRevision, metadataByRevision));
    }

    private void notifyProviders(List<URL> providers) {
        if (providers.equals(lastNotified)) {
            return;
        }
        List<URL> urls = providers;
        if (providers.isEmpty()) {
            if (options.emptyProtection) {
                logger.warn("No provider of {} at application level; enable-empty-protection keeps the last list "
                        + "in use", url.getServiceKey());
                lastNotified = providers;
                return;
            }
            urls = Collections.singletonList(url.setProtocol(EMPTY_PROTOCOL).addParameter(CATEGORY,
                    PROVIDERS_CATEGORY));
        }
        lastNotified = providers;
        registry.deliver(url, listener, urls, this::isLive);
    }

    private void scheduleRetry() {
        if (retryQueued) {
            return;
        }
        retryQueued = true;
        try {
            refresher.schedule(() -> {
                synchronized (lock) {
                    retryQueued = false;
                }
                refresh();
            }, options.retryPeriodMs, TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException e) {
            retryQueued = false;
        }
    }

    private void execute(Runnable task) {
        try {
            refresher.execute(task);
        } catch (RejectedExecutionException e) {
            logger.debug("Registry shut down; dropping an update of {}", url.getServiceKey());
        }
    }
}
