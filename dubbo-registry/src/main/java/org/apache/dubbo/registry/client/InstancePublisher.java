package org.apache.dubbo.registry.client;

import org.apache.curator.x.discovery.ServiceDiscovery;
import org.apache.curator.x.discovery.ServiceDiscoveryBuilder;
import org.apache.curator.x.discovery.ServiceInstance;
import org.apache.curator.x.discovery.ServiceType;
import org.apache.curator.x.discovery.details.JsonInstanceSerializer;
import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.extension.ExtensionLoader;
import org.apache.dubbo.common.lang.Prioritized;
import org.apache.dubbo.metadata.MetadataInfo;
import org.apache.dubbo.rpc.cluster.governance.GovernanceRules;
import org.apache.dubbo.rpc.model.ApplicationModel;
import org.apache.dubbo.registry.zookeeper.ZookeeperInstance;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.Set;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * The provider side of application-level discovery: keeps the provider URLs registered at application level and
 * publishes what they amount to (registry spec 5.1-5.7):
 * <ol>
 * <li>the MetadataInfo and its revision; {@code metadata-type=remote} writes it to the metadata center, otherwise
 * the MetadataService is exported to serve it;</li>
 * <li>the instance node {@code {root}/{application}/{host}:{port}}, ephemeral, through Curator's service-discovery
 * recipe, which also creates it again in a new session; a changed revision replaces its data in place;</li>
 * <li>the interface-to-application mapping of every service, and each service's definition.</li>
 * </ol>
 * Publication is asynchronous and rate limited: the first one runs at once, later ones at most once per
 * {@code dubbo.application.metadata.publish.delay} ms (Apache Dubbo's key, default 1000), always with the latest
 * state, so exporting many services rewrites the instance node a few times, not once per service. When the last
 * service goes, the revision becomes {@code 0} and, as Apache Dubbo does, the instance node is removed (and the
 * MetadataService withdrawn) rather than published with that revision. Failures are retried every
 * {@code retry.period} ms.
 */
final class InstancePublisher {

    private static final Logger logger = LoggerFactory.getLogger(InstancePublisher.class);

    static final String PUBLISH_DELAY_PROPERTY = "dubbo.application.metadata.publish.delay";
    static final long DEFAULT_PUBLISH_DELAY_MS = 1000;

    private final DiscoveryOptions options;
    private final DiscoveryConnection connection;
    private final MetadataCenter center;
    private final MetadataServiceExporter exporter;
    private final ScheduledExecutorService executor;
    private final ServiceDiscovery<ZookeeperInstance> discovery;
    private final long publishDelayMs;

    /** Guarded by {@code this}: the registered provider URLs, oldest first, and the scheduling state. */
    private final Set<URL> services = new LinkedHashSet<>();
    private boolean publishQueued;
    private long lastPublished;

    /** Serializes publications with {@link #close()}; guards the fields below. */
    private final Object publishLock = new Object();
    private boolean closed;
    private ServiceInstance<ZookeeperInstance> published;
    private final Set<String> mappedInterfaces = new HashSet<>();
    private final Set<String> definedServices = new HashSet<>();

    InstancePublisher(DiscoveryOptions options, DiscoveryConnection connection, MetadataCenter center,
                      ScheduledExecutorService executor) {
        this.options = options;
        this.connection = connection;
        this.center = center;
        this.executor = executor;
        this.exporter = new MetadataServiceExporter(options.application);
        this.publishDelayMs = Math.max(0, Long.getLong(PUBLISH_DELAY_PROPERTY, DEFAULT_PUBLISH_DELAY_MS));
        this.discovery = ServiceDiscoveryBuilder.builder(ZookeeperInstance.class)
                .client(connection.curator())
                .basePath(options.instanceRoot)
                .serializer(new JsonInstanceSerializer<>(ZookeeperInstance.class))
                .build();
        try {
            discovery.start();
        } catch (Exception e) {
            throw new IllegalStateException("Cannot start Curator service discovery under " + options.instanceRoot
                    + ": " + e.getMessage(), e);
        }
    }

    void add(URL providerUrl) {
        synchronized (this) {
            services.remove(providerUrl);
            services.add(providerUrl);
        }
        requestPublish(false);
    }

    void remove(URL providerUrl) {
        boolean removed;
        synchronized (this) {
            removed = services.remove(providerUrl);
        }
        if (removed) {
            requestPublish(false);
        }
    }

    /** After a (re)connection: finish whatever could not be written while ZooKeeper was away. */
    void reconnected() {
        requestPublish(false);
    }

    /** The instance as last published, or null when none is registered. */
    ServiceInstance<ZookeeperInstance> published() {
        synchronized (publishLock) {
            return published;
        }
    }

    LocalMetadataService metadataService() {
        return exporter.service();
    }

    /** The URL of the MetadataService export this registry holds, or null. */
    URL metadataServiceUrl() {
        return exporter.exportedUrl();
    }

    /** Removes the instance node, withdraws the MetadataService and stops; later requests are ignored. */
    void close() {
        synchronized (publishLock) {
            closed = true;
            try {
                withdraw();
            } catch (Exception e) {
                logger.warn("Failed to remove the instance of application {} from ZooKeeper {}: {}",
                        options.application, options.connectString, e.toString());
            }
            exporter.unexport();
            try {
                discovery.close();
            } catch (Exception e) {
                logger.debug("Closing Curator service discovery failed: {}", e.toString());
            }
        }
    }

    private void requestPublish(boolean retry) {
        long delay;
        synchronized (this) {
            if (publishQueued) {
                return;
            }
            publishQueued = true;
            delay = retry ? options.retryPeriodMs
                    : Math.max(0, lastPublished + publishDelayMs - System.currentTimeMillis());
        }
        try {
            executor.schedule(this::publishLatest, delay, TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException e) {
            logger.debug("Registry shut down; not publishing the instance of {}", options.application);
        }
    }

    private void publishLatest() {
        List<URL> snapshot;
        synchronized (this) {
            publishQueued = false;
            lastPublished = System.currentTimeMillis();
            snapshot = new ArrayList<>(services);
        }
        synchronized (publishLock) {
            if (closed) {
                return;
            }
            try {
                publish(snapshot);
            } catch (Exception e) {
                logger.warn("Failed to publish the instance of application {} to ZooKeeper {}, retrying in {} ms: "
                        + "{}", options.application, options.connectString, options.retryPeriodMs, e.toString());
                requestPublish(true);
            }
        }
    }

    /** Called holding {@link #publishLock}. */
    private void publish(List<URL> urls) throws Exception {
        MetadataInfo info = ApplicationMetadata.of(options.application, urls, options.registryCluster);
        String revision = info.getRevision();
        if (MetadataInfo.EMPTY_REVISION.equals(revision)) {
            withdraw();
            exporter.unexport();
            return;
        }
        connection.requireConnected();
        exporter.service().published(info);
        String urlParams = null;
        if (options.remoteMetadata) {
            center.writeMetadataInfo(info);
        } else {
            URL dubboUrl = firstWithProtocol(urls, MetadataServiceExporter.DUBBO);
            urlParams = dubboUrl == null ? null : exporter.ensureExported(dubboUrl);
        }
        URL address = firstWithProtocol(urls, MetadataServiceExporter.DUBBO);
        URL instanceAddress = address != null ? address : urls.get(0);
        register(instanceAddress, customized(instanceAddress, info,
                InstanceMetadata.of(revision, options.storageType(), urls, urlParams)));
        List<String> failed = new ArrayList<>();
        for (URL url : urls) {
            reportMapping(url, failed);
            reportDefinition(url, failed);
        }
        if (!failed.isEmpty()) {
            throw new IllegalStateException("instance published (revision " + revision + "), but not " + failed);
        }
    }

    /**
     * The metadata after the {@link ServiceInstanceCustomizer} extensions, in priority order; a failing customizer
     * is logged and its changes kept up to the failure.
     */
    private Map<String, String> customized(URL address, MetadataInfo info, Map<String, String> metadata) {
        List<ServiceInstanceCustomizer> customizers = new ArrayList<>(
                ExtensionLoader.getExtensionLoader(ServiceInstanceCustomizer.class).getSupportedExtensionInstances());
        if (customizers.isEmpty()) {
            return metadata;
        }
        customizers.sort(Prioritized.COMPARATOR);
        ApplicationModel model = GovernanceRules.applicationOf(address.addParameter("application",
                options.application));
        DefaultServiceInstance instance = new DefaultServiceInstance(options.application, address.getHost(),
                address.getPort(), model);
        instance.setMetadata(new TreeMap<>(metadata));
        instance.setServiceMetadata(info);
        instance.setRegistryCluster(options.registryCluster);
        for (ServiceInstanceCustomizer customizer : customizers) {
            try {
                customizer.customize(instance, model);
            } catch (RuntimeException e) {
                logger.error("Instance customizer {} failed on {}: {}", customizer, options.application, e.toString(),
                        e);
            }
        }
        return new TreeMap<>(instance.getMetadata());
    }

    private void register(URL address, Map<String, String> metadata) throws Exception {
        String id = address.getHost() + ":" + address.getPort();
        ServiceInstance<ZookeeperInstance> instance = ServiceInstance.<ZookeeperInstance>builder()
                .id(id)
                .name(options.application)
                .address(address.getHost())
                .port(address.getPort())
                .payload(new ZookeeperInstance(id, options.application, metadata))
                .serviceType(ServiceType.DYNAMIC)
                .build();
        if (published != null && published.getId().equals(id)
                && Objects.equals(published.getPayload().getMetadata(), metadata)) {
            return;
        }
        if (published != null && published.getId().equals(id)) {
            discovery.updateService(instance);
            logger.info("Updated instance {} of application {} (revision {})", id, options.application,
                    metadata.get(InstanceMetadata.REVISION));
        } else {
            withdraw();
            discovery.registerService(instance);
            logger.info("Registered instance {} of application {} (revision {}) under {}", id, options.application,
                    metadata.get(InstanceMetadata.REVISION), options.instanceRoot);
        }
        published = instance;
    }

    private void withdraw() throws Exception {
        if (published != null) {
            ServiceInstance<ZookeeperInstance> old = published;
            published = null;
            discovery.unregisterService(old);
            logger.info("Removed instance {} of application {}", old.getId(), options.application);
        }
    }

    private void reportMapping(URL url, List<String> failed) {
        String interfaceName = url.getServiceInterface();
        if (interfaceName == null || MetadataServiceExporter.INTERFACE.equals(interfaceName)
                || mappedInterfaces.contains(interfaceName)) {
            return;
        }
        try {
            if (center.addMapping(interfaceName, options.application)) {
                mappedInterfaces.add(interfaceName);
            } else {
                failed.add("mapping of " + interfaceName + " (concurrent updates)");
            }
        } catch (Exception e) {
            failed.add("mapping of " + interfaceName + " (" + e + ")");
        }
    }

    private void reportDefinition(URL url, List<String> failed) {
        String key = url.getServiceKey();
        if (!options.reportDefinition || key == null || definedServices.contains(key)) {
            return;
        }
        Class<?> type = loadInterface(url.getServiceInterface());
        if (type == null) {
            logger.debug("Interface {} is not loadable here; no service definition reported", url.getServiceInterface());
            definedServices.add(key);
            return;
        }
        try {
            center.writeProviderDefinition(options.application, url,
                    ServiceDefinitionJson.of(type, url.getParameters()));
            definedServices.add(key);
        } catch (Exception e) {
            failed.add("definition of " + key + " (" + e + ")");
        }
    }

    private static Class<?> loadInterface(String name) {
        ClassLoader[] loaders = {Thread.currentThread().getContextClassLoader(),
                InstancePublisher.class.getClassLoader()};
        for (ClassLoader loader : loaders) {
            if (loader == null) {
                continue;
            }
            try {
                return Class.forName(name, false, loader);
            } catch (ClassNotFoundException | LinkageError e) {
                logger.trace("{} not in {}", name, loader);
            }
        }
        return null;
    }

    private static URL firstWithProtocol(List<URL> urls, String protocol) {
        for (URL url : urls) {
            if (protocol.equals(url.getProtocol())) {
                return url;
            }
        }
        return null;
    }
}
