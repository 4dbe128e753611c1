package org.apache.dubbo.registry.client;

import org.apache.curator.framework.CuratorFramework;
import org.apache.curator.x.discovery.ServiceInstance;
import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.utils.NamedThreadFactory;
import org.apache.dubbo.metadata.MetadataInfo;
import org.apache.dubbo.metadata.MetadataService;
import org.apache.dubbo.registry.NotifyListener;
import org.apache.dubbo.registry.support.RetryingRegistry;
import org.apache.dubbo.registry.support.SubscriptionMatcher;
import org.apache.dubbo.registry.zookeeper.ZookeeperInstance;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.function.BooleanSupplier;

import static org.apache.dubbo.registry.support.RegistryKeys.ANY_VALUE;
import static org.apache.dubbo.registry.support.RegistryKeys.CATEGORY;
import static org.apache.dubbo.registry.support.RegistryKeys.CONSUMER_PROTOCOL;
import static org.apache.dubbo.registry.support.RegistryKeys.CONSUMER_SIDE;
import static org.apache.dubbo.registry.support.RegistryKeys.FILE_CACHE;
import static org.apache.dubbo.registry.support.RegistryKeys.PROVIDERS_CATEGORY;

/**
 * Application-level (Dubbo 3) service discovery on ZooKeeper, behind the ordinary {@code Registry} interface
 * (extension {@code service-discovery-registry}), sharing its nodes with Apache Dubbo 3.2/3.3 processes (registry
 * spec 5-7). Its URL is
 * {@code service-discovery-registry://host:port/org.apache.dubbo.registry.RegistryService?registry=zookeeper&application=...}.
 *
 * <p>Provider side: {@link #register(URL)} takes a registered provider URL ({@code dubbo://host:port/interface?...});
 * the application's services become one MetadataInfo, one instance node and one mapping entry per interface
 * (see {@link InstancePublisher}). Consumer URLs given to {@code register} are ignored.
 *
 * <p>Consumer side: {@link #subscribe(URL, NotifyListener)} takes a consumer subscription URL
 * ({@code consumer://host/interface?category=providers,...&group=..&version=..[&provided-by=apps]}) and notifies
 * the complete {@code providers} list built from the provider applications' instances (see
 * {@link ApplicationSubscription}); configurators and routers are never notified from here, and subscriptions
 * that do not ask for providers (a provider's configurators subscription) are ignored. The first list is
 * notified before {@code subscribe} returns when ZooKeeper is reachable.
 *
 * <p>With {@code registry=NAME} other than {@code zookeeper}, the {@link ServiceDiscovery} of the
 * {@link ServiceDiscoveryFactory} extension {@code NAME} takes ZooKeeper's place (given the registry URL with
 * protocol {@code NAME}): consumers follow its instances (their references need {@code provided-by}, since the
 * interface-to-application mapping is only read from ZooKeeper) and take the MetadataInfo of a revision from its
 * {@link ServiceDiscovery#getRemoteMetadata(String, List)}, else from the MetadataService of an instance; providers
 * hand it each service URL ({@link ServiceDiscovery#register(URL)}) and let it publish the instance
 * ({@link ServiceDiscovery#register()}, {@link ServiceDiscovery#update()}, {@link ServiceDiscovery#unregister()}).
 *
 * <p>Registry URL parameters: {@code registry} ({@code zookeeper} or an extension name), {@code application} (required),
 * {@code backup}, user information or {@code username}/{@code password}, {@code session} (default 60000 ms),
 * {@code timeout} (connection timeout, default 15000 ms), {@code blockUntilConnectedWait} /
 * {@code blockUntilConnectedUnit} (wait for the first connection, default 10 s), {@code baseSleepTimeMs},
 * {@code maxRetries}, {@code maxSleepMs} (Curator retry), {@code rootPath} / {@code group} (instance root, default
 * {@code /services}; {@code group} also moves the mapping and metadata nodes from {@code /dubbo}),
 * {@code metadata-type} ({@code local}, default, or {@code remote}), {@code report-definition} (default true),
 * {@code REGISTRY_CLUSTER}, {@code delay-notification}, {@code enable-empty-protection}, {@code check},
 * {@code retry.period}, {@code retry.times}. Unlike the interface-level registry it keeps no cache file of
 * notified lists (as in Apache Dubbo; the default file name belongs to the interface-level registry of the same
 * address).
 */
public class ServiceDiscoveryRegistry extends RetryingRegistry {

    private static final Logger logger = LoggerFactory.getLogger(ServiceDiscoveryRegistry.class);

    private final URL url;
    private final DiscoveryOptions options;
    /** ZooKeeper: the connection, the mapping and metadata nodes, the instance publisher; null with an extension. */
    private final DiscoveryConnection connection;
    private final MetadataCenter center;
    private final InstancePublisher publisher;
    /** The extension in ZooKeeper's place, or null. */
    private final ServiceDiscovery discovery;
    private final ScheduledThreadPoolExecutor refresher;
    private final InstanceSource watches;
    private final RevisionMetadata metadata;
    /** Provider URLs handed to the extension; guarded by {@code this}. */
    private int registeredWithDiscovery;
    private boolean instancePublished;
    private final ConcurrentMap<URL, Map<NotifyListener, ApplicationSubscription>> subscriptions =
            new ConcurrentHashMap<>();
    private volatile boolean started;

    /**
     * Connects, waiting up to {@code blockUntilConnectedWait}.
     *
     * @throws IllegalArgumentException naming the parameter if {@code registry} is not {@code zookeeper}, the
     *                                  application is missing or a setting is invalid
     * @throws IllegalStateException    if the address is missing or {@code 0.0.0.0}, or no connection was made in
     *                                  time while {@code check} is true (the default)
     */
    public ServiceDiscoveryRegistry(URL url) {
        super(url == null ? null : url.addParameter(FILE_CACHE, false));
        this.url = url;
        this.options = DiscoveryOptions.of(url);
        if (!options.isZooKeeper()) {
            this.connection = null;
            this.center = null;
            this.publisher = null;
            this.discovery = ServiceDiscoveryFactory.getExtension(url.setProtocol(options.type)
                    .removeParameter("registry-type")).getServiceDiscovery(url.setProtocol(options.type)
                    .removeParameter("registry-type"));
            if (discovery == null) {
                throw new IllegalStateException("The ServiceDiscoveryFactory extension '" + options.type
                        + "' gave no ServiceDiscovery for " + url.getAddress());
            }
            this.refresher = refresher(url);
            this.watches = new DiscoveryInstances(discovery);
            this.metadata = new RevisionMetadata(null, new MetadataServiceClient(options.application), discovery);
            started = true;
            return;
        }
        this.discovery = null;
        try {
            this.connection = new DiscoveryConnection(options, this::connected);
        } catch (IllegalStateException e) {
            throw new IllegalStateException("Can not create registry " + url + ": " + e.getMessage(), e);
        }
        try {
            this.center = new MetadataCenter(connection, options.metadataRoot);
            this.publisher = new InstancePublisher(options, connection, center, executor());
            this.refresher = refresher(url);
            this.watches = new InstanceWatches(options, connection, refresher);
            this.metadata = new RevisionMetadata(center, new MetadataServiceClient(options.application));
        } catch (RuntimeException e) {
            connection.close();
            throw e;
        }
        started = true;
    }

    private static ScheduledThreadPoolExecutor refresher(URL url) {
        ScheduledThreadPoolExecutor refresher = new ScheduledThreadPoolExecutor(1,
                new NamedThreadFactory("DubboServiceDiscovery-" + url.getAddress(), true));
        refresher.setRemoveOnCancelPolicy(true);
        return refresher;
    }

    @Override
    public URL getUrl() {
        return url;
    }

    @Override
    public boolean isServiceDiscovery() {
        return true;
    }

    @Override
    public boolean isAvailable() {
        if (isDestroyed()) {
            return false;
        }
        return discovery != null ? !discovery.isDestroy() : connection.isConnected();
    }

    /** Publishes a provider URL at application level; consumer URLs are ignored. */
    @Override
    public void register(URL url) {
        if (url != null && isConsumer(url)) {
            logger.debug("Application-level registry {} does not register consumers: {}", getAddress(), url);
            return;
        }
        super.register(url);
    }

    @Override
    public void unregister(URL url) {
        if (url != null && isConsumer(url)) {
            return;
        }
        super.unregister(url);
    }

    /** Watches the providers of a consumer subscription; subscriptions not asking for providers are ignored. */
    @Override
    public void subscribe(URL url, NotifyListener listener) {
        if (url != null && listener != null && !wantsProviders(url)) {
            logger.debug("Application-level registry {} only serves providers; ignoring subscription {}",
                    getAddress(), url);
            return;
        }
        super.subscribe(url, listener);
    }

    @Override
    public void unsubscribe(URL url, NotifyListener listener) {
        if (url != null && listener != null && !wantsProviders(url)) {
            return;
        }
        super.unsubscribe(url, listener);
    }

    // ------------------------------------------------------------------ RetryingRegistry operations

    @Override
    protected void doRegister(URL url) {
        if (url.getServiceInterface() == null) {
            throw new IllegalArgumentException("Cannot register " + url + ": it names no interface (path or "
                    + "interface parameter)");
        }
        if (discovery == null) {
            publisher.add(url);
            return;
        }
        synchronized (this) {
            discovery.register(url);
            registeredWithDiscovery++;
            if (instancePublished) {
                discovery.update();
            } else {
                discovery.register();
                instancePublished = true;
            }
        }
    }

    @Override
    protected void doUnregister(URL url) {
        if (discovery == null) {
            publisher.remove(url);
            return;
        }
        synchronized (this) {
            discovery.unregister(url);
            registeredWithDiscovery = Math.max(0, registeredWithDiscovery - 1);
            if (!instancePublished) {
                return;
            }
            if (registeredWithDiscovery == 0) {
                discovery.unregister();
                instancePublished = false;
            } else {
                discovery.update();
            }
        }
    }

    @Override
    protected void doSubscribe(URL url, NotifyListener listener) throws Exception {
        requireSubscribable(url);
        ApplicationSubscription fresh = new ApplicationSubscription(this, url, listener, options, center, watches,
                metadata, refresher);
        ApplicationSubscription previous = subscriptions.computeIfAbsent(url, u -> new ConcurrentHashMap<>())
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
        if (options.reportDefinition && center != null) {
            reportConsumer(url);
        }
    }

    @Override
    protected void doUnsubscribe(URL url, NotifyListener listener) {
        Map<NotifyListener, ApplicationSubscription> listeners = subscriptions.get(url);
        ApplicationSubscription subscription = listeners == null ? null : listeners.get(listener);
        if (subscription != null) {
            subscription.cancel();
            removeSubscription(url, listener, subscription);
        }
    }

    /** The provider URLs matching {@code url} now, read once (applications, instances, metadata) without watching. */
    @Override
    protected List<URL> doLookup(URL url) throws Exception {
        requireSubscribable(url);
        Set<String> applications = MetadataCenter.parseApps(url.getParameter(ApplicationSubscription.PROVIDED_BY));
        if (applications.isEmpty()) {
            if (center == null) {
                throw new IllegalArgumentException("Cannot look up " + url.getServiceKey() + " through the "
                        + options.type + " service discovery without " + ApplicationSubscription.PROVIDED_BY);
            }
            applications = center.mapping(url.getServiceInterface(), null);
        }
        Map<String, List<DiscoveredInstance>> byRevision = new LinkedHashMap<>();
        for (String application : applications) {
            for (DiscoveredInstance instance : readOnce(application)) {
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
        return ProviderUrls.matching(url, byRevision, metadataByRevision);
    }

    @Override
    protected void doDestroy() {
        for (Map<NotifyListener, ApplicationSubscription> listeners : subscriptions.values()) {
            for (ApplicationSubscription subscription : listeners.values()) {
                subscription.cancel();
            }
        }
        subscriptions.clear();
        watches.close();
        refresher.shutdownNow();
        if (discovery != null) {
            try {
                discovery.destroy();
            } catch (Exception e) {
                logger.warn("The {} service discovery failed to shut down: {}", options.type, e.toString());
            }
            return;
        }
        try {
            publisher.close();
        } finally {
            connection.close();
        }
    }

    /** The instances of {@code application} now, read once without following them. */
    private List<DiscoveredInstance> readOnce(String application) throws Exception {
        if (discovery == null) {
            return InstanceWatch.readOnce(application, options.instanceRoot, connection);
        }
        List<DiscoveredInstance> instances = new ArrayList<>();
        for (org.apache.dubbo.registry.client.ServiceInstance instance : discovery.getInstances(application)) {
            instances.add(new DiscoveredInstance(application, instance.getAddress(), instance.getHost(),
                    instance.getPort(), instance.getMetadata(), instance));
        }
        return instances;
    }

    // ------------------------------------------------------------------ state, for tools and tests

    /** The instance this process registered in ZooKeeper, as last written, or null. */
    public ServiceInstance<ZookeeperInstance> getPublishedInstance() {
        return publisher == null ? null : publisher.published();
    }

    /** The MetadataService answering for this registry's application in this JVM (null with an extension). */
    public MetadataService getMetadataService() {
        return publisher == null ? null : publisher.metadataService();
    }

    /** The URL of the MetadataService export this registry holds, or null when none. */
    public URL getMetadataServiceUrl() {
        return publisher == null ? null : publisher.metadataServiceUrl();
    }

    /** The service discovery extension in ZooKeeper's place, or null when the instances live in ZooKeeper. */
    public ServiceDiscovery getServiceDiscovery() {
        return discovery;
    }

    /** The Curator client of this registry, for tools and tests that read the tree; do not close it. */
    public CuratorFramework getCuratorClient() {
        return connection == null ? null : connection.curator();
    }

    /** The id of the current ZooKeeper session, 0 while there is none. */
    public long getSessionId() {
        if (connection == null) {
            return 0;
        }
        try {
            return connection.curator().getZookeeperClient().getZooKeeper().getSessionId();
        } catch (Exception e) {
            return 0;
        }
    }

    // ------------------------------------------------------------------ for the subscriptions of this package

    void deliver(URL subscribedUrl, NotifyListener listener, List<URL> urls, BooleanSupplier live) {
        notify(subscribedUrl, listener, subscribedUrl, urls, live);
    }

    // ------------------------------------------------------------------ internals

    private void connected() {
        if (!started || isDestroyed()) {
            return;
        }
        publisher.reconnected();
        watches.rereadAll();
        for (Map<NotifyListener, ApplicationSubscription> listeners : subscriptions.values()) {
            for (ApplicationSubscription subscription : listeners.values()) {
                subscription.reconnected();
            }
        }
        retryNow();
    }

    private void reportConsumer(URL consumerUrl) {
        try {
            executor().execute(() -> {
                try {
                    center.writeConsumerParameters(options.application, consumerUrl);
                } catch (Exception e) {
                    logger.debug("Cannot report the consumer parameters of {}: {}", consumerUrl.getServiceKey(),
                            e.toString());
                }
            });
        } catch (RejectedExecutionException e) {
            logger.debug("Registry shut down; not reporting consumer {}", consumerUrl.getServiceKey());
        }
    }

    private void removeSubscription(URL url, NotifyListener listener, ApplicationSubscription subscription) {
        Map<NotifyListener, ApplicationSubscription> listeners = subscriptions.get(url);
        if (listeners != null) {
            listeners.remove(listener, subscription);
            if (listeners.isEmpty()) {
                subscriptions.remove(url, listeners);
            }
        }
    }

    private static void requireSubscribable(URL url) {
        String interfaceName = url.getServiceInterface();
        if (interfaceName == null || ANY_VALUE.equals(interfaceName)) {
            throw new IllegalArgumentException("Cannot subscribe " + url + " at application level: it must name "
                    + "one interface (interface=" + interfaceName + ")");
        }
    }

    private static boolean isConsumer(URL url) {
        return CONSUMER_PROTOCOL.equals(url.getProtocol()) || CONSUMER_SIDE.equals(url.getSide());
    }

    private static boolean wantsProviders(URL url) {
        return SubscriptionMatcher.acceptsCategory(url.getParameter(CATEGORY), PROVIDERS_CATEGORY);
    }
}
