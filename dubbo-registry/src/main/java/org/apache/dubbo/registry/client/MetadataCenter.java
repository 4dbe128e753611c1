package org.apache.dubbo.registry.client;

import org.apache.curator.framework.api.CuratorWatcher;
import org.apache.curator.utils.ZKPaths;
import org.apache.dubbo.common.URL;
import org.apache.dubbo.metadata.MetadataInfo;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The ZooKeeper registry in its second role, metadata center (registry spec 5.6, 5.7), under the same root as the
 * interface-level tree ({@code /dubbo} by default):
 * <pre>
 * {root}/mapping/{interface}                                          "app-a,app-b"
 * {root}/metadata/{interface}[/{version}][/{group}]/provider/{app}    full service definition JSON
 * {root}/metadata/{interface}[/{version}][/{group}]/consumer/{app}    consumer parameters JSON
 * {root}/metadata/{app}/{revision}                                    MetadataInfo JSON (metadata-type=remote)
 * </pre>
 */
final class MetadataCenter {

    private static final Logger logger = LoggerFactory.getLogger(MetadataCenter.class);

    /** Apache Dubbo's {@code dubbo.metadata-report.cas-retry-times} and {@code cas-retry-wait-time} defaults. */
    static final int CAS_RETRIES = 10;
    static final int CAS_RETRY_WAIT_MS = 100;

    private final DiscoveryConnection connection;
    private final String mappingRoot;
    private final String metadataRoot;

    MetadataCenter(DiscoveryConnection connection, String root) {
        this.connection = connection;
        this.mappingRoot = ZKPaths.makePath(root, "mapping");
        this.metadataRoot = ZKPaths.makePath(root, "metadata");
    }

    String mappingPath(String interfaceName) {
        return ZKPaths.makePath(mappingRoot, interfaceName);
    }

    String metadataInfoPath(String application, String revision) {
        return ZKPaths.makePath(metadataRoot, application, revision);
    }

    /**
     * Adds {@code application} to the mapping of {@code interfaceName} unless it is listed already: read the list
     * and its version, write it back extended only if nobody wrote in between, otherwise wait a random moment and
     * start over, up to {@link #CAS_RETRIES} more times.
     *
     * @return whether the mapping lists the application now
     */
    boolean addMapping(String interfaceName, String application) throws Exception {
        String path = mappingPath(interfaceName);
        for (int attempt = 0; attempt <= CAS_RETRIES; attempt++) {
            DiscoveryConnection.VersionedData current = connection.versioned(path);
            Set<String> apps = parseApps(current.text);
            if (apps.contains(application)) {
                return true;
            }
            String text = apps.isEmpty() ? application : current.text + "," + application;
            if (connection.compareAndSet(path, current, text)) {
                return true;
            }
            logger.info("Mapping {} changed while adding application {} (attempt {}); retrying", path, application,
                    attempt + 1);
            Thread.sleep(ThreadLocalRandom.current().nextInt(CAS_RETRY_WAIT_MS));
        }
        return false;
    }

    /** The applications providing {@code interfaceName}, leaving a watch on the mapping node when one is given. */
    Set<String> mapping(String interfaceName, CuratorWatcher watcher) throws Exception {
        byte[] data = connection.data(mappingPath(interfaceName), watcher);
        return parseApps(data == null ? null : new String(data, StandardCharsets.UTF_8));
    }

    /** Writes (or replaces) the service definition a provider reports for {@code providerUrl}. */
    void writeProviderDefinition(String application, URL providerUrl, String definitionJson) throws Exception {
        connection.write(serviceDirectory(providerUrl) + "/provider/" + application, definitionJson);
    }

    /** Writes (or replaces) the parameters a consumer reports for its subscription. */
    void writeConsumerParameters(String application, URL consumerUrl) throws Exception {
        connection.write(serviceDirectory(consumerUrl) + "/consumer/" + application,
                MetadataJson.stringMap(new TreeMap<>(consumerUrl.getParameters())));
    }

    /** Publishes a revision's MetadataInfo unless the node holds one already (a revision never changes). */
    void writeMetadataInfo(MetadataInfo info) throws Exception {
        connection.writeIfAbsent(metadataInfoPath(info.getApp(), info.getRevision()), MetadataJson.metadataInfo(info));
    }

    /**
     * The MetadataInfo published for a revision, or null when there is none.
     *
     * @throws IllegalArgumentException if the node holds something else than MetadataInfo JSON
     */
    MetadataInfo readMetadataInfo(String application, String revision) throws Exception {
        byte[] data = connection.data(metadataInfoPath(application, revision), null);
        if (data == null || data.length == 0) {
            return null;
        }
        return MetadataJson.parseMetadataInfo(new String(data, StandardCharsets.UTF_8));
    }

    /** {@code {metadataRoot}/{interface}[/{version}][/{group}]}. */
    private String serviceDirectory(URL url) {
        StringBuilder path = new StringBuilder(ZKPaths.makePath(metadataRoot, url.getServiceInterface()));
        if (url.getVersion() != null && !url.getVersion().isEmpty()) {
            path.append('/').append(url.getVersion());
        }
        if (url.getGroup() != null && !url.getGroup().isEmpty()) {
            path.append('/').append(url.getGroup());
        }
        return path.toString();
    }

    /** The application names of a mapping text: comma-separated, trimmed, empty entries dropped. */
    static Set<String> parseApps(String text) {
        if (text == null || text.trim().isEmpty()) {
            return Collections.emptySet();
        }
        Set<String> apps = new LinkedHashSet<>();
        for (String app : text.split(",")) {
            if (!app.trim().isEmpty()) {
                apps.add(app.trim());
            }
        }
        return apps;
    }
}
