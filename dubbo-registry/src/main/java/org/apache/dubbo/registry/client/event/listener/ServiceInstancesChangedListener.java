package org.apache.dubbo.registry.client.event.listener;

import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;

import org.apache.dubbo.registry.client.ServiceDiscovery;
import org.apache.dubbo.registry.client.ServiceInstance;
import org.apache.dubbo.registry.client.event.ServiceInstancesChangedEvent;

/**
 * Receives the instance changes of some applications ({@link #getServiceNames()}) from a {@link ServiceDiscovery}.
 * A discovery calls {@link #onEvent} with the complete instance list of one of those applications whenever it
 * changes; the listener keeps the latest list per application ({@link #getAllInstances()}). The listeners the
 * framework registers recompute the provider addresses of every reference that depends on the application, on the
 * thread that calls {@code onEvent}.
 *
 * <p>Two listeners of the same class for the same applications are equal, as in Apache Dubbo.
 */
public class ServiceInstancesChangedListener {

    protected final Set<String> serviceNames;
    protected final ServiceDiscovery serviceDiscovery;
    protected final AtomicBoolean destroyed = new AtomicBoolean();
    protected final Map<String, List<ServiceInstance>> allInstances = new ConcurrentHashMap<>();

    public ServiceInstancesChangedListener(Set<String> serviceNames, ServiceDiscovery serviceDiscovery) {
        this.serviceNames = Collections.unmodifiableSet(new LinkedHashSet<>(serviceNames));
        this.serviceDiscovery = serviceDiscovery;
    }

    /** Takes the instances an event reports; events of other applications, or after {@link #destroy()}, are ignored. */
    public void onEvent(ServiceInstancesChangedEvent event) {
        if (destroyed.get() || event == null || !serviceNames.contains(event.getServiceName())) {
            return;
        }
        List<ServiceInstance> instances = event.getServiceInstances();
        allInstances.put(event.getServiceName(), instances);
        instancesChanged(event.getServiceName(), instances);
    }

    /** What follows a change of {@code serviceName}'s instances; nothing here. */
    protected void instancesChanged(String serviceName, List<ServiceInstance> instances) {
    }

    public final Set<String> getServiceNames() {
        return serviceNames;
    }

    /** The latest instances of each application reported so far. */
    public Map<String, List<ServiceInstance>> getAllInstances() {
        return Collections.unmodifiableMap(allInstances);
    }

    public void destroy() {
        destroyed.set(true);
        allInstances.clear();
    }

    public boolean isDestroyed() {
        return destroyed.get();
    }

    @Override
    public boolean equals(Object other) {
        if (this == other) {
            return true;
        }
        if (other == null || other.getClass() != getClass()) {
            return false;
        }
        return serviceNames.equals(((ServiceInstancesChangedListener) other).serviceNames);
    }

    @Override
    public int hashCode() {
        return getClass().hashCode() * 31 + serviceNames.hashCode();
    }

    @Override
    public String toString() {
        return getClass().getSimpleName() + serviceNames;
    }
}
