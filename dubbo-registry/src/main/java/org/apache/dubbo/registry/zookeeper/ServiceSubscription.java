package org.apache.dubbo.registry.zookeeper;

import org.apache.curator.framework.api.CuratorWatcher;
import org.apache.dubbo.common.URL;
import org.apache.dubbo.registry.NotifyListener;
import org.apache.zookeeper.WatchedEvent;
import org.apache.zookeeper.Watcher;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;

import static org.apache.dubbo.registry.support.RegistryKeys.PROVIDERS_CATEGORY;

/**
 * The subscription of one interface: a child watch on each subscribed category directory. Every change re-reads
 * the whole directory (ZooKeeper watches say only "something changed") and notifies the complete list; only the
 * names not seen in the previous read are parsed ({@link ParsedChildren}), the others give the same URL objects.
 * Re-reads of the {@code providers} directory after changes are spaced by {@code delay-notification}: the first
 * change is notified at once, later ones no sooner than that many milliseconds after the previous change
 * notification, several changes in between folding into one.
 */
final class ServiceSubscription implements ZookeeperSubscription {

    private static final Logger logger = LoggerFactory.getLogger(ServiceSubscription.class);

    private final ZookeeperRegistry registry;
    private final URL subscribedUrl;
    private final NotifyListener listener;
    /** The URL the watched lists belong to: the subscribed URL, or one interface of an interface=* one. */
    private final URL scopeUrl;
    private final List<CategoryWatch> watches = new ArrayList<>();
    /** Serializes reads and notifications of this subscription, so that a newer list is never overtaken. */
    private final Object lock = new Object();
    /** Whether the owner (an interface=* subscription, or nothing) is still live. */
    private final BooleanSupplier ownerLive;
    private final BooleanSupplier live = this::isLive;
    private volatile boolean cancelled;

    /** A subscription of its own: {@code scopeUrl} is {@code subscribedUrl}. */
    ServiceSubscription(ZookeeperRegistry registry, URL subscribedUrl, NotifyListener listener) {
        this(registry, subscribedUrl, listener, subscribedUrl, () -> true);
    }

    /** One interface ({@code scopeUrl}) of an {@code interface=*} subscription that stays live while its owner is. */
    ServiceSubscription(ZookeeperRegistry registry, URL subscribedUrl, NotifyListener listener, URL scopeUrl,
                        BooleanSupplier ownerLive) {
        this.registry = registry;
        this.subscribedUrl = subscribedUrl;
        this.listener = listener;
        this.scopeUrl = scopeUrl;
        this.ownerLive = ownerLive;
        for (String category : ZookeeperPaths.categories(scopeUrl)) {
            watches.add(new CategoryWatch(registry.paths().categoryPath(scopeUrl.getServiceInterface(), category),
                    category));
        }
    }

    @Override
    public void start() throws Exception {
        synchronized (lock) {
            if (!isLive()) {
                return;
            }
            List<URL> urls = new ArrayList<>();
            for (CategoryWatch watch : watches) {
                urls.addAll(watch.read());
            }
            registry.deliver(subscribedUrl, listener, scopeUrl, urls, live);
        }
    }

    @Override
    public void cancel() {
        cancelled = true;
    }

    private boolean isLive() {
        return !cancelled && ownerLive.getAsBoolean();
    }

    private final class CategoryWatch implements CuratorWatcher {

        private final String path;
        private final String category;
        private final ParsedChildren children;
        private final long spacingMs;
        private final AtomicBoolean refreshQueued = new AtomicBoolean();
        private volatile long lastNotified;
        /** Numbers the reads of the directory in the order they are sent, which is the order ZooKeeper answers. */
        private final AtomicLong readsSent = new AtomicLong();
        /** Guarded by {@link #lock}: the number of the read last applied; an answer to an older one is stale. */
        private long lastApplied;

        CategoryWatch(String path, String category) {
            this.path = path;
            this.category = category;
            this.children = new ParsedChildren(scopeUrl, category);
            // Governance rules take effect at once; only address lists are rate limited.
            this.spacingMs = PROVIDERS_CATEGORY.equals(category) ? registry.options().delayNotificationMs : 0;
        }

        /** Called holding {@link #lock}. */
        List<URL> read() throws Exception {
            long number = readsSent.incrementAndGet();
            List<URL> urls = children.matching(registry.connection().watchChildren(path, this));
            lastApplied = number;
            return CategoryUrls.notification(scopeUrl, category, urls, registry.options().emptyProtection);
        }

        @Override
        public void process(WatchedEvent event) {
            Watcher.Event.EventType type = event.getType();
            if (!isLive() || (type != Watcher.Event.EventType.NodeChildrenChanged
                    && type != Watcher.Event.EventType.NodeDeleted)) {
                return;
            }
            if (!refreshQueued.compareAndSet(false, true)) {
                return;
            }
            long wait = spacingMs == 0 ? 0 : lastNotified + spacingMs - System.currentTimeMillis();
            try {
                if (wait <= 0) {
                    registry.events().execute(this::refresh);
                } else {
                    registry.events().schedule(this::refresh, wait, TimeUnit.MILLISECONDS);
                }
            } catch (RejectedExecutionException e) {
                logger.debug("Registry shut down; dropping a change of {}", path);
            }
        }

        /**
         * Re-reads the directory in the background: a push that changes hundreds of services has all their re-reads
         * in flight at once. The answer is applied on the registry's event thread, in request order.
         */
        private void refresh() {
            refreshQueued.set(false);
            if (!isLive()) {
                return;
            }
            long number = readsSent.incrementAndGet();
            try {
                registry.connection().watchChildrenInBackground(path, this, registry.events(),
                        (names, failure) -> reread(number, names, failure));
            } catch (Exception e) {
                reread(number, null, e);
            }
        }

        private void reread(long number, List<String> names, Exception failure) {
            synchronized (lock) {
                if (!isLive() || number < lastApplied) {
                    // a later read (the subscription's own, made meanwhile) was applied already
                    return;
                }
                lastApplied = number;
                try {
                    if (failure != null) {
                        throw failure;
                    }
                    List<URL> urls = CategoryUrls.notification(scopeUrl, category, children.matching(names),
                            registry.options().emptyProtection);
                    lastNotified = System.currentTimeMillis();
                    registry.deliver(subscribedUrl, listener, scopeUrl, urls, live);
                } catch (Exception e) {
                    logger.warn("Cannot re-read {} after a change; the subscription will be retried: {}", path,
                            e.toString());
                    registry.watchBroken(subscribedUrl, listener);
                }
            }
        }
    }
}
