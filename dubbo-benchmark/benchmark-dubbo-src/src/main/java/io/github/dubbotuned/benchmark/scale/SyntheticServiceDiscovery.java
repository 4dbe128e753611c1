package io.github.dubbotuned.benchmark.scale;

import io.github.dubbotuned.benchmark.harness.ProviderFleet;
import org.apache.dubbo.common.URL;
import org.apache.dubbo.metadata.MetadataInfo;
import org.apache.dubbo.registry.NotifyListener;
import org.apache.dubbo.registry.client.DefaultServiceInstance;
import org.apache.dubbo.registry.client.ServiceDiscovery;
import org.apache.dubbo.registry.client.ServiceInstance;
import org.apache.dubbo.registry.client.event.ServiceInstancesChangedEvent;
import org.apache.dubbo.registry.client.event.listener.ServiceInstancesChangedListener;
import org.apache.dubbo.rpc.model.ApplicationModel;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * An application-level service discovery serving the fleet of {@link ScaleWorld}, through the implementation's
 * public {@code ServiceDiscovery} extension point: the instances of each application (one
 * {@link DefaultServiceInstance} per live instance, kept while it does not change, as a caching discovery client
 * does), and the MetadataInfo of each revision, shared by every instance of that revision — what the consumer would
 * otherwise fetch once per revision from a provider's MetadataService. Changes are pushed synchronously as
 * {@link ServiceInstancesChangedEvent}s carrying the application's complete instance list.
 */
final class SyntheticServiceDiscovery implements ServiceDiscovery {

    private final URL url;
    private final ScaleWorld world;
    private final ProviderFleet fleet;
    private final List<ServiceInstancesChangedListener> listeners =
            new CopyOnWriteArrayList<ServiceInstancesChangedListener>();
    /** Per application and slot: the instance object last handed out, or null. */
    private final ServiceInstance[][] instances;
    /** Per revision: its MetadataInfo, built on first request. */
    private final Map<String, MetadataInfo> metadata = new HashMap<String, MetadataInfo>();
    private volatile boolean destroyed;

    SyntheticServiceDiscovery(URL url, ScaleWorld world) {
        this.url = url;
        this.world = world;
        this.fleet = world.fleet;
        this.instances = new ServiceInstance[fleet.applications()][];
    }

    @Override
    public URL getUrl() {
        return url;
    }

    @Override
    public void register() {
    }

    @Override
    public void update() {
    }

    @Override
    public void unregister() {
    }

    @Override
    public Set<String> getServices() {
        Set<String> names = new LinkedHashSet<String>();
        for (int app = 0; app < fleet.applications(); app++) {
            names.add(fleet.applicationName(app));
        }
        return names;
    }

    @Override
    public synchronized List<ServiceInstance> getInstances(String serviceName) {
        int app = world.applicationIndex(serviceName);
        if (app < 0 || !world.published) {
            return Collections.emptyList();
        }
        ServiceInstance[] known = instances[app];
        if (known == null) {
            known = new ServiceInstance[fleet.instancesPerApp()];
            instances[app] = known;
        }
        List<ServiceInstance> list = new ArrayList<ServiceInstance>(known.length);
        for (int slot = 0; slot < known.length; slot++) {
            if (!fleet.isLive(app, slot)) {
                known[slot] = null;
                continue;
            }
            if (known[slot] == null) {
                DefaultServiceInstance instance = new DefaultServiceInstance(serviceName, fleet.host(app, slot),
                        fleet.port(), ApplicationModel.defaultModel());
                instance.setMetadata(fleet.instanceMetadata(app, slot));
                known[slot] = instance;
            }
            list.add(known[slot]);
        }
        return list;
    }

    @Override
    public void addServiceInstancesChangedListener(ServiceInstancesChangedListener listener) {
        listeners.add(listener);
    }

    @Override
    public void removeServiceInstancesChangedListener(ServiceInstancesChangedListener listener) {
        listeners.remove(listener);
    }

    /** Tells every listener of application {@code app} its current instances; returns how many were told. */
    int push(int app) {
        String name = fleet.applicationName(app);
        int notified = 0;
        for (ServiceInstancesChangedListener listener : listeners) {
            if (listener.getServiceNames().contains(name)) {
                listener.onEvent(new ServiceInstancesChangedEvent(name, getInstances(name)));
                notified++;
            }
        }
        return notified;
    }

    /** Forgets the instance object of a slot that changed. */
    synchronized void changed(int app, int slot) {
        ServiceInstance[] known = instances[app];
        if (known != null) {
            known[slot] = null;
        }
    }

    @Override
    public ServiceInstance getLocalInstance() {
        return null;
    }

    @Override
    public MetadataInfo getLocalMetadata() {
        return null;
    }

    @Override
    public MetadataInfo getRemoteMetadata(String revision) {
        for (int app = 0; app < fleet.applications(); app++) {
            for (int variant = 0; variant < 2; variant++) {
                if (fleet.revision(app, variant).equals(revision)) {
                    return metadata(app, variant);
                }
            }
        }
        return null;
    }

    @Override
    public MetadataInfo getRemoteMetadata(String revision, List<ServiceInstance> instances) {
        if (instances != null && !instances.isEmpty()) {
            int app = world.applicationIndex(instances.get(0).getServiceName());
            if (app >= 0) {
                for (int variant = 0; variant < 2; variant++) {
                    if (fleet.revision(app, variant).equals(revision)) {
                        return metadata(app, variant);
                    }
                }
            }
        }
        return getRemoteMetadata(revision);
    }

    private synchronized MetadataInfo metadata(int app, int variant) {
        String revision = fleet.revision(app, variant);
        MetadataInfo info = metadata.get(revision);
        if (info == null) {
            Map<String, MetadataInfo.ServiceInfo> services = new HashMap<String, MetadataInfo.ServiceInfo>();
            for (int iface : fleet.interfacesOf(app)) {
                String name = fleet.interfaceName(iface);
                MetadataInfo.ServiceInfo service = new MetadataInfo.ServiceInfo(name, null, ProviderFleet.VERSION,
                        ProviderFleet.PROTOCOL, fleet.port(), name, fleet.serviceParameters(iface, variant));
                services.put(name + ":" + ProviderFleet.VERSION + ":" + ProviderFleet.PROTOCOL, service);
            }
            info = new MetadataInfo(fleet.applicationName(app), revision, services);
            metadata.put(revision, info);
        }
        return info;
    }

    @Override
    public void destroy() {
        destroyed = true;
        listeners.clear();
    }

    @Override
    public boolean isDestroy() {
        return destroyed;
    }

    @Override
    public boolean isAvailable() {
        return !destroyed;
    }

    @Override
    public void register(URL url) {
    }

    @Override
    public void unregister(URL url) {
    }

    @Override
    public void subscribe(URL url, NotifyListener listener) {
    }

    @Override
    public void unsubscribe(URL url, NotifyListener listener) {
    }

    @Override
    public List<URL> lookup(URL url) {
        return Collections.emptyList();
    }

    @Override
    public String toString() {
        return "SyntheticServiceDiscovery[" + fleet.applications() + " applications]";
    }
}
