package org.apache.dubbo.registry.client;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.apache.curator.framework.api.CuratorWatcher;
import org.apache.curator.utils.ZKPaths;
import org.apache.curator.x.discovery.ServiceInstance;
import org.apache.curator.x.discovery.details.JsonInstanceSerializer;
import org.apache.dubbo.registry.zookeeper.ZookeeperInstance;
import org.apache.zookeeper.WatchedEvent;
import org.apache.zookeeper.Watcher;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The instances of one provider application, {@code {root}/{application}/*}, read in full on every change as
 * Apache Dubbo does: the children with a child watch and each child's data with a data watch, so that a new or
 * gone instance and a revision changed in place are all noticed. A node whose data is not an instance (malformed
 * JSON, another payload class) is logged once and skipped; it does not hide the others.
 */
final class InstanceWatch implements CuratorWatcher {

    private static final Logger logger = LoggerFactory.getLogger(InstanceWatch.class);

    /** Refuses duplicate keys: Curator's reader takes the first "payload", a tree the last. */
    private static final ObjectMapper JSON =
            new ObjectMapper().enable(JsonParser.Feature.STRICT_DUPLICATE_DETECTION);
    private static final JsonInstanceSerializer<ZookeeperInstance> SERIALIZER =
            new JsonInstanceSerializer<>(ZookeeperInstance.class);

    final String application;
    private final String path;
    private final DiscoveryConnection connection;
    private final Consumer<InstanceWatch> onChange;
    private volatile List<DiscoveredInstance> instances = Collections.emptyList();
    private volatile boolean closed;
    /** Guarded by {@code this}. */
    private boolean read;
    /** Unreadable nodes already reported, with the hash of the data reported; guarded by {@code this}. */
    private final Map<String, Integer> reported = new HashMap<>();

    InstanceWatch(String application, String instanceRoot, DiscoveryConnection connection,
                  Consumer<InstanceWatch> onChange) {
        this.application = application;
        this.path = ZKPaths.makePath(instanceRoot, application);
        this.connection = connection;
        this.onChange = onChange;
    }

    /** Reads the instances unless they were read already. */
    synchronized void ensureRead() throws Exception {
        if (!read) {
            reread();
        }
    }

    /** Reads the instances again, re-arming the watches. */
    synchronized List<DiscoveredInstance> reread() throws Exception {
        instances = read(this);
        read = true;
        return instances;
    }

    /** The instances as last read. */
    List<DiscoveredInstance> instances() {
        return instances;
    }

    /** Stops reporting changes. */
    void close() {
        closed = true;
    }

    @Override
    public void process(WatchedEvent event) {
        if (!closed && event.getType() != Watcher.Event.EventType.None) {
            onChange.accept(this);
        }
    }

    /** The instances of {@code application} now, without watching. */
    static List<DiscoveredInstance> readOnce(String application, String instanceRoot, DiscoveryConnection connection)
            throws Exception {
        return new InstanceWatch(application, instanceRoot, connection, w -> { }).read(null);
    }

    private List<DiscoveredInstance> read(CuratorWatcher watcher) throws Exception {
        List<String> children = watcher == null ? connection.children(path) : connection.watchChildren(path, watcher);
        List<DiscoveredInstance> found = new ArrayList<>();
        for (String child : children) {
            byte[] data = connection.data(ZKPaths.makePath(path, child), watcher);
            if (data == null) {
                continue;
            }
            DiscoveredInstance instance = parse(child, data);
            if (instance != null) {
                found.add(instance);
            }
        }
        return Collections.unmodifiableList(found);
    }

    private DiscoveredInstance parse(String child, byte[] data) {
        try {
            DiscoveredInstance instance = readInstance(application, child, data);
            reported.remove(child);
            return instance;
        } catch (Exception | LinkageError e) {
            Integer hash = Arrays.hashCode(data);
            if (!hash.equals(reported.put(child, hash))) {
                logger.warn("Skipping unreadable instance node {}/{} of application {}: {}", path, child,
                        application, e.toString());
            }
            return null;
        }
    }

    /**
     * The instance an instance node holds (Curator's JSON with our payload class), as peers write it.
     *
     * @throws Exception when the data is not such JSON or names no address or port
     */
    static DiscoveredInstance readInstance(String application, String child, byte[] data) throws Exception {
        // Curator's JSON names the payload's class ("@class") and Jackson loads and initialises whatever class is
        // named before checking it is a ZookeeperInstance: check the name first, so that a node cannot make us
        // load a class of its choosing
        JsonNode payloadClass = JSON.readTree(data).path("payload").path("@class");
        if (!payloadClass.isMissingNode() && !payloadClass.isNull()
                && !ZookeeperInstance.class.getName().equals(payloadClass.asText())) {
            throw new IllegalArgumentException("the payload class is '" + payloadClass.asText() + "', not "
                    + ZookeeperInstance.class.getName());
        }
        ServiceInstance<ZookeeperInstance> instance = SERIALIZER.deserialize(data);
        ZookeeperInstance payload = instance.getPayload();
        if (instance.getAddress() == null || instance.getPort() == null) {
            throw new IllegalArgumentException("no address or port");
        }
        return new DiscoveredInstance(application, instance.getId() != null ? instance.getId() : child,
                instance.getAddress(), instance.getPort(), payload == null ? null : payload.getMetadata());
    }
}
