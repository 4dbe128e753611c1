package org.apache.dubbo.registry.zookeeper;

import org.apache.curator.framework.api.CuratorWatcher;
import org.apache.dubbo.common.URL;
import org.apache.dubbo.registry.NotifyListener;
import org.apache.zookeeper.WatchedEvent;
import org.apache.zookeeper.Watcher;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.RejectedExecutionException;

import static org.apache.dubbo.registry.support.RegistryKeys.CHECK;
import static org.apache.dubbo.registry.support.RegistryKeys.INTERFACE;

/**
 * An {@code interface=*} subscription (admin-style tools): a child watch on the registry root, and one
 * {@link ServiceSubscription} per interface directory found there, present or future. Children of the root that
 * Dubbo 3 creates for other purposes are not interfaces and are skipped.
 */
final class AnyServiceSubscription implements ZookeeperSubscription, CuratorWatcher {

    private static final Logger logger = LoggerFactory.getLogger(AnyServiceSubscription.class);

    /**
     * Root children that are not interface directories: Dubbo 3's config center, mapping and metadata nodes, the
     * application-level instance root and ZooKeeper's own node (both visible when the root is {@code /}).
     */
    static final Set<String> NON_SERVICE_CHILDREN = Collections.unmodifiableSet(new HashSet<>(Arrays.asList(
            "config", "mapping", "metadata", "services", "zookeeper")));

    private final ZookeeperRegistry registry;
    private final URL subscribedUrl;
    private final NotifyListener listener;
    private final Map<String, ServiceSubscription> services = new ConcurrentHashMap<>();
    private final Object lock = new Object();
    private volatile boolean cancelled;

    AnyServiceSubscription(ZookeeperRegistry registry, URL subscribedUrl, NotifyListener listener) {
        this.registry = registry;
        this.subscribedUrl = subscribedUrl;
        this.listener = listener;
    }

    @Override
    public void start() throws Exception {
        synchronized (lock) {
            if (!cancelled) {
                followRoot();
            }
        }
    }

    @Override
    public void cancel() {
        cancelled = true;
        for (ServiceSubscription service : services.values()) {
            service.cancel();
        }
    }

    @Override
    public void process(WatchedEvent event) {
        if (cancelled || event.getType() != Watcher.Event.EventType.NodeChildrenChanged) {
            return;
        }
        try {
            registry.events().execute(this::refresh);
        } catch (RejectedExecutionException e) {
            logger.debug("Registry shut down; dropping a change of {}", registry.paths().root());
        }
    }

    private void refresh() {
        synchronized (lock) {
            if (cancelled) {
                return;
            }
            try {
                followRoot();
            } catch (Exception e) {
                if (!cancelled) {
                    logger.warn("Cannot re-read {} after a change; the subscription will be retried: {}",
                            registry.paths().root(), e.toString());
                    registry.watchBroken(subscribedUrl, listener);
                }
            }
        }
    }

    /** Called holding {@link #lock}: watches the root again and subscribes every interface not yet followed. */
    private void followRoot() throws Exception {
        for (String child : registry.connection().watchChildren(registry.paths().root(), this)) {
            String name = URL.decode(child);
            if (NON_SERVICE_CHILDREN.contains(name)) {
                logger.debug("Skipping {}/{}: not an interface directory", registry.paths().root(), name);
                continue;
            }
            if (!services.containsKey(name)) {
                URL scopeUrl = subscribedUrl.setPath(name).addParameters(INTERFACE, name, CHECK, "false");
                ServiceSubscription service = new ServiceSubscription(registry, subscribedUrl, listener, scopeUrl,
                        () -> !cancelled);
                services.put(name, service);
                service.start();
            }
        }
    }
}
