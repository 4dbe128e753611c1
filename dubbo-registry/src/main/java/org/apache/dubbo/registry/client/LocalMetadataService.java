package org.apache.dubbo.registry.client;

import org.apache.dubbo.metadata.MetadataInfo;
import org.apache.dubbo.metadata.MetadataService;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What this process answers on its {@link MetadataService}: the MetadataInfo of every revision it published
 * recently. Older revisions are kept for a while because consumers may still be fetching one they saw just before
 * the instance was updated.
 */
final class LocalMetadataService implements MetadataService {

    private static final int KEPT_REVISIONS = 16;

    /** Guarded by itself; insertion order is publication order. */
    private final Map<String, MetadataInfo> published = new LinkedHashMap<>();
    private volatile MetadataInfo current;

    /** Records {@code info} (with its revision set) as the latest; the caller no longer changes it. */
    void published(MetadataInfo info) {
        synchronized (published) {
            published.remove(info.getRevision());
            published.put(info.getRevision(), info);
            while (published.size() > KEPT_REVISIONS) {
                published.remove(published.keySet().iterator().next());
            }
        }
        current = info;
    }

    /** The MetadataInfo of {@code revision}; the latest when {@code revision} is null or empty. */
    @Override
    public MetadataInfo getMetadataInfo(String revision) {
        if (revision == null || revision.isEmpty()) {
            return current;
        }
        synchronized (published) {
            return published.get(revision);
        }
    }
}
