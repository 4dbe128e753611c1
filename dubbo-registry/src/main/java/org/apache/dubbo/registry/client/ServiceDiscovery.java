package org.apache.dubbo.registry.client;

import java.util.List;
import java.util.Set;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.common.lang.Prioritized;
import org.apache.dubbo.metadata.MetadataInfo;
import org.apache.dubbo.registry.RegistryService;
import org.apache.dubbo.registry.client.event.listener.ServiceInstancesChangedListener;

/**
 * Application-level discovery against one registry: the extension point behind
 * {@code service-discovery-registry://...?registry=NAME} for any {@code NAME} other than {@code zookeeper} (which
 * is built in). A {@link ServiceDiscoveryFactory} extension named {@code NAME} hands it out.
 *
 * <p>What the framework asks of it, as a consumer: {@link #getInstances(String)} of each provider application,
 * {@link #addServiceInstancesChangedListener} to be told of changes — call the listener's
 * {@link ServiceInstancesChangedListener#onEvent} with the complete instance list of one of its
 * {@link ServiceInstancesChangedListener#getServiceNames() applications} whenever it changes — and
 * {@link #getRemoteMetadata(String, List)}, the services of a revision (return null to let the framework call the
 * MetadataService of one of the instances). As a provider: {@link #register(URL)} for each service URL, then
 * {@link #register()} (first time) or {@link #update()} to publish this process's instance, {@link #unregister()}
 * to withdraw it.
 */
public interface ServiceDiscovery extends RegistryService, Prioritized {

    /** Publishes this process's instance. */
    void register() throws RuntimeException;

    /** Publishes this process's instance again after its services changed. */
    void update() throws RuntimeException;

    /** Withdraws this process's instance. */
    void unregister() throws RuntimeException;

    /** The names of the applications this registry knows. */
    Set<String> getServices();

    /** The instances of application {@code serviceName} now; empty when it has none. */
    List<ServiceInstance> getInstances(String serviceName) throws NullPointerException;

    /** Starts telling {@code listener} of changes to the instances of its applications. */
    default void addServiceInstancesChangedListener(ServiceInstancesChangedListener listener)
            throws NullPointerException, IllegalArgumentException {
    }

    /** Stops telling {@code listener}. */
    default void removeServiceInstancesChangedListener(ServiceInstancesChangedListener listener)
            throws IllegalArgumentException {
    }

    /** A listener for the instances of {@code serviceNames}. */
    default ServiceInstancesChangedListener createListener(Set<String> serviceNames) {
        return new ServiceInstancesChangedListener(serviceNames, this);
    }

    /** This process's instance, or null when it publishes none. */
    ServiceInstance getLocalInstance();

    /** This process's services, or null when it publishes none. */
    MetadataInfo getLocalMetadata();

    default MetadataInfo getLocalMetadata(String revision) {
        return getLocalMetadata();
    }

    /** The services of {@code revision}, or null when this discovery cannot tell. */
    MetadataInfo getRemoteMetadata(String revision);

    /**
     * The services of {@code revision}, which {@code instances} advertise; null lets the framework ask the
     * MetadataService of one of them.
     */
    MetadataInfo getRemoteMetadata(String revision, List<ServiceInstance> instances);

    /** Releases everything; the discovery is not used afterwards. */
    void destroy() throws Exception;

    boolean isDestroy();

    default URL getUrl() {
        return null;
    }

    /** The spacing of change notifications ({@code delay-notification}, default 5000 ms). */
    default long getDelay() {
        URL url = getUrl();
        return url == null ? 5000 : url.getParameter("delay-notification", 5000);
    }

    default boolean isAvailable() {
        if (isDestroy()) {
            return false;
        }
        Set<String> services = getServices();
        return services != null && !services.isEmpty();
    }

    @Override
    String toString();
}
