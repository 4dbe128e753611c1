package org.apache.dubbo.registry.client.event;

import java.util.Collections;
import java.util.List;

import org.apache.dubbo.registry.client.ServiceInstance;

/** The complete instance list of one application, as a {@code ServiceDiscovery} reports it after a change. */
public class ServiceInstancesChangedEvent {

    private final String serviceName;
    private final List<ServiceInstance> serviceInstances;

    /**
     * @param serviceName      the application
     * @param serviceInstances all its instances now (an empty list: it has none)
     */
    public ServiceInstancesChangedEvent(String serviceName, List<ServiceInstance> serviceInstances) {
        this.serviceName = serviceName;
        this.serviceInstances = serviceInstances == null ? Collections.<ServiceInstance>emptyList()
                : Collections.unmodifiableList(serviceInstances);
    }

    protected ServiceInstancesChangedEvent() {
        this.serviceName = null;
        this.serviceInstances = Collections.emptyList();
    }

    public String getServiceName() {
        return serviceName;
    }

    public List<ServiceInstance> getServiceInstances() {
        return serviceInstances;
    }

    @Override
    public String toString() {
        return getClass().getSimpleName() + "(" + serviceName + ", " + serviceInstances.size() + " instances)";
    }
}
