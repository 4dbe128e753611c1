package org.apache.dubbo.registry.client;

import org.apache.dubbo.common.URL;
import org.apache.dubbo.metadata.MetadataInfo;
import org.apache.dubbo.registry.NotifyListener;
import org.apache.dubbo.registry.client.event.ServiceInstancesChangedEvent;
import org.apache.dubbo.registry.client.event.listener.ServiceInstancesChangedListener;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;

/** The {@code memory} service discovery of the tests: instances and revisions held in maps, changes pushed at once. */
public class MemoryServiceDiscoveryFactory extends AbstractServiceDiscoveryFactory {

    static volatile MemoryDiscovery last;

    @Override
    protected ServiceDiscovery createDiscovery(URL registryURL) {
        MemoryDiscovery discovery = new MemoryDiscovery(registryURL);
        last = discovery;
        return discovery;
    }

    /** What a test sets and reads. */
    static final class MemoryDiscovery implements ServiceDiscovery {
        final URL url;
        final Map<String, List<ServiceInstance>> instances = new ConcurrentHashMap<>();
        final Map<String, MetadataInfo> revisions = new ConcurrentHashMap<>();
        final List<ServiceInstancesChangedListener> listeners = new CopyOnWriteArrayList<>();
        final List<String> calls = new CopyOnWriteArrayList<>();
        final List<URL> registered = new CopyOnWriteArrayList<>();
        volatile boolean destroyed;

        MemoryDiscovery(URL url) {
            this.url = url;
        }

        /** Replaces the instances of {@code application} and tells its listeners. */
        void set(String application, List<ServiceInstance> now) {
            instances.put(application, new ArrayList<>(now));
            for (ServiceInstancesChangedListener listener : listeners) {
                if (listener.getServiceNames().contains(application)) {
                    listener.onEvent(new ServiceInstancesChangedEvent(application, now));
                }
            }
        }

        @Override
        public URL getUrl() {
            return url;
        }

        @Override
        public void register() {
            calls.add("register");
        }

        @Override
        public void update() {
            calls.add("update");
        }

        @Override
        public void unregister() {
            calls.add("unregister");
        }

        @Override
        public Set<String> getServices() {
            return instances.keySet();
        }

        @Override
        public List<ServiceInstance> getInstances(String serviceName) {
            List<ServiceInstance> list = instances.get(serviceName);
            return list == null ? Collections.<ServiceInstance>emptyList() : list;
        }

        @Override
        public void addServiceInstancesChangedListener(ServiceInstancesChangedListener listener) {
            listeners.add(listener);
        }

        @Override
        public void removeServiceInstancesChangedListener(ServiceInstancesChangedListener listener) {
            listeners.remove(listener);
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
            return revisions.get(revision);
        }

        @Override
        public MetadataInfo getRemoteMetadata(String revision, List<ServiceInstance> instances) {
            return revisions.get(revision);
        }

        @Override
        public void destroy() {
            destroyed = true;
            calls.add("destroy");
        }

        @Override
        public boolean isDestroy() {
            return destroyed;
        }

        @Override
        public void register(URL url) {
            registered.add(url);
        }

        @Override
        public void unregister(URL url) {
            registered.remove(url);
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
            return "MemoryDiscovery";
        }
    }
}
