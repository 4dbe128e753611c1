package org.apache.dubbo.registry.client;

import org.apache.dubbo.metadata.MetadataInfo;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * The MetadataInfo of each revision a consumer met, fetched once and shared by every instance of that revision
 * and every subscription (registry spec 5.8): from a {@link ServiceDiscovery} extension when it can tell
 * ({@link ServiceDiscovery#getRemoteMetadata(String, List)}), from the metadata center when the instance says
 * {@code storage-type=remote}, otherwise by calling the MetadataService of a randomly chosen instance of the
 * revision (up to {@value #INSTANCES_TRIED} of them). The most recently used {@value #CAPACITY} revisions are
 * kept.
 */
final class RevisionMetadata {

    private static final Logger logger = LoggerFactory.getLogger(RevisionMetadata.class);

    static final int CAPACITY = 100;
    static final int INSTANCES_TRIED = 3;

    /** The ZooKeeper metadata center, or null with a {@link ServiceDiscovery} extension. */
    private final MetadataCenter center;
    private final MetadataServiceClient client;
    /** The extension asked first, or null. */
    private final ServiceDiscovery discovery;
    /** Guarded by itself; access order, so the eldest entry is the least recently used. */
    private final Map<String, MetadataInfo> cache = new LinkedHashMap<String, MetadataInfo>(16, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<String, MetadataInfo> eldest) {
            return size() > CAPACITY;
        }
    };
    /** One fetch at a time per revision, so that concurrent subscriptions make one call. */
    private final ConcurrentMap<String, Object> fetching = new ConcurrentHashMap<>();
    /** Revisions whose last fetch failed: later failures are logged at debug level only. */
    private final Set<String> failing = ConcurrentHashMap.newKeySet();

    RevisionMetadata(MetadataCenter center, MetadataServiceClient client) {
        this(center, client, null);
    }

    RevisionMetadata(MetadataCenter center, MetadataServiceClient client, ServiceDiscovery discovery) {
        this.center = center;
        this.client = client;
        this.discovery = discovery;
    }

    /**
     * The MetadataInfo of {@code revision} of {@code application}, or null when it could not be obtained (logged;
     * the caller retries later).
     *
     * @param instances the instances having that revision, not empty
     */
    MetadataInfo get(String application, String revision, List<DiscoveredInstance> instances) {
        String key = application + "/" + revision;
        MetadataInfo cached = cached(key);
        if (cached != null) {
            return cached;
        }
        Object lock = fetching.computeIfAbsent(key, k -> new Object());
        try {
            synchronized (lock) {
                cached = cached(key);
                if (cached != null) {
                    return cached;
                }
                MetadataInfo fetched = fetch(application, revision, instances, !failing.contains(key));
                if (fetched != null) {
                    failing.remove(key);
                    synchronized (cache) {
                        cache.put(key, fetched);
                    }
                } else {
                    failing.add(key);
                }
                return fetched;
            }
        } finally {
            fetching.remove(key, lock);
        }
    }

    private MetadataInfo cached(String key) {
        synchronized (cache) {
            return cache.get(key);
        }
    }

    private MetadataInfo fetch(String application, String revision, List<DiscoveredInstance> instances,
                               boolean firstFailure) {
        if (discovery != null) {
            MetadataInfo info = fromDiscovery(application, revision, instances, firstFailure);
            if (info != null) {
                return info;
            }
        }
        if (instances.get(0).hasRemoteMetadata() && center != null) {
            try {
                MetadataInfo info = center.readMetadataInfo(application, revision);
                if (info == null) {
                    log(firstFailure, "No MetadataInfo of application {} revision {} in the metadata center yet",
                            application, revision, "");
                }
                return info;
            } catch (Exception e) {
                log(firstFailure, "Cannot read the MetadataInfo of application {} revision {} from the metadata "
                        + "center: {}", application, revision, e.toString());
                return null;
            }
        }
        List<DiscoveredInstance> candidates = new ArrayList<>(instances);
        Collections.shuffle(candidates);
        for (DiscoveredInstance instance : candidates.subList(0, Math.min(INSTANCES_TRIED, candidates.size()))) {
            try {
                MetadataInfo info = client.fetch(instance, revision);
                logger.info("Fetched the metadata of application {} revision {} from {}: {} services",
                        application, revision, instance.id, info.getServices().size());
                return info;
            } catch (RuntimeException e) {
                log(firstFailure, "Cannot fetch the metadata of application {} revision {}: {}", application,
                        revision, instance.id + ": " + e);
            }
        }
        return null;
    }

    private MetadataInfo fromDiscovery(String application, String revision, List<DiscoveredInstance> instances,
                                       boolean firstFailure) {
        List<ServiceInstance> reported = new ArrayList<>(instances.size());
        for (DiscoveredInstance instance : instances) {
            if (instance.source != null) {
                reported.add(instance.source);
            }
        }
        try {
            return discovery.getRemoteMetadata(revision, reported);
        } catch (RuntimeException e) {
            log(firstFailure, "The service discovery cannot tell the MetadataInfo of application {} revision {} ({});"
                    + " asking an instance", application, revision, e.toString());
            return null;
        }
    }

    private static void log(boolean warn, String format, String application, String revision, String detail) {
        if (warn) {
            logger.warn(format, application, revision, detail);
        } else {
            logger.debug(format, application, revision, detail);
        }
    }
}
