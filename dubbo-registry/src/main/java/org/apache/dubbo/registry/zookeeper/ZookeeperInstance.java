package org.apache.dubbo.registry.zookeeper;

import java.util.Map;

/**
 * The payload of an application instance node written with Curator's service-discovery recipe. Curator stores it
 * as JSON with its class name ({@code "@class"}), and Apache Dubbo consumers deserialize it by that name, so the
 * class name and the property names ({@code id}, {@code name}, {@code metadata}) are part of the wire format.
 */
public class ZookeeperInstance {

    private String id;
    private String name;
    private Map<String, String> metadata;

    /** For JSON binding. */
    @SuppressWarnings("unused")
    private ZookeeperInstance() {
    }

    /** {@code metadata} is written in its own iteration order; the writer passes it sorted by key. */
    public ZookeeperInstance(String id, String name, Map<String, String> metadata) {
        this.id = id;
        this.name = name;
        this.metadata = metadata;
    }

    /** {@code host:port} of the instance. */
    public String getId() {
        return id;
    }

    public void setId(String id) {
        this.id = id;
    }

    /** The application name. */
    public String getName() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
    }

    /** The instance metadata (revision, storage type, endpoints, ...); may be null in foreign data. */
    public Map<String, String> getMetadata() {
        return metadata;
    }

    public void setMetadata(Map<String, String> metadata) {
        this.metadata = metadata;
    }

    @Override
    public String toString() {
        return "ZookeeperInstance(id=" + id + ", name=" + name + ", metadata=" + metadata + ")";
    }
}
