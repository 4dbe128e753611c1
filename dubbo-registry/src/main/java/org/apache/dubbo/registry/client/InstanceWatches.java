package org.apache.dubbo.registry.client;

import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * One {@link InstanceWatch} per provider application, shared by every subscription that needs the application:
 * however many references use an application, each change is read from ZooKeeper once, then every dependent
 * subscription recomputes its addresses. Changes are spaced per application by {@code delay-notification}
 * ({@link NotificationSpacing}); a watch lives while some subscription holds it.
 */
final class InstanceWatches implements InstanceSource {

    private static final Logger logger = LoggerFactory.getLogger(InstanceWatches.class);

    private final DiscoveryOptions options;
    private final DiscoveryConnection connection;
    private final ScheduledExecutorService refresher;
    /** Guarded by {@code this}. */
    private final Map<String, Entry> entries = new HashMap<>();

    InstanceWatches(DiscoveryOptions options, DiscoveryConnection connection, ScheduledExecutorService refresher) {
        this.options = options;
        this.connection = connection;
        this.refresher = refresher;
    }

    @Override
    public void acquire(String application, ApplicationSubscription subscription) throws Exception {
        Entry entry;
        synchronized (this) {
            entry = entries.get(application);
            if (entry == null) {
                entry = new Entry(new InstanceWatch(application, options.instanceRoot, connection, this::changed),
                        new NotificationSpacing(options.delayNotificationMs));
                entries.put(application, entry);
            }
            entry.dependents.add(subscription);
        }
        try {
            entry.watch.ensureRead();
        } catch (Exception e) {
            release(application, subscription);
            throw e;
        }
    }

    @Override
    public void release(String application, ApplicationSubscription subscription) {
        synchronized (this) {
            Entry entry = entries.get(application);
            if (entry != null && entry.dependents.remove(subscription) && entry.dependents.isEmpty()) {
                entry.watch.close();
                entries.remove(application);
            }
        }
    }

    @Override
    public synchronized List<DiscoveredInstance> instances(String application) {
        Entry entry = entries.get(application);
        return entry == null ? Collections.<DiscoveredInstance>emptyList() : entry.watch.instances();
    }

    @Override
    public void rereadAll() {
        List<Entry> all;
        synchronized (this) {
            all = new ArrayList<>(entries.values());
        }
        for (Entry entry : all) {
            submit(entry, entry.spacing.onReread());
        }
    }

    @Override
    public synchronized void close() {
        for (Entry entry : entries.values()) {
            entry.watch.close();
        }
        entries.clear();
    }

    private void changed(InstanceWatch watch) {
        Entry entry;
        synchronized (this) {
            entry = entries.get(watch.application);
            if (entry == null || entry.watch != watch) {
                return;
            }
        }
        submit(entry, entry.spacing.onChange(System.currentTimeMillis()));
    }

    /** Schedules a refresh of {@code entry} in {@code delayMs}; -1: one is scheduled already. */
    private void submit(Entry entry, long delayMs) {
        if (delayMs < 0) {
            return;
        }
        try {
            refresher.schedule(() -> refresh(entry), delayMs, TimeUnit.MILLISECONDS);
        } catch (RejectedExecutionException e) {
            logger.debug("Registry shut down; dropping a change of application {}", entry.watch.application);
        }
    }

    private void refresh(Entry entry) {
        Set<ApplicationSubscription> dependents;
        entry.spacing.handling();
        synchronized (this) {
            if (entries.get(entry.watch.application) != entry) {
                return;
            }
            dependents = new LinkedHashSet<>(entry.dependents);
        }
        try {
            entry.watch.reread();
        } catch (Exception e) {
            logger.warn("Cannot re-read the instances of application {} after a change; they are read again once "
                    + "ZooKeeper {} is back: {}", entry.watch.application, options.connectString, e.toString());
            return;
        }
        for (ApplicationSubscription subscription : dependents) {
            subscription.refresh();
        }
    }

    private static final class Entry {
        final InstanceWatch watch;
        final NotificationSpacing spacing;
        final Set<ApplicationSubscription> dependents = new LinkedHashSet<>();

        Entry(InstanceWatch watch, NotificationSpacing spacing) {
            this.watch = watch;
            this.spacing = spacing;
        }
    }
}
