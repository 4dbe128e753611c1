package org.apache.dubbo.registry.zookeeper;

import org.apache.curator.framework.CuratorFramework;
import org.apache.dubbo.common.URL;
import org.apache.dubbo.registry.NotifyListener;
import org.apache.dubbo.registry.support.RetryingRegistry;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.ScheduledExecutorService;
import java.util.function.BooleanSupplier;

import static org.apache.dubbo.registry.support.RegistryKeys.ANY_VALUE;
import static org.apache.dubbo.registry.support.RegistryKeys.DYNAMIC;
import static org.apache.dubbo.registry.support.RegistryKeys.INTERFACE;

/**
 * The interface-level registry on ZooKeeper (Apache Curator 5), sharing its tree with Apache Dubbo 2.7, 3.2 and
 * 3.3 processes (registry spec 4):
 * <pre>
 * /{group, default dubbo}/{encoded interface}/{providers|consumers|configurators|routers}/{encoded URL}
 * </pre>
 * A registered URL becomes an ephemeral node (persistent with {@code dynamic=false}) whose name is its full string,
 * form-encoded. A subscription watches each requested category directory and notifies whole lists, with
 * {@code empty://} markers for empty categories (spec 4.5).
 *
 * <p>Registry URL parameters: {@code backup} (more servers; a comma list in the host part works too),
 * {@code timeout} (connect timeout, default 30000 ms), {@code session} (session timeout, default 60000 ms; the
 * server clamps it), {@code group} (root node), user information or {@code username}/{@code password} (digest
 * authentication; our nodes then get a creator-only ACL), {@code zookeeper.ensemble.tracker},
 * {@code delay-notification} (spacing of provider notifications, default 5000 ms, 0 disables),
 * {@code enable-empty-protection} (default false), {@code check}, {@code retry.period}, {@code retry.times},
 * {@code file}, {@code file-cache}, {@code save.file} (see {@link RetryingRegistry}).
 *
 * <p>Connection handling (spec 6.6): after a reconnection in the same session every subscription is re-read;
 * after a reconnection in a new session (the old one expired and the server deleted our ephemeral nodes and
 * watches) every registration and subscription is re-applied at once.
 */
public class ZookeeperRegistry extends RetryingRegistry {

    private static final Logger logger = LoggerFactory.getLogger(ZookeeperRegistry.class);

    private final ZookeeperRegistryOptions options;
    private final ZookeeperPaths paths;
    private final ZookeeperConnection connection;
    private final ServiceDefinitionReport definitions;
    private final ConcurrentMap<URL, Map<NotifyListener, ZookeeperSubscription>> subscriptions =
            new ConcurrentHashMap<>();

    /**
     * Connects, waiting up to {@code timeout} ms.
     *
     * @throws IllegalStateException    if the address is missing or {@code 0.0.0.0}, or no connection was made in
     *                                  time while {@code check} is true (the default)
     * @throws IllegalArgumentException naming the parameter if a setting is invalid
     */
    public ZookeeperRegistry(URL url) {
        super(url);
        this.options = ZookeeperRegistryOptions.of(url);
        this.paths = new ZookeeperPaths(options.root);
        try {
            this.connection = new ZookeeperConnection(options, this::connected);
        } catch (IllegalStateException e) {
            throw new IllegalStateException("Can not create registry " + url + ": " + e.getMessage(), e);
        }
        this.definitions = new ServiceDefinitionReport(connection, options.root, url);
    }

    @Override
    public boolean isAvailable() {
        return !isDestroyed() && connection.isConnected();
    }

    @Override
    protected void doRegister(URL url) throws Exception {
        String path = paths.nodePath(url);
        if (url.getParameter(DYNAMIC, true)) {
            connection.createEphemeral(path);
        } else {
            connection.createPersistent(path);
        }
        definitions.report(url);
    }

    @Override
    protected void doUnregister(URL url) throws Exception {
        connection.delete(paths.nodePath(url));
    }

    @Override
    protected void doSubscribe(URL url, NotifyListener listener) throws Exception {
        if (url.getServiceInterface() == null) {
            throw new IllegalArgumentException("Cannot subscribe " + url + ": it names no interface (path or "
                    + INTERFACE + " parameter)");
        }
        ZookeeperSubscription fresh = ANY_VALUE.equals(url.getServiceInterface())
                ? new AnyServiceSubscription(this, url, listener)
                : new ServiceSubscription(this, url, listener);
        ZookeeperSubscription previous = subscriptions.computeIfAbsent(url, u -> new ConcurrentHashMap<>())
                .put(listener, fresh);
        if (previous != null) {
            previous.cancel();
        }
        try {
            fresh.start();
        } catch (Exception | Error e) {
            fresh.cancel();
            removeSubscription(url, listener, fresh);
            throw e;
        }
    }

    @Override
    protected void doUnsubscribe(URL url, NotifyListener listener) {
        Map<NotifyListener, ZookeeperSubscription> listeners = subscriptions.get(url);
        ZookeeperSubscription subscription = listeners == null ? null : listeners.get(listener);
        if (subscription != null) {
            subscription.cancel();
            removeSubscription(url, listener, subscription);
        }
    }

    @Override
    protected List<URL> doLookup(URL url) throws Exception {
        List<URL> result = new ArrayList<>();
        if (ANY_VALUE.equals(url.getServiceInterface())) {
            for (String child : connection.children(paths.root())) {
                String name = URL.decode(child);
                if (!AnyServiceSubscription.NON_SERVICE_CHILDREN.contains(name)) {
                    result.addAll(lookupService(url.setPath(name).addParameter(INTERFACE, name)));
                }
            }
            return result;
        }
        return lookupService(url);
    }

    @Override
    protected void doDestroy() {
        for (Map<NotifyListener, ZookeeperSubscription> listeners : subscriptions.values()) {
            for (ZookeeperSubscription subscription : listeners.values()) {
                subscription.cancel();
            }
        }
        subscriptions.clear();
        connection.close();
    }

    /** The Curator client of this registry, for tools and tests that read the tree; do not close it. */
    public CuratorFramework getCuratorClient() {
        return connection.curator();
    }

    /** The id of the current ZooKeeper session, 0 while there is none. */
    public long getSessionId() {
        return connection.sessionId();
    }

    // ------------------------------------------------------------------ for the subscriptions of this package

    ZookeeperRegistryOptions options() {
        return options;
    }

    ZookeeperPaths paths() {
        return paths;
    }

    ZookeeperConnection connection() {
        return connection;
    }

    ScheduledExecutorService events() {
        return executor();
    }

    /** Notifies unless {@code current} says the watch was replaced or cancelled meanwhile. */
    void deliver(URL subscribedUrl, NotifyListener listener, URL scopeUrl, List<URL> urls, BooleanSupplier current) {
        notify(subscribedUrl, listener, scopeUrl, urls, current);
    }

    void watchBroken(URL subscribedUrl, NotifyListener listener) {
        retryLater(subscribedUrl, listener);
    }

    // ------------------------------------------------------------------ internals

    private List<URL> lookupService(URL url) throws Exception {
        List<URL> result = new ArrayList<>();
        for (String category : ZookeeperPaths.categories(url)) {
            List<String> children = connection.children(paths.categoryPath(url.getServiceInterface(), category));
            result.addAll(CategoryUrls.matching(url, category, children));
        }
        return result;
    }

    private void connected(ZookeeperConnection.ConnectionKind kind) {
        switch (kind) {
            case NEW_SESSION:
                logger.warn("ZooKeeper {}: new session; re-registering and re-subscribing everything", getAddress());
                recover();
                break;
            case SAME_SESSION:
                logger.info("ZooKeeper {}: reconnected in the same session; re-reading subscriptions", getAddress());
                resubscribe();
                retryNow();
                break;
            default:
                retryNow();
                break;
        }
    }

    private void removeSubscription(URL url, NotifyListener listener, ZookeeperSubscription subscription) {
        Map<NotifyListener, ZookeeperSubscription> listeners = subscriptions.get(url);
        if (listeners != null) {
            listeners.remove(listener, subscription);
            if (listeners.isEmpty()) {
                subscriptions.remove(url, listeners);
            }
        }
    }
}
