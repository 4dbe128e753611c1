package org.apache.dubbo.registry.zookeeper;

import java.util.ArrayList;
import java.util.List;

import io.github.dubbotuned.test.ReservedPorts;
import org.apache.dubbo.common.URL;

/**
 * An embedded ZooKeeper, an independent probe of its tree, and the registries a test creates on it, so that every
 * registry test starts and tears down the same way.
 */
final class ZookeeperTestbed implements AutoCloseable {

    final EmbeddedZooKeeper zooKeeper;
    final TreeProbe tree;
    private final List<ZookeeperRegistry> registries = new ArrayList<>();

    private ZookeeperTestbed(EmbeddedZooKeeper zooKeeper) throws InterruptedException {
        this.zooKeeper = zooKeeper;
        this.tree = new TreeProbe(zooKeeper.getConnectString());
    }

    static ZookeeperTestbed start() throws Exception {
        // a reserved port: tests stop the server and restart it on the same port, which nobody may take meanwhile
        return new ZookeeperTestbed(EmbeddedZooKeeper.start(ReservedPorts.reserve()));
    }

    /** A registry on this server with {@code query} (without the leading '?'); destroyed with the others. */
    ZookeeperRegistry registry(String query) {
        return registry(URL.valueOf("zookeeper://" + zooKeeper.getConnectString() + "?" + query));
    }

    /** A registry for {@code url} (which should name this server); destroyed with the others. */
    ZookeeperRegistry registry(URL url) {
        ZookeeperRegistry registry = new ZookeeperRegistry(url);
        registries.add(registry);
        return registry;
    }

    void destroyRegistries() {
        registries.forEach(ZookeeperRegistry::destroy);
        registries.clear();
    }

    @Override
    public void close() {
        destroyRegistries();
        tree.close();
        zooKeeper.close();
    }
}
