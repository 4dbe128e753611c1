package org.apache.dubbo.registry.client;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.apache.dubbo.registry.client.event.listener.ServiceInstancesChangedListener;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The instances of provider applications as a {@link ServiceDiscovery} extension reports them: one listener per
 * application followed, registered with the discovery while some subscription depends on the application. The
 * discovery's {@link ServiceInstancesChangedListener#onEvent} makes every dependent subscription recompute on the
 * calling thread, so that when the discovery's call returns the references use the new addresses. Instances the
 * discovery reports again unchanged (the same object) keep their converted form.
 */
final class DiscoveryInstances implements InstanceSource {

    private static final Logger logger = LoggerFactory.getLogger(DiscoveryInstances.class);

    private final ServiceDiscovery discovery;
    /** Guarded by {@code this}. */
    private final Map<String, Entry> entries = new HashMap<>();

    DiscoveryInstances(ServiceDiscovery discovery) {
        this.discovery = discovery;
    }

    @Override
    public void acquire(String application, ApplicationSubscription subscription) throws Exception {
        Entry entry;
        synchronized (this) {
            entry = entries.get(application);
            if (entry == null) {
                entry = new Entry(application);
                entries.put(application, entry);
            }
            entry.dependents.add(subscription);
        }
        try {
            entry.ensureRead();
        } catch (RuntimeException e) {
            release(application, subscription);
            throw e;
        }
    }

    @Override
    public void release(String application, ApplicationSubscription subscription) {
        Entry gone = null;
        synchronized (this) {
            Entry entry = entries.get(application);
            if (entry != null && entry.dependents.remove(subscription) && entry.dependents.isEmpty()) {
                entries.remove(application);
                gone = entry;
            }
        }
        if (gone != null) {
            gone.close();
        }
    }

    @Override
    public synchronized List<DiscoveredInstance> instances(String application) {
        Entry entry = entries.get(application);
        return entry == null ? Collections.<DiscoveredInstance>emptyList() : entry.instances;
    }

    @Override
    public void rereadAll() {
        List<Entry> all;
        synchronized (this) {
            all = new ArrayList<>(entries.values());
        }
        for (Entry entry : all) {
            try {
                entry.take(discovery.getInstances(entry.application));
                entry.refreshDependents();
            } catch (RuntimeException e) {
                logger.warn("Cannot read the instances of application {} from {}: {}", entry.application, discovery,
                        e.toString());
            }
        }
    }

    @Override
    public void close() {
        List<Entry> all;
        synchronized (this) {
            all = new ArrayList<>(entries.values());
            entries.clear();
        }
        for (Entry entry : all) {
            entry.close();
        }
    }

    /** One application followed. */
    private final class Entry {
        final String application;
        final Listener listener;
        /** Guarded by {@link DiscoveryInstances}. */
        final Set<ApplicationSubscription> dependents = new LinkedHashSet<>();
        volatile List<DiscoveredInstance> instances = Collections.emptyList();
        /** The converted form of each instance object last reported; guarded by {@code this}. */
        private Map<ServiceInstance, DiscoveredInstance> converted = new IdentityHashMap<>();
        /** Guarded by {@code this}. */
        private boolean read;

        Entry(String application) {
            this.application = application;
            this.listener = new Listener(this);
        }

        synchronized void ensureRead() {
            if (read) {
                return;
            }
            discovery.addServiceInstancesChangedListener(listener);
            take(discovery.getInstances(application));
            read = true;
        }

        synchronized void take(List<ServiceInstance> reported) {
            Map<ServiceInstance, DiscoveredInstance> next = new IdentityHashMap<>();
            List<DiscoveredInstance> list = new ArrayList<>(reported == null ? 0 : reported.size());
            if (reported != null) {
                for (ServiceInstance instance : reported) {
                    if (instance == null) {
                        continue;
                    }
                    DiscoveredInstance known = converted.get(instance);
                    if (known == null) {
                        known = new DiscoveredInstance(application, instance.getAddress(), instance.getHost(),
                                instance.getPort(), instance.getMetadata(), instance);
                    }
                    next.put(instance, known);
                    list.add(known);
                }
            }
            converted = next;
            instances = Collections.unmodifiableList(list);
        }

        void refreshDependents() {
            List<ApplicationSubscription> snapshot;
            synchronized (DiscoveryInstances.this) {
                snapshot = new ArrayList<>(dependents);
            }
            for (ApplicationSubscription subscription : snapshot) {
                subscription.refresh();
            }
        }

        void close() {
            try {
                discovery.removeServiceInstancesChangedListener(listener);
            } catch (RuntimeException e) {
                logger.warn("{} failed to remove the listener of application {}: {}", discovery, application,
                        e.toString());
            }
            listener.destroy();
        }
    }

    /** What the discovery calls; hands each change to its entry. */
    private final class Listener extends ServiceInstancesChangedListener {
        private final Entry entry;

        Listener(Entry entry) {
            super(Collections.singleton(entry.application), discovery);
            this.entry = entry;
        }

        @Override
        protected void instancesChanged(String serviceName, List<ServiceInstance> instances) {
            entry.take(instances);
            entry.refreshDependents();
        }
    }
}
